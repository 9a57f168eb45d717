// Decision 087: the gated rules give the verdict of every rule run in full, on every labelled
// message and on mixed-script strings built from them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SAFETY_CATEGORIES } from '@edubot/common';
import { checkMessageRules } from './check-message.js';
import { prepareForRules } from './prepare-text.js';
import { RULES_BY_CATEGORY } from './rules-by-category.js';
import { ruleMatches, together } from './rule-helpers.js';
import { GatedMessage, gateRule } from './rule-gates.js';

const setsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../bench/safety');
const labelled = fs
  .readdirSync(setsDir)
  .filter((f) => f.endsWith('.jsonl'))
  .flatMap((f) => fs.readFileSync(path.join(setsDir, f), 'utf8').split('\n'))
  .filter((line) => line.trim())
  .map((line) => (JSON.parse(line) as { text: string }).text);

/** Deterministic pseudo-random numbers, so a failure can be replayed. */
function seeded(seed: number) {
  return () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
}

/** Messages of both scripts spliced together: halves swapped, joined by stops, words interleaved. */
function mixedScript(count: number): string[] {
  const random = seeded(87);
  const pick = () => labelled[Math.floor(random() * labelled.length)]!;
  const joins = [' ', '. ', '، ', '\n', ' و ', ' and ', '? '];
  return Array.from({ length: count }, (_, i) => {
    const [a, b] = [pick(), pick()];
    if (i % 3 === 0) return a + joins[i % joins.length] + b;
    const words = [...a.split(' '), ...b.split(' ')].sort(() => random() - 0.5);
    return i % 3 === 1
      ? words.join(' ')
      : `${b.slice(0, b.length / 2)}${a}${b.slice(b.length / 2)}`;
  });
}

/** The check as it ran before the gates: every rule, in full, on the prepared text. */
function fullCheck(text: string) {
  if (!text.trim()) return [];
  const prepared = prepareForRules(text);
  return SAFETY_CATEGORIES.filter((c) =>
    RULES_BY_CATEGORY.get(c)!.some((rule) => ruleMatches(rule, prepared)),
  );
}

const ALL_RULES = [...RULES_BY_CATEGORY.values()].flat();
const GATED = ALL_RULES.map(gateRule);

describe('gated safety rules (decision 087)', () => {
  it('give the categories of the full check on every message of the labelled sets', () => {
    const differing = labelled.filter(
      (text) => JSON.stringify(checkMessageRules(text)) !== JSON.stringify(fullCheck(text)),
    );
    expect(labelled.length).toBeGreaterThan(5000);
    expect(differing).toEqual([]);
  }, 300_000);

  it('give each rule its own full verdict on labelled and mixed-script messages', () => {
    const differing: string[] = [];
    for (const text of [...labelled, ...mixedScript(1500)]) {
      const prepared = prepareForRules(text);
      const message = new GatedMessage(prepared);
      ALL_RULES.forEach((rule, i) => {
        if (GATED[i]!(message) !== ruleMatches(rule, prepared))
          differing.push(`rule ${i}: ${text}`);
      });
    }
    expect(differing).toEqual([]);
  }, 600_000);

  it('skip a rule whose words or script the message lacks, and run it otherwise', () => {
    const rule = together([/\bsaving up\b/u, /(?<!\p{L})حبوب/u], { sentence: true });
    const gated = gateRule(rule);
    expect(gated(new GatedMessage('i am saving up pills'))).toBe(false);
    expect(gated(new GatedMessage('saving up حبوب'))).toBe(true);
    expect(gated(new GatedMessage('saving up. حبوب'))).toBe(false);
  });
});
