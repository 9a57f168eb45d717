// A "why" question is answered by a line that gives a reason (issue 7 §2). When the answer's
// best line gives one ("An atom has no overall charge because it contains the same number of
// protons and electrons"), a line of another page that gives none ("Ion | A charged particle
// formed when an atom gains or loses electrons") only shares the question's words: it is no
// second answer and is not appended. English and Arabic causal words and phrases.
const REASON =
  /\b(?:because|since|so that|in order to|due to|owing to|as a result|therefore|which is why|that is why|this is why|this means|so\s+(?:it|they|the|that|there))\b|(?:^|[\s(])(?:[وف]?(?:لأن|لان|لأنه|لانه|لأنها|لانها|بسبب|نتيجة|نتيجه|لذلك|لذا|لهذا|بفضل|كي|لكي|حتى|مما|إذ|اذ|حيث))(?:\s|$)/iu;

/** The line states a reason or a consequence. */
export function statesReason(line: string): boolean {
  return REASON.test(line);
}
