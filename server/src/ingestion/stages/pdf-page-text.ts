// A PDF page's text layer in reading order. Pages with right-to-left text are read glyph by glyph
// with positions (pdf-positioned-glyphs.ts, pdf-bidi-lines.ts): marks stay on their letters,
// table cells apart, mixed lines and ligatures in logical order. Other pages keep pdf.js's text
// items (pdf-text-layout.ts), which read left-to-right text well at the cost of one pass; a page
// that may hold a table has its glyphs read too, to find the cell edges pdf.js glued over.
import type { PDFDocumentProxy } from '../pdfjs.js';
import { countScripts, repairArabicPage } from './arabic-order.js';
import { layoutGlyphLines } from './pdf-bidi-lines.js';
import { LigatureOrderRepair } from './pdf-glyph-runs.js';
import { positionedGlyphs } from './pdf-positioned-glyphs.js';
import { layoutLines, mayHoldTable, type PositionedText } from './pdf-text-layout.js';
import { cutAtBareGaps } from './pdf-bare-gaps.js';

type PdfPage = Awaited<ReturnType<PDFDocumentProxy['getPage']>>;

/** A glyph reading must keep this share of the letters pdf.js's items hold, or the items are used. */
const MIN_LETTER_SHARE = 0.95;

const letterCount = (text: string) => text.match(/[\p{L}\p{Nd}]/gu)?.length ?? 0;

async function textItems(page: PdfPage): Promise<PositionedText[]> {
  const content = await page.getTextContent();
  const items: PositionedText[] = [];
  for (const item of content.items) {
    if (!('str' in item)) continue;
    items.push({
      str: item.str,
      x: item.transform[4] as number,
      y: item.transform[5] as number,
      width: item.width,
      height: item.height || Math.hypot(item.transform[2] as number, item.transform[3] as number),
    });
  }
  return items;
}

/** The page's lines from its glyphs, or null when they cannot be placed. */
async function glyphLines(page: PdfPage): Promise<{ lines: string[]; arabic: boolean } | null> {
  try {
    const glyphs = await positionedGlyphs(page);
    const arabic = glyphs.some((g) => countScripts(g.text).arabic > 0);
    return { lines: layoutGlyphLines(glyphs), arabic };
  } catch {
    // Text the glyph reader does not place (UnsupportedTextLayout), or an operator list pdf.js
    // could not finish: the text items still read the page as before.
    return null;
  }
}

function pageText(lines: readonly string[]): string {
  return repairArabicPage(lines)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** One per document: once a page shows Arabic, the next pages are read from their glyphs first. */
export class PdfTextReader {
  private rightToLeft = false;
  private readonly ligatures = new LigatureOrderRepair();
  /** A page showed that the document's writer draws no word spaces: bare gaps tell nothing. */
  private bareWordGaps = false;

  /**
   * The items cut at gaps pdf.js wrote a space into (pdf-bare-gaps.ts), on pages that may hold a
   * table: two lines with items set apart by a cell's padding. Other pages, and every page of a
   * document that draws no word spaces (TeX), are not read a second time.
   */
  private async cutTableItems(page: PdfPage, items: PositionedText[]): Promise<PositionedText[]> {
    if (this.bareWordGaps || !mayHoldTable(items)) return items;
    try {
      const cut = cutAtBareGaps(items, await positionedGlyphs(page));
      if (cut.wordSpaces === 'bare') this.bareWordGaps = true;
      return cut.items;
    } catch {
      return items; // glyphs the reader cannot place: the items as pdf.js gave them
    }
  }

  async read(page: PdfPage): Promise<string> {
    if (this.rightToLeft) {
      const read = await glyphLines(page);
      if (read?.arabic) return pageText(read.lines);
    }
    const items = await textItems(page);
    const itemText = items.map((i) => i.str).join('');
    if (countScripts(itemText).arabic > 0) {
      const read = await glyphLines(page);
      if (read && letterCount(read.lines.join('')) >= MIN_LETTER_SHARE * letterCount(itemText)) {
        this.rightToLeft = true;
        return pageText(read.lines);
      }
    }
    // Items: pdf.js reverses a ligature glyph's letters with its run; the glyphs tell which.
    return this.ligatures.repair(
      page,
      pageText(layoutLines(await this.cutTableItems(page, items))),
    );
  }
}
