// "Covered or not" (issue 7 §3): does the passage the answer would quote bear on the question?
// Evidence that does not depend on the size of the bot's index:
//   - passage coverage: the share of the question's weighted words (question-terms.ts: rare
//     words weigh more) that the quoted passage holds; a normalized retrieval score in [0, 1];
//   - the key word: the question's most specific word. When no file of the bot holds it at all
//     (document frequency 0), the question is about something the files do not name, and only a
//     passage holding nearly everything else may answer;
//   - the margin over other files (docs/decisions/028): when no retrieved passage holds much of
//     the question, its words are scattered ("population" in one file, "China" in another), and
//     only a file holding clearly more of it than every other file may answer.
// Thresholds come from `npm run bench:retrieval` (docs/decisions/012, 028).
import { keyTerm, type WeightedTerm } from './question-terms.js';

export interface CoverageTuning {
  /** Passage coverage below this declines. */
  minPassageCoverage: number;
  /** When the key word is in none of the bot's files, passage coverage below this declines. */
  minCoverageWithoutKey: number;
  /**
   * When that missing key word is bound into a name (answer/named-things.ts: "strength on mars",
   * "مدينة القاهرة"), passage coverage below this declines: the question is about that thing, and a
   * passage about its neighbour holds the rest (docs/decisions/077).
   */
  minCoverageWithoutNamedKey: number;
  /** When a retrieved passage holds this share of the question, no margin is asked at all. */
  strongCoverage: number;
  /**
   * Otherwise a passage's file (its best passage) must hold this much more of the question than
   * any other file (0 = only strictly more). Negative: no margin rule.
   */
  minMarginOverOtherFiles: number;
}

export const DEFAULT_COVERAGE_TUNING: CoverageTuning = {
  minPassageCoverage: 0.2,
  minCoverageWithoutKey: 0.4,
  minCoverageWithoutNamedKey: 0.6,
  strongCoverage: 0.4,
  minMarginOverOtherFiles: 0.05,
};

export interface CoverageVerdict {
  covered: boolean;
  /** Share of the weighted question words the passage holds (0..1). */
  coverage: number;
  /** The question's key word is in none of the bot's files. */
  keyMissing: boolean;
}

/**
 * `passageHolds`: the passage holds the word (or a slip of it); `inFiles`: some file of the bot
 * holds it (document frequency above 0, or a slip of it in a retrieved passage); `namesKind`:
 * the word is bound into a name in the question (answer/named-things.ts).
 */
export function judgeCoverage(
  terms: readonly WeightedTerm[],
  passageHolds: (term: WeightedTerm) => boolean,
  inFiles: (term: WeightedTerm) => boolean,
  tuning: CoverageTuning,
  namesKind: (term: WeightedTerm) => boolean = () => false,
): CoverageVerdict {
  const total = terms.reduce((sum, t) => sum + t.weight, 0);
  if (total === 0) return { covered: false, coverage: 0, keyMissing: false };
  let held = 0;
  for (const t of terms) if (passageHolds(t)) held += t.weight;
  const coverage = held / total;
  const key = keyTerm(terms);
  const keyMissing = key !== null && !inFiles(key);
  const withoutKey =
    keyMissing && namesKind(key)
      ? Math.max(tuning.minCoverageWithoutKey, tuning.minCoverageWithoutNamedKey)
      : tuning.minCoverageWithoutKey;
  const covered = coverage >= tuning.minPassageCoverage && (!keyMissing || coverage >= withoutKey);
  return { covered, coverage, keyMissing };
}

/**
 * The margin rule over the verdicts of one question's retrieved passages (`fileIds[p]` is the
 * file of passage p), asked only when no retrieved passage holds `strongCoverage` of the
 * question: then the question's words are scattered, and a passage stays quotable only when its
 * file's coverage (that of its best passage) exceeds every other file's by at least
 * `minMarginOverOtherFiles`. Passages of the same file never compete: a lesson spread over three
 * pages of one file is one source. When some passage is strong the question is about something
 * the bot holds, and the margin would only take away passages the answer may need (the right
 * page often holds the bot's common subject words, which weigh little). Index-size independent:
 * it compares shares of the question, never raw scores.
 */
export function requireMarginOverOtherFiles(
  verdicts: readonly CoverageVerdict[],
  fileIds: readonly string[],
  tuning: CoverageTuning,
): CoverageVerdict[] {
  if (tuning.minMarginOverOtherFiles < 0) return [...verdicts];
  if (verdicts.some((v) => v.covered && v.coverage >= tuning.strongCoverage)) return [...verdicts];
  const bestOfFile = new Map<string, number>();
  verdicts.forEach((v, p) => {
    const file = fileIds[p]!;
    bestOfFile.set(file, Math.max(bestOfFile.get(file) ?? 0, v.coverage));
  });
  return verdicts.map((v, p) => {
    if (!v.covered) return v;
    const own = bestOfFile.get(fileIds[p]!)!;
    let other = 0;
    for (const [file, coverage] of bestOfFile) {
      if (file !== fileIds[p]) other = Math.max(other, coverage);
    }
    const clear = own > other && own - other >= tuning.minMarginOverOtherFiles;
    return clear ? v : { ...v, covered: false };
  });
}
