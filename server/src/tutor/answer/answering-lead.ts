// The passage whose line states the value asked for is cited first (issue 7 §2). The
// best-scoring line may only share the question's words ("Sound travels faster in water than in air ..." for "how
// fast does sound travel in air") while a line of another page quoted after it gives what was
// asked ("In air, sound travels at about 330 metres per second"): the student reads [1] as the
// source of the answer, so that page comes first.

/** What the reordering reads of a chosen line. */
export interface ChosenLine {
  passage: number;
}

/**
 * `chosen` with the first line that `answers` moved to the front when the lead does not answer
 * and that line is on another passage (within a passage, lines are ordered by the composer).
 * Unchanged when the lead answers, or no line does.
 */
export function answeringLineFirst<T extends ChosenLine>(
  chosen: readonly T[],
  answers: (line: T) => boolean,
): T[] {
  const lead = chosen[0];
  if (!lead || answers(lead)) return [...chosen];
  const answering = chosen.find((c) => c.passage !== lead.passage && answers(c));
  if (!answering) return [...chosen];
  return [answering, ...chosen.filter((c) => c !== answering)];
}
