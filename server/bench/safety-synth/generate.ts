// `npx tsx server/bench/safety-synth/generate.ts`: writes the synthetic safety sets from the
// template families (families-en.ts, families-ar.ts): bench/safety/messages-synth.jsonl from the
// `train` patterns (the learned layer trains on it) and messages-synth-test.jsonl from the `test`
// patterns (never trained on). Seeded, so the files only change when the families do.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededRandom } from '../../src/lib/seeded-random.js';
import type { Family } from './families.js';
import { FAMILIES_AR } from './families-ar.js';
import { FAMILIES_EN } from './families-en.js';
import { FAMILIES_EVERYDAY } from './families-everyday.js';
import { FAMILIES_QUANTITIES } from './families-quantities.js';

/** Messages drawn per pattern (fewer when the slots allow fewer distinct ones). */
const PER_TRAIN_PATTERN = 10;
const PER_TEST_PATTERN = 6;

const pick = <T>(list: readonly T[], random: () => number): T =>
  list[Math.floor(random() * list.length)]!;

function fill(pattern: string, family: Family, random: () => number): string {
  return pattern
    .replace(/\{(\w+)\}/g, (_, slot: string) => {
      const fillers = family.slots[slot];
      if (!fillers) throw new Error(`${family.name}: no slot {${slot}}`);
      return pick(fillers, random);
    })
    .replace(/\s+/g, ' ')
    .replace(/ ([,،.?؟])/g, '$1')
    .trim();
}

function draw(families: readonly Family[], which: 'train' | 'test', per: number, seed: number) {
  const random = seededRandom(seed);
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const family of families)
    for (const pattern of family[which]) {
      // A few extra tries, since two draws can give the same message.
      const wanted = which === 'train' ? (family.perPattern ?? per) : per;
      for (let tries = 0, kept = 0; kept < wanted && tries < wanted * 4; tries += 1) {
        const text = fill(pattern, family, random);
        if (seen.has(text)) continue;
        seen.add(text);
        kept += 1;
        lines.push(
          JSON.stringify({ text, lang: family.lang, labels: family.labels, family: family.name }),
        );
      }
    }
  return { lines, seen };
}

const families = [...FAMILIES_EN, ...FAMILIES_AR, ...FAMILIES_EVERYDAY, ...FAMILIES_QUANTITIES];
const train = draw(families, 'train', PER_TRAIN_PATTERN, 33);
const test = draw(families, 'test', PER_TEST_PATTERN, 34);
// A test message that a train pattern also produced would not be held out.
const testLines = test.lines.filter(
  (l) => !train.seen.has((JSON.parse(l) as { text: string }).text),
);

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'safety');
fs.writeFileSync(path.join(dir, 'messages-synth.jsonl'), `${train.lines.join('\n')}\n`);
fs.writeFileSync(path.join(dir, 'messages-synth-test.jsonl'), `${testLines.join('\n')}\n`);
console.log(
  `synthetic sets: ${train.lines.length} training messages, ${testLines.length} held-out`,
);
