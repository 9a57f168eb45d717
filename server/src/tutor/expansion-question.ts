// "What does NIC stand for?", "full form of WAN", "ماذا يرمز الاختصار RAM": the student asks
// what an abbreviation spells out. The frame words ("stand", "full form", "يرمز", "اختصار") are in
// no lesson: "NIC (network interface card): ..." never says "stands for". Weighed as the
// question's rarest words they made the decline gate refuse questions the notes answer, so the
// question is searched and answered as "what is NIC?", whose defining line holds the expansion.

/** A frame around the abbreviation; the abbreviation is whatever content word is left. */
const EXPANSION_FRAMES: readonly RegExp[] = [
  /\b(?:stands?|stood|standing)\s+for\b/giu,
  /\b(?:is|are)\s+(?:short|shorthand)\s+for\b/giu,
  /\bshort\s+for\b/giu,
  /\b(?:the\s+)?full\s+(?:form|name|meaning|words?)(?:\s+(?:of|for))?\b/giu,
  /\b(?:the\s+)?(?:abbreviations?|acronyms?)(?:\s+(?:of|for))?\b/giu,
  /\babbreviated\b/giu,
  // Arabic: "يرمز/ترمز (إليه)", "اختصار (لـ)", "الاسم الكامل", "المختصر", "ماذا يختصر"
  /(?:^|\s)(?:[وف]?(?:ي|ت)رمز(?:\s+(?:له|لها|إليه|اليه|إليها|اليها))?)(?=\s|$|[؟?])/gu,
  /(?:^|\s)(?:[وف]?(?:ال)?اختصار(?:ات)?(?:\s+(?:ل|لـ|كلمة|كلمه))?)(?=\s|$|[؟?])/gu,
  /(?:^|\s)(?:[وف]?(?:ي|ت)ختصر)(?=\s|$|[؟?])/gu,
  /(?:^|\s)(?:ال)?(?:اسم|معنى|معني)\s+(?:ال)?كامل(?=\s|$|[؟?])/gu,
  /(?:^|\s)(?:ال)?مختصر(?=\s|$|[؟?])/gu,
];

/** Question words and fillers around the frame ("what does … ?", "ماذا …", "إلى ماذا …"). */
const FILLER =
  /^(?:what|whats|what's|wat|does|do|did|is|are|the|a|an|of|for|please|pls|ما|ماذا|ماهو|ماهي|هو|هي|الى|إلى|الي|شو|ايش|إيش|وش|يعني|تعني|كلمة|كلمه|لايش|لإيش|لاي|لشو|لماذا|ل|لـ)$/iu;

/**
 * The question as "what is X?" (in its language) when it asks what abbreviation X stands for;
 * otherwise the question unchanged.
 */
export function expansionAsDefinition(query: string): string {
  let rest = query;
  let framed = false;
  for (const frame of EXPANSION_FRAMES) {
    rest = rest.replace(frame, () => {
      framed = true;
      return ' ';
    });
  }
  if (!framed) return query;
  const words = rest.split(/[\s?؟.!,،:;"'“”«»()]+/u).filter((w) => w.length > 0 && !FILLER.test(w));
  // One short name ("NIC", "RAM", "HTTPS", "DNA") or two; anything longer is a real question.
  if (words.length === 0 || words.length > 2) return query;
  const term = words.join(' ');
  return /\p{Script=Arabic}/u.test(query) ? `ما هو ${term}؟` : `what is ${term}?`;
}
