// A sentence that leans on the one before it ("It acts as a heat shield", "Then the bubbles are
// counted", "ثم نضعها في الإيثانول"): quoted alone in a summary, a student cannot tell what "it"
// is or what came first. Such a sentence is quoted with the sentence it follows.
import type { MaterialSentence } from './material-sentences.js';
import { foldWord } from './request-words.js';

/** First words (folded) of a sentence that points back: pronouns and connectives. */
export const BACK_REFERENCE = new Set(
  (
    'it its this these they their them such then so thus therefore hence however also ' +
    'هو هي وهو وهي هذا هذه وهذا وهذه ذلك تلك وذلك ثم وبعد لذلك لذا ولذلك وبذلك ولهذا كما وكذلك'
  ).split(' '),
);

export function leansOnPrevious(sentence: MaterialSentence): boolean {
  return BACK_REFERENCE.has(foldWord(sentence.text.split(/\s+/u)[0] ?? '').toLowerCase());
}

/**
 * The chosen sentences, each one that points back quoted after the sentence it follows (one
 * item). When that sentence is not a statement (a heading, nothing), the item stays as it was:
 * the heading is the summary's context. A sentence already chosen is not quoted twice.
 */
export function withAntecedents(
  chosen: readonly MaterialSentence[],
  all: readonly MaterialSentence[],
): MaterialSentence[] {
  const picked = new Set(chosen);
  const out: MaterialSentence[] = [];
  for (const s of chosen) {
    if (!leansOnPrevious(s)) {
      out.push(s);
      continue;
    }
    const before = all.find((p) => p.chunk === s.chunk && p.index === s.index - 1);
    if (!before?.content || picked.has(before)) {
      // Right after the one it follows: the two read as one item.
      const last = out.at(-1);
      if (last && before && last.chunk === s.chunk && last.index === before.index)
        out[out.length - 1] = { ...last, text: `${last.text} ${s.text}` };
      else out.push(s);
      continue;
    }
    out.push({ ...s, text: `${before.text} ${s.text}` });
  }
  return out;
}
