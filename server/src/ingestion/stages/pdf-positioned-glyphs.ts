// Every glyph of a page with its position, read from the page's operator list by following the
// text state (text and line matrices, spacing, scaling) and the graphics transforms, as a renderer
// does. pdf.js's own text items are not enough for right-to-left and mixed lines: it glues a
// combining mark drawn first in a run onto the run before (it never checks a zero-width mark's
// position), and its bidi pass misplaces neutrals after a one-letter word ("Monsoon ( :)الرياح");
// with positions the line can be read in visual order and put in logical order by the real
// Unicode bidi algorithm (stages/pdf-bidi-lines.ts).
import { loadPdfJs, type PDFDocumentProxy } from '../pdfjs.js';

type PdfPage = Awaited<ReturnType<PDFDocumentProxy['getPage']>>;
type Matrix = [number, number, number, number, number, number];

export interface PositionedGlyph {
  /** The glyph's text (one character, or several for a ligature glyph), as the font maps it. */
  text: string;
  /** Left end, baseline and advance in page space (points, y up), like pdf.js text items. */
  x: number;
  y: number;
  width: number;
  /** Font size in page space: the line height unit. */
  size: number;
  /** Order in the content stream. */
  order: number;
  /**
   * Glyphs drawn in one go, pen moving left to right: one text-showing operation, cut where the
   * pen jumps back. Their stream order is their visual order even where glyphs overlap.
   */
  run: number;
  /**
   * The text is the glyph's character code read as a character: what pdf.js gives for a code the
   * font maps to no Unicode (LibreOffice's kashida in justified Arabic, "الش%%مس"), and for any
   * glyph of a font whose codes are its characters (most Latin fonts).
   */
  codeAsText?: boolean;
  /** The font's resource name: glyphs of one font subset share it. */
  font?: string;
}

interface GlyphLike {
  unicode?: unknown;
  originalCharCode?: unknown;
  width?: unknown;
  isSpace?: unknown;
}

