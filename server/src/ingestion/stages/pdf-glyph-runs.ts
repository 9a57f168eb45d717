// The page's text rebuilt from its glyph runs (the operator list), glyph by glyph in logical
// order: the evidence clean/reversed-ligatures.ts needs to turn reversed ligature pairs back.
// Reading the operator list costs about as much as the text layer, so a document is probed on
// its first Arabic pages and only read this way when its fonts do have multi-letter glyphs.
import { loadPdfJs, type PDFDocumentProxy } from '../pdfjs.js';
import { repairReversedLigatures } from '../clean/reversed-ligatures.js';

type PdfPage = Awaited<ReturnType<PDFDocumentProxy['getPage']>>;

const ARABIC_LETTER = /[\u0620-\u064A\u066E-\u06D3]/u;
/** Arabic pages read without finding a multi-letter glyph before the document is let go. */
const PROBE_PAGES = 2;

interface GlyphLike {
  unicode?: unknown;
}

async function glyphRuns(page: PdfPage): Promise<{ text: string; ligatures: Set<string> }> {
  const { OPS } = await loadPdfJs();
  const list = await page.getOperatorList();
  const runs: string[] = [];
  const ligatures = new Set<string>();
  list.fnArray.forEach((fn, i) => {
    if (fn !== OPS.showText) return;
    const glyphs = (list.argsArray[i] as unknown[])[0];
    if (!Array.isArray(glyphs)) return;
    const chars: string[] = [];
    for (const glyph of glyphs as (GlyphLike | number | null)[]) {
      if (glyph === null || typeof glyph !== 'object' || typeof glyph.unicode !== 'string')
        continue;
      chars.push(glyph.unicode);
      if (glyph.unicode.length > 1 && ARABIC_LETTER.test(glyph.unicode))
        ligatures.add(glyph.unicode);
    }
    // Glyphs are drawn left to right: a right-to-left run reads backwards, glyph by glyph.
    const rtl = chars.some((c) => ARABIC_LETTER.test(c));
    runs.push((rtl ? chars.reverse() : chars).join(''));
  });
  // A word split over two runs is found in one of the two orders a right-to-left line can draw
  // its runs in (right part first, or left part first).
  return { text: `${runs.join('')} ${[...runs].reverse().join('')}`, ligatures };
}

/** One per document: repairs its Arabic pages' reversed ligature pairs, probing first. */
export class LigatureOrderRepair {
  private probed = 0;
  private active = false;

  async repair(page: PdfPage, text: string): Promise<string> {
    if (!ARABIC_LETTER.test(text)) return text;
    if (!this.active && this.probed >= PROBE_PAGES) return text;
    this.probed++;
    const { text: glyphText, ligatures } = await glyphRuns(page);
    if (ligatures.size > 0) this.active = true;
    return repairReversedLigatures(text, glyphText, [...ligatures]);
  }
}
