// Makes server/src/ingestion/stages/scan-digit-shapes.json, the digit shapes the scanned-number
// reader matches blobs against (stages/scan-digits.ts, docs/decisions/095): each Arabic-Indic
// digit drawn in the Arabic fonts this machine has (Debian fonts-dejavu-core, fonts-noto-core),
// regular and bold, at a scan's small and large sizes, and cut into its shape cells.
// `npx tsx server/bench/scan-digit-shapes.ts [--without <family>] [--out <file>]`; --without
// leaves a family out, to measure on fonts the reader has never seen (bench/scan-digits.ts).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GlobalFonts, createCanvas } from '@napi-rs/canvas';
import { blobsIn, shapeOf } from '../src/ingestion/stages/scan-digits.js';
import { greyFromRgba } from '../src/ingestion/stages/scan-pixels.js';

export const DIGIT_FONTS: { family: string; files: string[] }[] = [
  {
    family: 'DejaVu Sans',
    files: [
      '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
      '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
    ],
  },
  {
    family: 'Noto Naskh Arabic',
    files: [
      '/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf',
      '/usr/share/fonts/truetype/noto/NotoNaskhArabic-Bold.ttf',
    ],
  },
  {
    family: 'Noto Sans Arabic',
    files: [
      '/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf',
      '/usr/share/fonts/truetype/noto/NotoSansArabic-Bold.ttf',
    ],
  },
  {
    family: 'Noto Kufi Arabic',
    files: [
      '/usr/share/fonts/truetype/noto/NotoKufiArabic-Regular.ttf',
      '/usr/share/fonts/truetype/noto/NotoKufiArabic-Bold.ttf',
    ],
  },
];

/** Font sizes in pixels: 11-14 pt body text scanned at 160 to 300 dpi. */
const SIZES = [26, 40, 60];
/** The Arabic-Indic digits but the zero (a small dot, told by its size), and the European ones:
 * an Arabic book printed with European digits must not have them read as Arabic-Indic ones. */
const DIGITS = '١٢٣٤٥٦٧٨٩0123456789';

/** Registers every font file under its own name ("<family> <n>") and returns the names. */
export function registerDigitFonts(without?: string): { family: string; name: string }[] {
  return DIGIT_FONTS.filter((f) => f.family !== without).flatMap((f) =>
    f.files.map((file, i) => {
      const name = `${f.family} ${i}`;
      GlobalFonts.registerFromPath(file, name);
      return { family: f.family, name };
    }),
  );
}

export function digitShapes(without?: string) {
  const out: { digit: string; aspect: number; cells: number[] }[] = [];
  for (const { name } of registerDigitFonts(without))
    for (const size of SIZES)
      for (const digit of DIGITS) {
        const canvas = createCanvas(size * 2, size * 2);
        const ctx = canvas.getContext('2d');
        ctx.fillStyle = '#fff';
        ctx.fillRect(0, 0, size * 2, size * 2);
        ctx.fillStyle = '#000';
        ctx.font = `${size}px "${name}"`;
        ctx.fillText(digit, size / 2, size * 1.4);
        const page = greyFromRgba(
          ctx.getImageData(0, 0, size * 2, size * 2).data,
          size * 2,
          size * 2,
        );
        const blob = blobsIn(
          page,
          { left: 0, top: 0, right: size * 2, bottom: size * 2 },
          128,
        ).sort((a, b) => b.area - a.area)[0]!;
        out.push({
          digit,
          aspect: Math.round(((blob.right - blob.left) / (blob.bottom - blob.top)) * 1000) / 1000,
          cells: shapeOf(blob).map((c) => Math.round(c * 100) / 100),
        });
      }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (flag: string) => {
    const i = process.argv.indexOf(flag);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const out =
    arg('--out') ??
    path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      '../src/ingestion/stages/scan-digit-shapes.json',
    );
  writeFileSync(out, JSON.stringify({ shapes: digitShapes(arg('--without')) }) + '\n');
  console.log(`wrote ${out}`);
}
