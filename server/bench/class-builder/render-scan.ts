// A "scanned" page: the lesson text drawn on a canvas, turned by a small angle, with paper
// noise and specks, saved as PNG (no text layer), or placed in a PDF as a page-sized image
// only, as a photocopier's scan-to-PDF does. Noise is seeded so every build is the same.
import { createCanvas } from '@napi-rs/canvas';
import { FONT_FAMILY, fixtureFont } from '../../test/fixtures/ingestion-fixtures.js';
import { wrapText, type LaidOutPage } from './layout.js';
import { reproduciblePdf, skiaMeasure } from './render-pdf.js';
import { seededRandom } from '../../src/lib/seeded-random.js';

export interface ScanOptions {
  /** Pixels per point (2.2 ≈ 160 dpi). */
  scale?: number;
  /** Rotation in degrees. */
  angle?: number;
  seed?: number;
  /** Font family registered with the canvas (the fixture font by default). */
  font?: string;
  /** Text and paper colours: a faded copy or a photo in dim light has grey ink on grey paper. */
  ink?: string;
  paper?: string;
  /** Gaussian blur in pixels, as an out-of-focus phone camera gives. */
  blur?: number;
  /** Paper grain and specks, times the usual amount (a dirty glass or a copy of a copy). */
  noise?: number;
  /** Points cut from every side of the page: a scan cropped tight, its text near the edge. */
  crop?: number;
}

export function scanImage(page: LaidOutPage, options: ScanOptions = {}): Uint8Array {
  fixtureFont();
  const scale = options.scale ?? 2.2;
  const rand = seededRandom(options.seed ?? 7);
  const crop = (options.crop ?? 0) * scale;
  const width = Math.round(page.width * scale - 2 * crop);
  const height = Math.round(page.height * scale - 2 * crop);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = options.paper ?? '#f7f5ef';
  ctx.fillRect(0, 0, width, height);
  if (options.blur) ctx.filter = `blur(${options.blur}px)`;
  ctx.save();
  ctx.translate(-crop, -crop);
  // The uncropped page's rounded size, as before crops existed: the same pixels for every class
  // built without one (OCR tests read them).
  const [pageWidth, pageHeight] = [width + 2 * crop, height + 2 * crop];
  ctx.translate(pageWidth / 2, pageHeight / 2);
  ctx.rotate(((options.angle ?? 0.8) * Math.PI) / 180);
  ctx.translate(-pageWidth / 2, -pageHeight / 2);
  ctx.fillStyle = options.ink ?? '#222';
  for (const run of page.runs) {
    ctx.font = `${run.size * scale}px "${options.font ?? FONT_FAMILY}"`;
    ctx.direction = run.rtl ? 'rtl' : 'ltr';
    ctx.textAlign = run.rtl ? 'right' : 'left';
    ctx.fillText(run.text, run.x * scale, run.y * scale);
  }
  ctx.restore();
  ctx.filter = 'none';
  // Paper grain and toner specks.
  for (let i = 0; i < ((width * height) / 700) * (options.noise ?? 1); i++) {
    const shade = Math.round(160 + rand() * 80);
    ctx.fillStyle = `rgb(${shade},${shade},${shade})`;
    ctx.fillRect(rand() * width, rand() * height, 1 + rand() * 1.5, 1 + rand() * 1.5);
  }
  // A shadow along one edge, as a book page pressed on the glass leaves.
  const shadow = ctx.createLinearGradient(0, 0, width * 0.04, 0);
  shadow.addColorStop(0, 'rgba(0,0,0,0.35)');
  shadow.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = shadow;
  ctx.fillRect(0, 0, width * 0.04, height);
  return new Uint8Array(canvas.toBuffer('image/png'));
}

export async function imageOnlyPdf(
  pages: LaidOutPage[],
  options: ScanOptions = {},
): Promise<Uint8Array> {
  const doc = await reproduciblePdf();
  for (const [i, laid] of pages.entries()) {
    const image = await doc.embedPng(
      scanImage(laid, { ...options, seed: (options.seed ?? 7) + i }),
    );
    const [width, height] = [
      laid.width - 2 * (options.crop ?? 0),
      laid.height - 2 * (options.crop ?? 0),
    ];
    const page = doc.addPage([width, height]);
    page.drawImage(image, { x: 0, y: 0, width, height });
  }
  return doc.save();
}

/**
 * A phone photo of a worksheet question: a few lines, slightly turned, on grey-white paper.
 * `options` draw it smaller, fainter or blurred (the photo OCR benchmark, bench/photo-ocr.ts).
 */
export function worksheetPhoto(
  lines: string[],
  rtl = false,
  options: Omit<ScanOptions, 'seed' | 'angle'> & { angle?: number } = {},
): Uint8Array {
  // A single word is a label card or a close-up, photographed larger.
  const size = lines.length === 1 && lines[0]!.length < 24 ? 28 : 14;
  const width = 595;
  const margin = 40;
  const wrapped = lines.flatMap((line) => wrapText(line, size, width - 2 * margin, skiaMeasure));
  const height = Math.round(2 * margin + wrapped.length * size * 1.8);
  const runs = wrapped.map((text, i) => ({
    text,
    x: rtl ? width - margin : margin,
    y: margin + (i + 1) * size * 1.8,
    size,
    rtl,
  }));
  return scanImage({ width, height, runs }, { angle: -0.5, ...options, seed: lines.join().length });
}
