// "How many muscles are in the human body?", "كم عدد مكتبات قرطبة": a count question asks how many
// of one kind of thing there are. Notes that give some other number beside the question's rarest
// word ("Human enzymes work best at 37°C", "In AD 79 it erupted") hold the topic, not the count:
// the number that answers stands with the thing counted ("An adult human skeleton has 206
// bones", "يتكون قلب الإنسان من أربع حجرات").

// "how many (red) blood cells", "how many people": up to three words after "how many", stopping
// at the verb or preposition that ends the noun phrase.
const ENGLISH_COUNT = /\bhow\s+many\s+((?:[a-z][a-z-]*\s*){1,3})/iu;
const ENGLISH_PHRASE_END =
  /^(?:are|is|was|were|do|does|did|can|could|will|would|should|have|has|had|there|in|on|of|at|for|from|to|make|made|live|lived|died|die)$/iu;
// "كم عدد X", "ما عدد الجنود", "وكم عدد X": the noun after "عدد". Not a bare "كم X": the word
// after "كم" is as often a verb ("كم بلغ تعداد الشعوب") or a unit ("كم مرة") as the thing counted.
const ARABIC_COUNT_OF = /(?:^|\s)(?:[وف]?(?:كم|ما)\s+)?(?:ال)?عدد\s+([\p{Script=Arabic}]{2,})/u;

/** The words naming the things a count question counts ("muscles", "مكتبات"), or null. */
export function countedThing(question: string): string | null {
  const english = ENGLISH_COUNT.exec(question)?.[1];
  if (english) {
    const words: string[] = [];
    for (const word of english.trim().split(/\s+/)) {
      if (ENGLISH_PHRASE_END.test(word)) break;
      words.push(word);
    }
    return words.length > 0 ? words.join(' ') : null;
  }
  return ARABIC_COUNT_OF.exec(question)?.[1] ?? null;
}
