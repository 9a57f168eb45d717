// A slide's sub-bullet says something about the bullet above it, which it does not repeat:
// "UDP: faster" over "no handshake and no acknowledgements" / "used for online games, video
// calls and DNS". Asked "why would a game use UDP", the line about games is the best one, and
// alone it loses what the student asked about (UDP) and the reason (faster). When the answer's
// line is a list line (no closing punctuation) that lacks a subject word of the question, and a
// line a few lines above it in the same run of list lines holds that word, the lines from there
// down are quoted with it: the bullet, its sub-bullets, the answer. Likewise a list line that
// only restates the question ("أنظف أنواع الوقود الأحفوري احتراقا" asked "ما أنظف أنواع الوقود
// الأحفوري") describes the bullet above it ("الغاز الطبيعي"), which is the answer.
import type { LineRole } from './line-roles.js';

export interface ListLine {
  passage: number;
  index: number;
  role: LineRole;
  /** No closing punctuation: a bullet, a label, a heading-like line. */
  open: boolean;
  /** Per question term, where the line holds it (null when it does not). */
  matches: readonly (readonly number[] | null)[];
  /** Per question term, whether the line's title holds it. */
  contextMatches: readonly boolean[];
  /** The stems of the line's words. */
  stems: readonly string[];
}

/** Words a restating line may add to the question's ("احتراقا", "today"). */
const RESTATING_EXTRA_WORDS = 1;

/** Every subject word of the question is in the line, and the line adds almost nothing to it. */
function restates(line: ListLine, subjectTerms: readonly number[], asked: ReadonlySet<string>) {
  const extra = line.stems.filter((stem) => !asked.has(stem)).length;
  return (
    subjectTerms.length > 0 &&
    subjectTerms.every((t) => line.matches[t]) &&
    line.stems.length > extra &&
    extra <= RESTATING_EXTRA_WORDS
  );
}

/** How far above the answer's line its bullet may be (a bullet with up to three sub-bullets). */
export const MAX_LINES_ABOVE = 4;

/**
 * The lines from the nearest line above `answer` holding a subject word it lacks down to the one
 * before `answer`, in reading order; the line right above when `answer` only restates the
 * question (`asked`: the question's stems); empty when the answer is prose, holds every subject
 * word (itself or through its title) and adds to them, or no list line close above holds one.
 */
export function subjectLinesAbove<T extends ListLine>(
  lines: readonly T[],
  answer: T,
  subjectTerms: readonly number[],
  asked: ReadonlySet<string>,
): T[] {
  if (answer.role !== 'text' || !answer.open) return [];
  const lineAbove = (k: number) => {
    const line = lines.find((l) => l.passage === answer.passage && l.index === answer.index - k);
    // The run of list lines ends at prose, a heading or a table (not quotable as list lines).
    return line && line.role === 'text' && line.open ? line : undefined;
  };
  if (restates(answer, subjectTerms, asked)) {
    const above = lineAbove(1);
    return above ? [above] : [];
  }
  const missing = subjectTerms.filter((t) => !answer.matches[t] && !answer.contextMatches[t]);
  if (missing.length === 0) return [];
  const above: T[] = [];
  for (let k = 1; k <= MAX_LINES_ABOVE; k++) {
    const line = lineAbove(k);
    if (!line) return [];
    above.unshift(line);
    if (missing.some((t) => line.matches[t])) return above;
  }
  return [];
}
