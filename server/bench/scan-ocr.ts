// OCR accuracy on scanned study files (decision 065): every scan (scan-png, scan-pdf) of the
// given class folders is built as the tutor bench builds it, read by the ingestion stages
// (extract-image.ts / extract-pdf.ts) with its bot's languages, and compared with the text drawn.
//   npx tsx server/bench/scan-ocr.ts [--class-dir <dir> ...] [--show]
// Prints character and word accuracy per file and in all, and OCR seconds per page.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildFile, readClassSpec, CLASS_DIR } from './class-builder/build-class.js';
import { parseLessonSource } from './class-builder/markdown.js';
import { charErrors, wordHits } from './ocr-accuracy.js';
import { botLanguages } from '../src/modules/bots/bot-languages.js';
import { extractImage } from '../src/ingestion/stages/extract-image.js';
import { extractPdf } from '../src/ingestion/stages/extract-pdf.js';
import { TesseractOcrEngine } from '../src/ingestion/stages/ocr.js';
import { resolveLimits } from '../src/ingestion/ingestion-limits.js';

const args = parseArgs({
  options: {
    'class-dir': { type: 'string', multiple: true },
    show: { type: 'boolean', default: false },
  },
});

/** The words a lesson source draws (headings, bullets, paragraphs, table cells), page by page. */
function drawnText(source: string): string {
  return parseLessonSource(source)
    .flat()
    .map((block) => ('rows' in block ? block.rows.flat().join(' ') : block.text))
    .join('\n');
}

const engine = new TesseractOcrEngine({ maxWorkers: 1 });
const limits = resolveLimits();
const total = { errors: 0, chars: 0, hits: 0, words: 0, ms: 0, pages: 0 };
for (const dir of args.values['class-dir'] ?? [CLASS_DIR]) {
  for (const bot of readClassSpec(dir).bots) {
    const languages = botLanguages(JSON.stringify([bot.languages]));
    for (const spec of bot.files.filter((f) => f.render.startsWith('scan-'))) {
      const file = await buildFile(spec, dir);
      const ctx = { languages, signal: new AbortController().signal };
      const started = performance.now();
      const pages =
        spec.render === 'scan-pdf'
          ? await extractPdf(file.bytes, ctx, { ocr: engine, limits })
          : await extractImage('png', file.bytes, ctx, { ocr: engine, limits });
      const ms = performance.now() - started;
      const read = pages.map((p) => p.text).join('\n');
      const reference = drawnText(fs.readFileSync(path.join(dir, spec.source), 'utf8'));
      const c = charErrors(reference, read);
      const w = wordHits(reference, read);
      total.errors += c.errors;
      total.chars += c.chars;
      total.hits += w.hits;
      total.words += w.words;
      total.ms += ms;
      total.pages += pages.length;
      console.log(
        `${bot.key}/${spec.filename} [${languages.join('+')}] chars ${(1 - c.errors / c.chars).toFixed(3)} words ${(w.hits / w.words).toFixed(3)} ${(ms / 1000 / Math.max(1, pages.length)).toFixed(1)} s/page`,
      );
      if (args.values.show) console.log(read, '\n');
    }
  }
}
console.log(
  `all: chars ${(1 - total.errors / total.chars).toFixed(3)} words ${(total.hits / total.words).toFixed(3)} ${(total.ms / 1000 / Math.max(1, total.pages)).toFixed(1)} s/page over ${total.pages} pages`,
);
await engine.close();
