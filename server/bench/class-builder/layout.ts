// Lays a lesson's pages out as positioned text runs, the way a word processor or a slide tool
// would: wrapped paragraphs, headings, bullets, table cells drawn one by one, and the running
// header and footer ("Page N of M", "صفحة ٢ من ٥") repeated on every page.
import type { Block, SourcePage } from './markdown.js';

export type LayoutStyle = 'textbook' | 'slides';

export interface TextRun {
  text: string;
  /** Left edge for left-to-right runs, right edge for right-to-left runs. */
  x: number;
  /** Baseline, measured from the top of the page. */
  y: number;
  size: number;
  rtl: boolean;
}

export interface LaidOutPage {
  width: number;
  height: number;
  runs: TextRun[];
}

export interface PageFurniture {
  header?: string;
  /** `{n}` and `{m}` become the page number and the page count. */
  footer?: string;
  arabicDigits?: boolean;
}

export type Measure = (text: string, size: number) => number;

interface Geometry {
  width: number;
  height: number;
  margin: number;
  body: number;
  h1: number;
  h2: number;
  table: number;
  furniture: number;
}

const GEOMETRY: Record<LayoutStyle, Geometry> = {
  textbook: {
    width: 595,
    height: 842,
    margin: 56,
    body: 11,
    h1: 18,
    h2: 13,
    table: 9,
    furniture: 8,
  },
  slides: {
    width: 960,
    height: 540,
    margin: 48,
    body: 22,
    h1: 32,
    h2: 26,
    table: 16,
    furniture: 11,
  },
};

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/u;
const STRONG = /[A-Za-z\u00C0-\u024F\u0600-\u06FF\u0750-\u077F]/u;

/** A line runs right to left when its first strong letter is Arabic. */
export function isRtl(text: string): boolean {
  const first = STRONG.exec(text);
  return first !== null && ARABIC.test(first[0]);
}

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const toArabicDigits = (s: string) => s.replace(/[0-9]/gu, (d) => ARABIC_INDIC[Number(d)]!);

export function wrapText(text: string, size: number, maxWidth: number, measure: Measure): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/u).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

class PageWriter {
  private done: TextRun[][] = [];
  runs: TextRun[] = [];
  y: number;
  constructor(
    readonly g: Geometry,
    readonly measure: Measure,
    readonly pageRtl: boolean,
    readonly name: string,
    /** Start a new page when one is full (a flowing book) instead of failing (hand-made pages). */
    readonly flow: boolean,
  ) {
    this.y = this.top();
  }

  private top(): number {
    return this.g.margin + 14;
  }

  breakPage(): void {
    this.done.push(this.runs);
    this.runs = [];
    this.y = this.top();
  }

  pages(): TextRun[][] {
    return [...this.done, this.runs];
  }

  private advance(size: number, factor = 1.45): number {
    if (this.y + size * factor > this.g.height - this.g.margin) {
      if (!this.flow)
        throw new Error(`${this.name}: a page overflows; split it with <!-- page -->`);
      this.breakPage();
    }
    this.y += size * factor;
    return this.y;
  }

  line(text: string, size: number, indent = 0): void {
    const rtl = this.pageRtl ? ARABIC.test(text) || !STRONG.test(text) : isRtl(text);
    const y = this.advance(size);
    const x = rtl ? this.g.width - this.g.margin - indent : this.g.margin + indent;
    this.runs.push({ text, x, y, size, rtl });
  }

  paragraph(text: string, size: number, indent = 0, bullet = ''): void {
    const width = this.g.width - 2 * this.g.margin - indent;
    wrapText(text, size, width, this.measure).forEach((l, i) =>
      this.line(i === 0 ? `${bullet}${l}` : l, size, indent),
    );
  }

  gap(points: number): void {
    this.y += points;
  }

