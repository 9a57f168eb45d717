// How well numbers on scanned Arabic pages are read (docs/decisions/095): lines of Arabic with
// one number each (years, measures, decimals, percentages; Arabic-Indic digits, and European
// ones as some Arabic books print them) drawn as scans in several fonts, sizes and tilts, read by
// Tesseract's Arabic model, then by the digit reader (stages/scan-numbers.ts). Counts per line:
// the number right, a wrong number in the line (quoted as fact), or no number.
// `nice -n 10 npx tsx server/bench/scan-digits.ts [--held-out] [--scales 2.08,2.78]`: --held-out
// reads each font with shapes made without its family (a font the reader has never seen);
// --scales draws the pages at other sizes (pixels per point: 2.08 is 150 dpi, 2.78 200 dpi).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scanImage } from './class-builder/render-scan.js';
import { DIGIT_FONTS, digitShapes, registerDigitFonts } from './scan-digit-shapes.js';
import { rereadNumbers } from '../src/ingestion/stages/scan-numbers.js';
import { DIGIT_SHAPES } from '../src/ingestion/stages/scan-digits.js';
import { greyImageOf } from '../src/ingestion/stages/scan-image-prep.js';
import { histogram, otsuThreshold } from '../src/ingestion/stages/scan-pixels.js';
import { TesseractOcrEngine, type OcrLine } from '../src/ingestion/stages/ocr.js';
import { seededRandom } from '../src/lib/seeded-random.js';

const heldOut = process.argv.includes('--held-out');
const scalesArg = process.argv.indexOf('--scales');
const scales = scalesArg > 0 ? process.argv[scalesArg + 1]!.split(',').map(Number) : [2.2, 3, 4];
const cacheDir = process.env.EDUBOT_DIGITS_CACHE;
if (cacheDir) mkdirSync(cacheDir, { recursive: true });
const SENTENCES = [
  'يغلي الماء عند {n} درجة',
  'قامت الثورة عام {n} في البلاد',
  'يبلغ طول النهر {n} كيلومترا',
  'في السنة {n} يوما تقريبا',
  'نسبة الملح في الماء {n} فقط',
  'وزن الجسم {n} كيلوغرام',
];
const INDIC = '٠١٢٣٤٥٦٧٨٩';
const toIndic = (s: string) => s.replace(/[0-9]/g, (d) => INDIC[Number(d)]!).replace('.', '٫');
const fold = (s: string) =>
  s.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)).replace(/[٫,]/g, '.');

function numberFor(rand: () => number, i: number): string {
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  switch (i % 5) {
    case 0:
      return String(int(1800, 2030));
    case 1:
      return String(int(10, 9999));
    case 2:
      return `${int(1, 99)}.${int(1, 9)}`;
    case 3:
      return String(int(100, 999));
    default:
      return String(int(2, 99));
  }
}

const fonts = registerDigitFonts();
// The product's OCR adapter, so the bench reads pages as ingestion does.
const ocr = new TesseractOcrEngine({ maxWorkers: 1 });
const shapesWithout = new Map(
  DIGIT_FONTS.map((f) => [f.family, heldOut ? digitShapes(f.family) : DIGIT_SHAPES]),
);
const tally = () => ({ before: { right: 0, wrong: 0 }, after: { right: 0, wrong: 0 }, lines: 0 });
const pages = { 'Arabic-Indic pages': tally(), 'European-digit pages': tally() };
function score(text: string, truth: string) {
  const found = (text.match(/[0-9٠-٩]+([.,٫][0-9٠-٩]+)?/gu) ?? []).map(fold);
  return {
    right: found.includes(fold(truth)) ? 1 : 0,
    wrong: found.some((n) => n !== fold(truth)) ? 1 : 0,
  };
}
const verbose = process.argv.includes('--verbose');
for (const { family, name } of fonts)
  for (const scale of scales)
    for (const [angle, europeanPage] of [
      [0.4, false],
      [-0.8, false],
      [0.6, true],
    ] as const) {
      // A page printed with European digits, as some Arabic books are, at one size: they must stay.
      if (europeanPage && scale !== 3) continue;
      if (
        process.env.EDUBOT_DIGITS_ONLY &&
        process.env.EDUBOT_DIGITS_ONLY !== `${name} ${scale} ${angle}`
      )
        continue;
      const rand = seededRandom(
        95 +
          1000 * fonts.findIndex((f) => f.name === name) +
          10 * Math.round(scale * 10) +
          Math.round((angle + 1) * 5),
      );
      const truths: string[] = [];
      const runs = Array.from({ length: 10 }, (_, i) => {
        const n = numberFor(rand, i);
        const european = europeanPage || i === 9; // one line in ten quotes European digits
        const truth = european ? n : toIndic(n);
        truths.push(truth);
        const text = SENTENCES[i % SENTENCES.length]!.replace('{n}', truth);
        return { text, x: 555, y: 50 + i * 28, size: 13, rtl: true };
      });
      const png = scanImage({ width: 595, height: 340, runs }, { scale, font: name, angle });
      // Tesseract's reading is kept between runs (EDUBOT_DIGITS_CACHE), to try the reader quickly.
      const cacheFile = cacheDir && path.join(cacheDir, `${name}-${scale}-${angle}.json`);
      let lines: OcrLine[];
      if (cacheFile && existsSync(cacheFile))
        lines = JSON.parse(readFileSync(cacheFile, 'utf8')) as OcrLine[];
      else {
        const reading = await ocr.recognizeDetailed(png, ['ara'], undefined, { lines: true });
        lines = reading.lines ?? [];
        if (cacheFile) writeFileSync(cacheFile, JSON.stringify(lines));
      }
      const page = await greyImageOf(png);
      const after = rereadNumbers(
        lines,
        page,
        otsuThreshold(histogram(page)),
        shapesWithout.get(family),
      );
      // Each drawn line is matched to the read line nearest its baseline.
      runs.forEach((run, i) => {
        const y = run.y * scale;
        const nearest = (ls: OcrLine[]) =>
          ls.filter((l) => l.top <= y && l.bottom >= y - run.size * scale * 0.5)[0]?.text ?? '';
        const b = score(nearest(lines), truths[i]!);
        const a = score(nearest(after), truths[i]!);
        const totals = pages[europeanPage ? 'European-digit pages' : 'Arabic-Indic pages'];
        totals.lines++;
        totals.before.right += b.right;
        totals.before.wrong += b.wrong;
        totals.after.right += a.right;
        totals.after.wrong += a.wrong;
        if (verbose && (a.right === 0 || a.wrong))
          console.log(
            `${name} ${scale} ${angle} ${truths[i]} | ${nearest(lines)} -> ${nearest(after)}`,
          );
      });
    }
await ocr.close();
for (const [kind, totals] of Object.entries(pages)) {
  const pct = (n: number) => ((100 * n) / totals.lines).toFixed(1);
  console.log(`${kind}: lines ${totals.lines}${heldOut ? ' (held-out fonts)' : ''}`);
  console.log(
    `  before: number right ${pct(totals.before.right)}%, a wrong number in the line ${pct(totals.before.wrong)}%`,
  );
  console.log(
    `  after:  number right ${pct(totals.after.right)}%, a wrong number in the line ${pct(totals.after.wrong)}%`,
  );
}
