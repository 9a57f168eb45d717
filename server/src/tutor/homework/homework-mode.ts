// Homework mode (issue 10): when a teacher turns it on, a question that looks like an exercise
// gets a hint and the passage that helps, not the worked answer. Runs after the tutor, on its
// reply, so it holds for every provider; questions that are not exercises are answered as usual.
import { containsArabic, foldText, type SourceDto } from '@edubot/common';

const EXERCISE_EN = new RegExp(
  '\\b(?:solve|calculate|compute|evaluate|simplify|factori[sz]e|differentiate|integrate|' +
    'work out|show that|prove that|determine|find (?:the )?(?:value|answer|area|volume|mass|' +
    'speed|velocity|force|length|perimeter|x|y|sum|product|result|root|roots)|' +
    'what is the (?:answer|value|result) (?:of|to|for)|answer (?:to|for) (?:question|exercise|problem|q)|' +
    '(?:exercise|question|problem|q|ex)\\s*\\.?\\s*\\d+|homework|assignment)\\b',
  'u',
);
const EXERCISE_AR = new RegExp(
  '(?<!\\p{L})(?:و|ف)?(?:حل|احسب|اوجد|جد|بسط|اثبت|اشتق|كامل|ما ناتج|ما قيمه|ما هو ناتج|' +
    'ما حل|تمرين|التمرين|المساله|مساله|سؤال رقم|السؤال رقم|الواجب|واجب)(?!\\p{L})',
  'u',
);
/** "3 + 4", "2x = 10", "5 × 6": arithmetic written out is an exercise. */
const ARITHMETIC = /\d\s*[-+*/×÷^=]\s*[\dx]|[xy]\s*[-+*/^=]\s*\d/u;

export function looksLikeExercise(question: string): boolean {
  const folded = foldText(question);
  return EXERCISE_EN.test(folded) || EXERCISE_AR.test(folded) || ARITHMETIC.test(folded);
}

const MAX_PASSAGES = 2;
const MAX_PASSAGE_CHARS = 400;

const WORDING = {
  en: {
    lead: "This looks like an exercise, so I won't give you the final answer — let's work it out together.",
    passage: 'Here is the part of your material that helps:',
    hints: [
      'Hint: read the passage and underline what the question gives you and what it asks for.',
      'Then match them to the rule or definition in the passage and try the first step yourself.',
      'Send me your attempt and I will tell you if you are on the right track.',
    ],
  },
  ar: {
    lead: 'يبدو هذا تمرينًا، لذلك لن أعطيك الإجابة النهائية — لنحلّه معًا خطوة بخطوة.',
    passage: 'هذا هو الجزء من المادة الذي يساعدك:',
    hints: [
      'تلميح: اقرأ النص وحدّد المعطيات وما يطلبه السؤال.',
      'ثم اربطها بالقاعدة أو التعريف في النص وجرّب الخطوة الأولى بنفسك.',
      'أرسل لي محاولتك وسأخبرك إن كنت على الطريق الصحيح.',
    ],
  },
} as const;

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= MAX_PASSAGE_CHARS ? flat : `${flat.slice(0, MAX_PASSAGE_CHARS - 1)}…`;
}

/**
 * The hint reply for an exercise: a lead-in, the cited passages quoted, and steps to try.
 * Without a passage there is nothing to hint from, and null keeps the tutor's reply (a decline).
 */
export function homeworkReply(
  question: string,
  sources: readonly SourceDto[],
): { text: string; sources: SourceDto[] } | null {
  if (!sources.some((s) => s.excerpt.trim())) return null;
  const words = containsArabic(question) ? WORDING.ar : WORDING.en;
  const quoted = sources
    .map((s) => ({ ...s, excerpt: withoutWorkedAnswer(s.excerpt, question) }))
    .filter((s) => s.excerpt)
    .slice(0, MAX_PASSAGES);
  // Every cited sentence worked this very exercise: the hint goes without a quote.
  if (quoted.length === 0)
    return { text: [words.lead, words.hints.join('\n')].join('\n\n'), sources: [] };
  const passages = quoted.map((s) => `> ${clip(s.excerpt)}`).join('\n>\n');
  return {
    text: [words.lead, words.passage, passages, words.hints.join('\n')].join('\n\n'),
    sources: quoted,
  };
}

const NUMBER = /\d+(?:[.,]\d+)?/gu;
const SENTENCE_END = /(?<=[.!?؟])\s+/u;

/**
 * A sentence of the material that holds every number of the question is a worked example of
 * this very exercise (it carries the answer): it is left out of the quote.
 */
function withoutWorkedAnswer(excerpt: string, question: string): string {
  const numbers = foldText(question).match(NUMBER) ?? [];
  if (numbers.length === 0) return excerpt.trim();
  return excerpt
    .split(SENTENCE_END)
    .filter((sentence) => !numbers.every((n) => foldText(sentence).includes(n)))
    .join(' ')
    .trim();
}