  /** Each cell is its own run, as table tools write them; a long cell wraps inside its column. */
  table(rows: string[][], size: number): void {
    const columns = Math.max(...rows.map((r) => r.length));
    const pad = size;
    const natural = Array.from(
      { length: columns },
      (_, c) => Math.max(...rows.map((r) => this.measure(r[c] ?? '', size))) + pad,
    );
    const available = this.g.width - 2 * this.g.margin;
    const total = natural.reduce((a, b) => a + b, 0);
    const widths = natural.map((w) => (total > available ? (w * available) / total : w));
    const order = this.pageRtl ? [...widths.keys()].reverse() : [...widths.keys()];
    const lefts: number[] = [];
    let x = this.g.margin;
    for (const c of order) {
      lefts[c] = x;
      x += widths[c]!;
    }
    for (const row of rows) {
      const cells = row.map((cell, c) => wrapText(cell, size, widths[c]! - pad, this.measure));
      const height = Math.max(...cells.map((l) => l.length));
      for (let k = 0; k < height; k++) {
        const y = this.advance(size, 1.35);
        cells.forEach((lines, c) => {
          const text = lines[k];
          if (!text) return;
          const rtl = isRtl(text);
          const cellX = rtl ? lefts[c]! + widths[c]! - pad / 2 : lefts[c]! + pad / 2;
          this.runs.push({ text, x: cellX, y, size, rtl });
        });
      }
      this.gap(size * 0.4);
    }
  }
}

function writeBlock(w: PageWriter, block: Block, style: LayoutStyle): void {
  const g = w.g;
  switch (block.type) {
    case 'h1':
      w.gap(style === 'slides' ? 0 : 4);
      w.paragraph(block.text, g.h1);
      w.gap(g.body * 0.6);
      break;
    case 'h2':
      w.gap(g.body * 0.8);
      w.paragraph(block.text, g.h2);
      w.gap(2);
      break;
    case 'bullet':
      w.paragraph(block.text, g.body, g.body, '• ');
      w.gap(style === 'slides' ? g.body * 0.4 : 1);
      break;
    case 'p':
      w.paragraph(block.text, g.body);
      w.gap(g.body * 0.5);
      break;
    case 'table':
      w.gap(4);
      w.table(block.rows, g.table);
      w.gap(g.body * 0.5);
      break;
  }
}

export interface LayoutOptions extends PageFurniture {
  style: LayoutStyle;
  rtl?: boolean;
  landscape?: boolean;
  /** Pages break where they are full (a long book) rather than only at `<!-- page -->`. */
  flow?: boolean;
  measure: Measure;
  name: string;
}

export function layOut(pages: SourcePage[], options: LayoutOptions): LaidOutPage[] {
  const base = GEOMETRY[options.style];
  const g =
    options.landscape && base.height > base.width
      ? { ...base, width: base.height, height: base.width }
      : base;
  const w = new PageWriter(
    g,
    options.measure,
    options.rtl ?? false,
    options.name,
    options.flow ?? false,
  );
  pages.forEach((blocks, index) => {
    if (index > 0) w.breakPage();
    for (const block of blocks) writeBlock(w, block, options.style);
  });
  const laid = w.pages();
  return laid.map((runs, index) => {
    const fill = (template: string) => {
      const text = template
        .replaceAll('{n}', String(index + 1))
        .replaceAll('{m}', String(laid.length));
      return options.arabicDigits ? toArabicDigits(text) : text;
    };
    const size = g.furniture;
    const edge = (text: string) => (isRtl(text) ? g.width - g.margin : g.margin);
    if (options.header) {
      const text = fill(options.header);
      runs.push({ text, x: edge(text), y: g.margin * 0.6, size, rtl: isRtl(text) });
    }
    if (options.footer) {
      const text = fill(options.footer);
      runs.push({ text, x: edge(text), y: g.height - g.margin * 0.5, size, rtl: isRtl(text) });
    }
    return { width: g.width, height: g.height, runs };
  });
}