interface FontLike {
  fontMatrix?: number[];
  vertical?: boolean;
}

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** a × b: apply a, then b (PDF's row-vector convention). */
function multiply(a: Matrix, b: Matrix): Matrix {
  return [
    a[0] * b[0] + a[1] * b[2],
    a[0] * b[1] + a[1] * b[3],
    a[2] * b[0] + a[3] * b[2],
    a[2] * b[1] + a[3] * b[3],
    a[4] * b[0] + a[5] * b[2] + b[4],
    a[4] * b[1] + a[5] * b[3] + b[5],
  ];
}

function toMatrix(value: unknown): Matrix | null {
  if (!value || typeof value !== 'object') return null;
  const list = Array.from(value as ArrayLike<number>);
  return list.length === 6 && list.every(Number.isFinite) ? (list as Matrix) : null;
}

/** Text this module cannot place (vertical writing, rotated or skewed text): the caller falls back. */
export class UnsupportedTextLayout extends Error {}

/**
 * The page's glyphs in content-stream order. Throws UnsupportedTextLayout for vertical fonts and
 * text that is not drawn upright (the caller then uses pdf.js's text items).
 */
export async function positionedGlyphs(page: PdfPage): Promise<PositionedGlyph[]> {
  const { OPS } = await loadPdfJs();
  const list = await page.getOperatorList();
  const glyphs: PositionedGlyph[] = [];
  let textMatrix: Matrix = IDENTITY;
  let lineMatrix: Matrix = IDENTITY;
  // The graphics state: the transform and the text state parameters, saved and restored together.
  let state = {
    ctm: IDENTITY,
    fontSize: 0,
    fontMatrix: [0.001, 0, 0, 0.001, 0, 0],
    charSpacing: 0,
    wordSpacing: 0,
    hScale: 1,
    leading: 0,
    rise: 0,
    font: '',
  };
  const stack: (typeof state)[] = [];
  const fontCache = new Map<string, FontLike | null>();
  let run = 0;

  const moveLine = (tx: number, ty: number) => {
    lineMatrix = multiply([1, 0, 0, 1, tx, ty], lineMatrix);
    textMatrix = lineMatrix;
  };

  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i];
    const args = list.argsArray[i] as unknown[] | null;
    switch (fn) {
      case OPS.save:
        stack.push({ ...state });
        break;
      case OPS.restore:
        state = stack.pop() ?? state;
        break;
      case OPS.transform: {
        const m = toMatrix(args);
        if (m) state.ctm = multiply(m, state.ctm);
        break;
      }
      case OPS.paintFormXObjectBegin: {
        stack.push({ ...state });
        const m = toMatrix(args?.[0]);
        if (m) state.ctm = multiply(m, state.ctm);
        break;
      }
      case OPS.paintFormXObjectEnd:
        state = stack.pop() ?? state;
        break;
      case OPS.beginText:
        textMatrix = IDENTITY;
        lineMatrix = IDENTITY;
        break;
      case OPS.setFont: {
        const name = String(args?.[0]);
        state.font = name;
        state.fontSize = Number(args?.[1]) || 0;
        if (!fontCache.has(name)) {
          let font: FontLike | null = null;
          try {
            font = page.commonObjs.has(name) ? (page.commonObjs.get(name) as FontLike) : null;
          } catch {
            font = null;
          }
          fontCache.set(name, font);
        }
        const font = fontCache.get(name);
        if (font?.vertical) throw new UnsupportedTextLayout('vertical font');
        state.fontMatrix = font?.fontMatrix ?? [0.001, 0, 0, 0.001, 0, 0];
        break;
      }
      case OPS.setTextMatrix: {
        const m = toMatrix(args?.[0]) ?? toMatrix(args);
        if (m) {
          textMatrix = m;
          lineMatrix = m;
        }
        break;
      }
      case OPS.moveText:
        moveLine(Number(args?.[0]) || 0, Number(args?.[1]) || 0);
        break;
      case OPS.setLeadingMoveText:
        state.leading = -(Number(args?.[1]) || 0);
        moveLine(Number(args?.[0]) || 0, Number(args?.[1]) || 0);
        break;
      case OPS.nextLine:
        moveLine(0, -state.leading);
        break;
      case OPS.setLeading:
        state.leading = Number(args?.[0]) || 0;
        break;
      case OPS.setCharSpacing:
        state.charSpacing = Number(args?.[0]) || 0;
        break;
      case OPS.setWordSpacing:
        state.wordSpacing = Number(args?.[0]) || 0;
        break;
      case OPS.setHScale:
        state.hScale = (Number(args?.[0]) || 100) / 100;
        break;
      case OPS.setTextRise:
        state.rise = Number(args?.[0]) || 0;
        break;
      case OPS.showText: {
        const items = args?.[0];
        if (!Array.isArray(items)) break;
        // Text space -> page space for this run.
        const { ctm, fontSize, fontMatrix, charSpacing, wordSpacing, hScale, rise } = state;
        const m = multiply(textMatrix, ctm);
        if (Math.abs(m[1]) > 1e-3 * Math.abs(m[0]) || Math.abs(m[2]) > 1e-3 * Math.abs(m[3]))
          throw new UnsupportedTextLayout('rotated or skewed text');
        if (m[0] <= 0) throw new UnsupportedTextLayout('mirrored text');
        const advanceScale = fontSize * (fontMatrix[0] ?? 0.001);
        const size = Math.abs(fontSize * m[3]) || Math.abs(fontSize * m[0]);
        let x = 0; // in text space, before the horizontal scaling
        run++;
        let lastLeft = -Infinity;
        for (const item of items as (GlyphLike | number | null)[]) {
          if (typeof item === 'number') {
            x -= (item * fontSize) / 1000;
            continue;
          }
          if (!item || typeof item !== 'object') continue;
          const advance =
            (Number(item.width) || 0) * advanceScale +
            charSpacing +
            (item.isSpace === true ? wordSpacing : 0);
          const text = typeof item.unicode === 'string' ? item.unicode : '';
          if (text) {
            const left = x * hScale;
            if (left < lastLeft - 0.5 * Math.abs(fontSize)) run++;
            lastLeft = left;
            glyphs.push({
              text,
              x: m[0] * left + m[2] * rise + m[4],
              y: m[1] * left + m[3] * rise + m[5],
              width: Math.max(0, (Number(item.width) || 0) * advanceScale * hScale * m[0]),
              size,
              order: glyphs.length,
              run,
              codeAsText:
                typeof item.originalCharCode === 'number' &&
                text === String.fromCharCode(item.originalCharCode),
              font: state.font,
            });
          }
          x += advance;
        }
        textMatrix = multiply([1, 0, 0, 1, x * hScale, 0], textMatrix);
        break;
      }
      default:
        break;
    }
  }
  return glyphs;
}
