// Whether another sentence still bears on a question the answer already holds (issue 7 §2: "a
// one-fact question gets one passage, and nothing from another file that does not bear on it").
// A sentence that only repeats words the chosen sentences already hold ("Counting bubbles is
// not very accurate" under "The pondweed is left for five minutes ... bubbles ... counted")
// adds nothing the student asked for; one that holds a part of the question the answer lacks
// ("write 37" beside "shortcuts save you time") may complete it.

/** Per question term, the positions where a sentence holds it, or null when it does not. */
export type TermMatches = readonly (readonly number[] | null)[];

/**
 * The share (0-1) of the question's weight that `companion` holds and none of `chosen` hold.
 * `weights` are the question terms' weights, in the order of the match lists.
 */
export function addedShare(
  companion: TermMatches,
  chosen: readonly TermMatches[],
  weights: readonly number[],
): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0) return 0;
  let added = 0;
  weights.forEach((weight, t) => {
    if (companion[t] && !chosen.some((matches) => matches[t])) added += weight;
  });
  return added / total;
}
