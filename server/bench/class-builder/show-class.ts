// For a human checking the benchmark class: `npx tsx server/bench/class-builder/show-class.ts
// [out-dir] [name-filter]` writes the built files to out-dir (default: a temp folder) and prints
// the chunks the real ingestion pipeline makes of each, so one can read that headers, footers,
// tables and Arabic come out as a student should see them. EDUBOT_BENCH_CLASS_DIR shows another
// class directory in the same format (a held-out class kept outside the repo).
import os from 'node:os';
import path from 'node:path';
import { ingestFile } from '../../src/ingestion/pipeline.js';
import { botLanguages } from '../../src/modules/bots/bot-languages.js';
import { TesseractOcrEngine } from '../../src/ingestion/stages/ocr.js';
import { buildFile, CLASS_DIR, readClassSpec, writeClass } from './build-class.js';

const classDir = path.resolve(process.env.EDUBOT_BENCH_CLASS_DIR ?? CLASS_DIR);
const outDir = process.argv[2] ?? path.join(os.tmpdir(), 'edubot-tutor-class');
const filter = process.argv[3];
console.log(`files written to ${outDir}:`);
for (const file of await writeClass(outDir, classDir)) console.log(`  ${file}`);
const ocr = new TesseractOcrEngine({ langDir: path.join(outDir, '.ocr-models') });
try {
  for (const bot of readClassSpec(classDir).bots) {
    // As the app reads a bot's languages: an unknown choice falls back to Arabic and English.
    const languages = botLanguages(JSON.stringify([bot.languages]));
    for (const spec of bot.files) {
      if (filter && !spec.filename.includes(filter)) continue;
      const file = await buildFile(spec, classDir);
      const chunks = await ingestFile(
        { name: file.filename, bytes: file.bytes },
        { languages, signal: AbortSignal.timeout(600_000) },
        { ocr },
      );
      console.log(`\n===== ${bot.key}: ${file.filename} (${chunks.length} chunks)`);
      for (const chunk of chunks)
        console.log(`--- ${chunk.filename} p${chunk.page}\n${chunk.text}`);
    }
  }
} finally {
  await ocr.close();
}
