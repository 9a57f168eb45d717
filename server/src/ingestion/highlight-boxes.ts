// Where a citation's excerpt sits on its PDF page (issue 11): the page's text layer (pdf.js text
// items) is searched for the excerpt, and the matched stretch is returned as boxes in fractions
// of the page (0..1 from the top-left), so the web can draw them over the page image at any size.
// Compared folded (case, Arabic letter forms, marks) and without whitespace, since pdf.js splits
// and spaces text items its own way. A page whose text is stored in visual order (some Arabic
// PDFs) or that is a scan without a text layer yields no boxes: nothing is highlighted then.
import { foldText } from '@edubot/common';

export interface TextItem {
  str: string;
  /** pdf.js item transform [a, b, c, d, e, f] in PDF space. */
  transform: number[];
  width: number;
  height: number;
}

export interface PageGeometry {
  width: number;
  height: number;
  /** The viewport transform (PDF space to top-left device space) at this width and height. */
  transform: number[];
}

export interface HighlightBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The shortest stretch worth highlighting: shorter matches are too often chance. */
const MIN_MATCH = 12;
/** Anchors tried along the excerpt (it may start on the previous page). */
const ANCHOR = 24;
const MAX_BOXES = 60;

type Matrix = readonly number[];
const multiply = (m: Matrix, n: Matrix): number[] => [
  m[0]! * n[0]! + m[2]! * n[1]!,
  m[1]! * n[0]! + m[3]! * n[1]!,
  m[0]! * n[2]! + m[2]! * n[3]!,
  m[1]! * n[2]! + m[3]! * n[3]!,
  m[0]! * n[4]! + m[2]! * n[5]! + m[4]!,
  m[1]! * n[4]! + m[3]! * n[5]! + m[5]!,
];

/** Folded text without whitespace, with the item and character each folded character came from. */
function foldItems(items: readonly TextItem[]) {
  let text = '';
  const item: number[] = [];
  const char: number[] = [];
  items.forEach((it, i) => {
    [...it.str].forEach((c, j) => {
      for (const f of foldText(c)) {
        if (/\s/.test(f)) continue;
        text += f;
        item.push(i);
        char.push(j);
      }
    });
  });
  return { text, item, char };
}

const foldQuote = (quote: string) => foldText(quote.replace(/…|\.\.\./g, ' ')).replace(/\s+/g, '');

/** The longest stretch of the excerpt found on the page, as [start, end) in the page's folded text. */
function locate(page: string, quote: string): [number, number] | null {
  let best: [number, number] | null = null;
  for (let a = 0; a + Math.min(ANCHOR, quote.length) <= quote.length; a += ANCHOR) {
    const anchor = quote.slice(a, a + ANCHOR);
    if (anchor.length < MIN_MATCH && a > 0) break;
    let at = page.indexOf(anchor);
    while (at >= 0) {
      let end = at + anchor.length;
      while (
        end < page.length &&
        a + (end - at) < quote.length &&
        page[end] === quote[a + (end - at)]
      )
        end++;
      if (!best || end - at > best[1] - best[0]) best = [at, end];
      at = page.indexOf(anchor, at + 1);
    }
    if (best && best[1] - best[0] >= quote.length - a) break; // the rest of the excerpt matched
  }
  return best && best[1] - best[0] >= Math.min(MIN_MATCH, quote.length) ? best : null;
}

/** Boxes (fractions of the page) covering the excerpt on the page; empty when it is not found. */
export function highlightBoxes(
  items: readonly TextItem[],
  page: PageGeometry,
  quote: string,
): HighlightBox[] {
  const q = foldQuote(quote);
  if (q.length === 0 || page.width <= 0 || page.height <= 0) return [];
  const folded = foldItems(items);
  const range = locate(folded.text, q);
  if (!range) return [];
  // The part of each item the match covers, in that item's characters.
  const spans = new Map<number, { from: number; to: number }>();
  for (let k = range[0]; k < range[1]; k++) {
    const i = folded.item[k]!;
    const c = folded.char[k]!;
    const span = spans.get(i);
    if (!span) spans.set(i, { from: c, to: c + 1 });
    else span.to = Math.max(span.to, c + 1);
  }
  const boxes: HighlightBox[] = [];
  for (const [i, { from, to }] of spans) {
    const it = items[i]!;
    const length = [...it.str].length || 1;
    const m = multiply(page.transform, it.transform);
    const fontHeight = Math.hypot(m[2]!, m[3]!) || it.height;
    const scale = Math.hypot(page.transform[0]!, page.transform[1]!) || 1;
    const width = it.width * scale;
    const x0 = m[4]! + (width * from) / length;
    const x1 = m[4]! + (width * to) / length;
    const top = m[5]! - fontHeight;
    const clamp = (v: number) => Math.min(1, Math.max(0, v));
    const round = (v: number) => Math.round(clamp(v) * 10_000) / 10_000;
    boxes.push({
      x: round(Math.min(x0, x1) / page.width),
      y: round(top / page.height),
      w: round(Math.abs(x1 - x0) / page.width),
      // a little below the baseline, for descenders
      h: round((fontHeight * 1.2) / page.height),
    });
    if (boxes.length >= MAX_BOXES) break;
  }
  return boxes.filter((b) => b.w > 0 && b.h > 0);
}
