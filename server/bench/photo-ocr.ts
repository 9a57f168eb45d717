// Photo OCR benchmark (docs/decisions/048): `npx tsx server/bench/photo-ocr.ts [--variants
// raw,upscale,prepared] [--conditions normal,small,...] [--limit N] [--target 20] [--languages
// ara+eng] [--reading once|arabic] [--show]`. Renders our own worksheets (photo-ocr/
// worksheets.json, English and Arabic) as phone photos with the class builder's renderer, at the
// bench's size and smaller, fainter or blurred, in the fixture font and a second font per
// script, and reads each with Tesseract as a bilingual bot's chat photo is read: raw (decoded
// and fitted as the server's image-transcode.ts does) or prepared (photo-ocr/prepare-photo.ts).
// Prints character and word accuracy against the drawn text, and the time per image (preparing
// included), per condition, script and variant.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { GlobalFonts } from '@napi-rs/canvas';
import { worksheetPhoto } from './class-builder/render-scan.js';
import { charErrors, wordHits } from './ocr-accuracy.js';
import { readAgainInArabic } from './photo-ocr/arabic-reading.js';
import { mergeReadings, wantsArabicReading } from '../src/ingestion/stages/arabic-reading.js';
import { toOcrPhoto, type OcrPhotoSteps } from './photo-ocr/prepare-photo.js';
import { TesseractOcrEngine } from '../src/ingestion/stages/ocr.js';
import type { LanguageCode } from '../src/search/language-codes.js';

const HERE = path.dirname(new URL(import.meta.url).pathname);
const SHEETS = JSON.parse(
  fs.readFileSync(path.join(HERE, 'photo-ocr', 'worksheets.json'), 'utf8'),
) as Record<'en' | 'ar', string[][]>;

/** Second fonts, closer to printed worksheets than the fixture font (Debian fonts-noto). */
const SECOND_FONTS = {
  en: { family: 'Bench Serif', file: '/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf' },
  ar: { family: 'Bench Naskh', file: '/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf' },
};

const FAINT = { ink: '#8c8c8c', paper: '#d4d0c6' };
/** Pixels per point of the photo (the bench's photos: 2.2; the text is 14 pt). */
const CONDITIONS: Record<string, Parameters<typeof worksheetPhoto>[2]> = {
  normal: { scale: 2.2 },
  small: { scale: 1.2 },
  tiny: { scale: 0.9 },
  faint: { scale: 1.6, ...FAINT },
  'small-faint': { scale: 1.2, ...FAINT },
  'small-blurred': { scale: 1.2, blur: 0.7 },
};

const VARIANTS: Record<string, OcrPhotoSteps | undefined> = {
  raw: {},
  contrast: { contrast: true },
  upscale: { upscale: true },
  prepared: { contrast: true, upscale: true },
};

const { values: args } = parseArgs({
  options: {
    variants: { type: 'string', default: 'raw,prepared' },
    conditions: { type: 'string', default: Object.keys(CONDITIONS).join(',') },
    limit: { type: 'string' },
    /** OCR languages, as a bot's (default: a bilingual Arabic - English bot). */
    languages: { type: 'string', default: 'ara+eng' },
    scripts: { type: 'string', default: 'en,ar' },
    /**
     * once: one reading in the bot's languages (the server before decision 058); arabic: read
     * again and keep the surer whole reading (arabic-reading.ts); lines: read again in Arabic
     * and choose per line, as the server reads since decision 058 (photo-reading.ts).
     */
    reading: { type: 'string', default: 'once' },
    /** Letter height small text is scaled up to (prepare-photo.ts). */
    target: { type: 'string', default: '20' },
    /** Print what each photo was read as. */
    show: { type: 'boolean', default: false },
  },
});

interface Tally {
  errors: number;
  chars: number;
  hits: number;
  words: number;
  ms: number;
  images: number;
  upscaled: number;
}

/** The server's reading (isolated-work.ts recognizeImage), without its child and limits. */
async function readByLines(
  engine: TesseractOcrEngine,
  png: Uint8Array,
  languages: LanguageCode[],
): Promise<string> {
  const first = await engine.recognizeDetailed(png, languages, undefined, { lines: true });
  if (!wantsArabicReading(languages, first.text)) return first.text;
  const arabic = await engine.recognizeDetailed(png, ['ara'], undefined, { lines: true });
  return mergeReadings(first.lines ?? [], arabic.lines ?? []);
}

async function main(): Promise<void> {
  for (const font of Object.values(SECOND_FONTS))
    GlobalFonts.registerFromPath(font.file, font.family);
  const engine = new TesseractOcrEngine({ maxWorkers: 1 });
  const variants = args.variants!.split(',');
  const conditions = args.conditions!.split(',');
  const limit = args.limit ? Number(args.limit) : Infinity;
  const languages = args.languages!.split('+') as LanguageCode[];
  const tallies = new Map<string, Tally>();
  const tally = (key: string) => {
    let t = tallies.get(key);
    if (!t)
      tallies.set(
        key,
        (t = { errors: 0, chars: 0, hits: 0, words: 0, ms: 0, images: 0, upscaled: 0 }),
      );
    return t;
  };
  // Warm the engine: its start-up is not the photo's time.
  await engine.recognize((await toOcrPhoto(worksheetPhoto(['warm up'], false))).png, [
    'ara',
    'eng',
  ]);
  for (const condition of conditions) {
    for (const script of args.scripts!.split(',') as ('en' | 'ar')[]) {
      for (const [i, lines] of SHEETS[script].slice(0, limit).entries()) {
        // Every other worksheet in the second font.
        const font = i % 2 === 1 ? SECOND_FONTS[script].family : undefined;
        const photo = worksheetPhoto(lines, script === 'ar', { ...CONDITIONS[condition], font });
        const reference = lines.join('\n');
        for (const variant of variants) {
          const started = performance.now();
          const steps = { ...VARIANTS[variant], targetTextPx: Number(args.target) };
          const prepared = await toOcrPhoto(photo, undefined, steps);
          const read =
            args.reading === 'once'
              ? await engine.recognize(prepared.png, languages)
              : args.reading === 'lines'
                ? await readByLines(engine, prepared.png, languages)
                : (await readAgainInArabic(engine, prepared.png, languages)).text;
          const ms = performance.now() - started;
          const c = charErrors(reference, read);
          const w = wordHits(reference, read);
          if (args.show)
            console.log(
              `--- ${condition} ${script}#${i} ${variant} x${prepared.upscale.toFixed(2)} (${w.hits}/${w.words} words)\n${read.trim()}`,
            );
          for (const key of [
            `${condition}|${script}|${variant}`,
            `all|${script}|${variant}`,
            `all|all|${variant}`,
          ]) {
            const t = tally(key);
            t.errors += c.errors;
            t.chars += c.chars;
            t.hits += w.hits;
            t.words += w.words;
            t.ms += ms;
            t.images++;
            if (prepared.upscale > 1) t.upscaled++;
          }
        }
      }
    }
    console.error(`done: ${condition}`);
  }
  await engine.close();
  console.log('condition      script variant   char acc  word acc  ms/image  upscaled');
  for (const [key, t] of tallies) {
    const [condition, script, variant] = key.split('|');
    console.log(
      `${condition!.padEnd(14)} ${script!.padEnd(6)} ${variant!.padEnd(9)} ${(1 - t.errors / t.chars).toFixed(3).padStart(8)}  ${(t.hits / t.words).toFixed(3).padStart(8)}  ${(t.ms / t.images).toFixed(0).padStart(8)}  ${String(t.upscaled).padStart(4)}/${t.images}`,
    );
  }
}

await main();
