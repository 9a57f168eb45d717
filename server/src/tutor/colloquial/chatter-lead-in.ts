// What students type before the question itself: "pls help exam tomorrow!! what gas do plants
// give out", "بليز ساعدوني عندي امتحان بكرا: شو بتعمل الاسنان". The lead-in names no subject, but
// its words are in no file ("tomorrow", "بكرا", "عندي"), so each weighed 1 and, as the question's
// rarest words, they became its key words: the coverage gate then declined a question the notes
// answer (docs/decisions/100). A lead-in is cut only when every one of its words is such chatter
// and a punctuation mark or a line break ends it: "Photosynthesis: what does it need?" keeps its
// subject, and a chatter word inside the question itself ("when is the exam") stays a word.
import { foldText } from '@edubot/common';

const CHATTER = new Set(
  `pls plz please help helpp halp me i im i'm have got has a an my our the an exam exams test tests
   quiz quizzes final finals tomorrow tmrw tmr tmrow today tonight soon urgent urgently asap quick
   quickly question questions q hi hello hey hii teacher sir miss mr mrs ms guys bro sis dear
   need needed answer fast now is there ok okay so um umm sorry one more another again real
   studying revising revision and for in on this week morning plss plzz thanks thank you thx
   بليز لو سمحت سمحتي سمحتو سمحتم من فضلك فضلك ساعدوني ساعدني ساعدونا عندي عندنا عندى امتحان
   اختبار امتحانات اختبارات الامتحان الاختبار بكرا بكره بكرة غدا غدوة باكر بكير اليوم الليلة ضروري
   بسرعة بسرعه مستعجل مستعجلة مرحبا هلا اهلا السلام سلام عليكم استاذ استاذة استاذه أستاذ أستاذة مس
   يا شباب سؤال ممكن الله يخليك يخليكي يخليكم يعطيك العافية العافيه و في ال اني انا أنا`
    .split(/\s+/u)
    .filter(Boolean)
    .map((w) => foldText(w)),
);

// A lead-in ends at a colon, an exclamation or question mark, a full stop, a dash or a line
// break, with the question after it.
const END = /[:!?؟.\n\u2013\u2014]+|\s-\s/gu;
const WORD = /[\p{L}\p{M}\p{N}']+/gu;
const MIN_QUESTION_WORDS = 2;

/** The question without a lead-in made only of chatter ("pls help exam tomorrow!!"), or as typed. */
export function withoutChatterLeadIn(question: string): string {
  let cut = -1;
  for (const m of question.matchAll(END)) {
    const before = question.slice(0, m.index).match(WORD) ?? [];
    if (before.length === 0) continue;
    if (!before.every((w) => CHATTER.has(foldText(w)))) break;
    cut = m.index + m[0].length;
  }
  if (cut < 0) return question;
  const rest = question.slice(cut);
  return (rest.match(WORD)?.length ?? 0) >= MIN_QUESTION_WORDS ? rest.trim() : question;
}
