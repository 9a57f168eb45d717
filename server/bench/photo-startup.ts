// Photo reading start-up benchmark (docs/decisions/058): `npx tsx server/bench/photo-startup.ts
// [--limit-ms 3000] [--rounds 4] [--legacy]`. Reads a worksheet photo (English, then Arabic) the
// way the server reads a chat photo, in a job child with a time limit, first in a fresh child
// (as after a reading killed at its limit: Tesseract starts again) and then again in the same,
// warm child. Prints how many readings ended within the limit and their times. --legacy calls
// the reader as it was before decision 058 (one limit, start-up included), for a run on the
// earlier code.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { worksheetPhoto } from './class-builder/render-scan.js';
import { IsolatedWork } from '../src/isolation/isolated-work.js';

const { values: args } = parseArgs({
  options: {
    'limit-ms': { type: 'string', default: '3000' },
    rounds: { type: 'string', default: '4' },
    legacy: { type: 'boolean', default: false },
  },
});

const PHOTOS = {
  en: worksheetPhoto([
    'Worksheet 3: Photosynthesis',
    'Q1. Name the gas given off by the pondweed in the light.',
  ]),
  ar: worksheetPhoto(
    ['ورقة عمل: الكهرباء', 'السؤال الأول: ما وحدة قياس فرق الجهد في الدائرة؟'],
    true,
  ),
};

const limit = Number(args['limit-ms']);
const tally = { cold: { ok: 0, ms: 0, n: 0 }, warm: { ok: 0, ms: 0, n: 0 } };

async function readOnce(work: IsolatedWork, photo: Uint8Array, kind: 'cold' | 'warm') {
  const started = performance.now();
  const limits = args.legacy ? limit : { readMs: limit, startupMs: 60_000 };
  // The earlier signature took the limit as a number.
  const read = work.recognizeImage.bind(work) as (...a: unknown[]) => Promise<string>;
  const text = await read(photo, ['ara', 'eng'], undefined, limits).catch(() => null);
  const t = tally[kind];
  t.n++;
  t.ms += performance.now() - started;
  if (text?.trim()) t.ok++;
}

for (let round = 0; round < Number(args.rounds); round++) {
  for (const photo of Object.values(PHOTOS)) {
    const work = new IsolatedWork({
      langDir: path.join(os.tmpdir(), 'edubot-tessdata'),
      fileWorkers: 1,
      memoryLimitBytes: 512 * 1024 * 1024,
    });
    await readOnce(work, photo, 'cold');
    await readOnce(work, photo, 'warm');
    await work.close();
  }
}
console.log(`limit ${limit} ms${args.legacy ? ' (legacy: start-up inside the limit)' : ''}`);
for (const [kind, t] of Object.entries(tally))
  console.log(
    `${kind.padEnd(5)} read within limit ${t.ok}/${t.n}, ${(t.ms / t.n).toFixed(0)} ms per photo (start-up included)`,
  );
