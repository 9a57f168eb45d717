// "explain more" / "اشرح أكثر" after an explanation in the same chat (follow-up.ts): what the
// materials say about the term beyond what the first explanation quoted. First the rest of the
// definition's own passage (up to its next heading), then other sentences on the term in the
// definition's language, and only when there is none of either, the other language's.
import type { MaterialSentence } from './material-sentences.js';

/** Sentences added by "explain more": about as many as the first explanation's companions. */
const MAX_MORE = 4;
const MAX_CHARS = 1000;

export interface MoreInput {
  /** Every sentence read for the term, in passage and reading order. */
  sentences: readonly MaterialSentence[];
  /** The defining sentence the first explanation opened with. */
  best: MaterialSentence;
  /** Sentences on the term elsewhere (about it, or naming it enough). */
  onTerm: readonly MaterialSentence[];
  /** Texts the first explanation quoted. */
  given: ReadonlySet<string>;
  isArabic: (text: string) => boolean;
}

export function moreOnTerm(input: MoreInput): MaterialSentence[] {
  const { sentences, best, given, isArabic } = input;
  const arabic = isArabic(best.text);
  const fresh = (s: MaterialSentence) =>
    s.content && !s.exercise && !s.heading && !given.has(s.text);
  const passageRest: MaterialSentence[] = [];
  for (const s of sentences
    .filter((x) => x.chunk === best.chunk && x.index > best.index)
    .sort((a, b) => a.index - b.index)) {
    // The passage's next section is about something else.
    if (s.heading) break;
    if (fresh(s) && isArabic(s.text) === arabic) passageRest.push(s);
  }
  const inReadingOrder = [...input.onTerm].sort((a, b) => a.chunk - b.chunk || a.index - b.index);
  const sameLanguage = inReadingOrder.filter((s) => fresh(s) && isArabic(s.text) === arabic);
  let picked = [...passageRest, ...sameLanguage];
  if (picked.length === 0) picked = inReadingOrder.filter(fresh);
  const out: MaterialSentence[] = [];
  let chars = 0;
  for (const s of picked) {
    if (out.length >= MAX_MORE) break;
    if (out.some((o) => o.text === s.text) || chars + s.text.length > MAX_CHARS) continue;
    out.push(s);
    chars += s.text.length;
  }
  return out;
}
