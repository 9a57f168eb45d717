// Whether a sentence of the materials states a fact of the lesson a quiz can ask about: a
// definition, a property, a cause, a number, a named thing. Notes also hold sentences about the
// text itself ("In the previous section, we saw ...", "That's one method where ..."), asides
// ("When you tilt your head while wearing polarized sunglasses..."), and lines a scan or a slide
// cut short ("... من خلال", "وسلم أنه قال ..."): a cloze on one asks the student to recall the
// wording of the notes, not the lesson (docs/decisions/114).
import { isExercisePrompt } from './exercise-lines.js';
import { formulaSpans } from './fixed-formulas.js';
import { foldWord } from './request-words.js';

/**
 * English openers that point outside the sentence: a pronoun or demonstrative standing for what
 * came before ("That's one method ...", "Another is where ...", "It is ..."), or a transition.
 */
const EN_POINTING_OPENER =
  /^(?:(?:so |and |but )?(?:this|that|these|those|it|they|he|she)\b|here(?:'s| is| are)|another (?:is|one)|let's|let us|now,|so,|next,|okay|ok,|recall|remember)\b/u;
/** The sentence speaks of the text, not the subject ("the previous section", "as we saw"). */
const EN_ABOUT_THE_TEXT =
  /\b(?:(?:previous|next|last|this|following|earlier|later) (?:section|chapter|lecture|lesson|slide|page|example)s?|we (?:saw|have seen|will see|'ll see|discussed|will discuss|mentioned)|as (?:mentioned|discussed|shown|seen) (?:above|below|earlier|before)|see (?:above|below|also))\b/u;
/**
 * Notes speak of facts in the third person; a sentence to the reader ("Only when you stop it
 * (measure) does ...", "With practice, you will become adept ...", "shortcuts that will save you
 * some time") is an aside, an instruction or encouragement.
 */
const EN_TO_THE_READER = /\b(?:you|your|yours|yourself|you'll|you're|you've)\b/u;
/** A participle phrase with no clause after it: "Based on the laws of quantum mechanics". */
const EN_PHRASE_OPENER = /^(?:based on|according to|due to|such as|for example|e\.g\.)\s/u;
/** A task's label and condition before its verb: "B. If it is possible, use a partial table ...". */
const TASK_LEAD = /^(?:\(?[A-Z][.)]\s+)?(?:[Ii]f [^,]{1,40},\s*)?/u;
/** A question without its mark: "What happens when ...", "How a motor works". */
const EN_QUESTION_OPENER = /^(?:what|why|how|which|who|whom|whose)\b/u;
/** Words a whole sentence does not end on: a line cut short ("... while wearing the"). */
const EN_CUT_END = new Set(
  (
    'a an the of to in on at by for with from into onto and or but nor while when if that which ' +
    'whose because as than then so its their his her our your my this these those is are was were ' +
    'be been has have had can could will would should may might must'
  ).split(' '),
);

const AR_QUESTION_OPENER = new Set(
  ['ماذا', 'لماذا', 'كيف', 'هل', 'متى', 'اين', 'أين', 'كم'].map(foldWord),
);
/** The sentence speaks of the lesson itself: "في الدرس السابق", "كما ذكرنا", "سنتعرف". */
const AR_ABOUT_THE_TEXT =
  /(?:^|\s)(?:(?:في|من) (?:الدرس|الفصل|القسم|المحاضره|الوحده) (?:السابق|السابقه|القادم|القادمه|التالي|التاليه|الحالي|الحاليه|هذا|هذه)|كما (?:ذكرنا|راينا|سبق|تقدم|اشرنا)|سنتعرف|سنتناول|لنتعرف|دعونا|دعنا)(?:\s|$)/u;
/** Particles and prepositions an Arabic sentence does not end on: a line cut short. */
const AR_CUT_END = new Set(
  (
    'في من على عن الى إلى و ثم او أو بين ان أن إن الذي التي الذين اللذين حتى مع عند لكن بل كما ' +
    'لا لم لن قد ما خلال عبر نحو ضمن حيث لان لأن اذا إذا مثل هذا هذه ذلك تلك'
  )
    .split(' ')
    .map(foldWord),
);

const plain = (word: string) => foldWord(word.replace(/^\p{P}+|\p{P}+$/gu, '')).toLowerCase();

/** Whether the sentence states something of the lesson itself, whole, and not as a question. */
export function statesFact(text: string): boolean {
  const trimmed = text.trim();
  // "... while wearing polarized sunglasses...": the thought goes on elsewhere.
  if (/(?:\.\.\.|…)\s*["”)]?$/u.test(trimmed)) return false;
  if (/[?؟]\W*$/u.test(trimmed)) return false;
  const words = trimmed.split(/\s+/u).filter((w) => /[\p{L}\p{N}]/u.test(w));
  if (words.length === 0) return false;
  // "... (F = m a)": a closing bracket or mark ends the sentence whatever its last word.
  const lastWord = words[words.length - 1]!;
  const last = /[\p{L}\p{N}]$/u.test(lastWord) ? plain(lastWord) : '';
  // A sentence ending on a word that needs its continuation was cut at a line break; one ending
  // with a full stop was not ("It is what the notes are based on." is rare in notes).
  const stopped = /[.!:;؛]\W*$/u.test(trimmed);
  if (/\p{Script=Arabic}/u.test(trimmed.slice(0, 40))) {
    if (AR_QUESTION_OPENER.has(plain(words[0]!)) && !stopped) return false;
    if (AR_ABOUT_THE_TEXT.test(words.map(plain).join(' '))) return false;
    if (!stopped && AR_CUT_END.has(last)) return false;
    return !formulaSpans(words).cut;
  }
  const lower = trimmed.toLowerCase().replace(/[’‘]/gu, "'");
  if (EN_POINTING_OPENER.test(lower) || EN_QUESTION_OPENER.test(lower)) return false;
  if (EN_ABOUT_THE_TEXT.test(lower) || EN_TO_THE_READER.test(lower)) return false;
  if (EN_PHRASE_OPENER.test(lower) && !/[,;:]/u.test(trimmed)) return false;
  const task = trimmed.replace(TASK_LEAD, '');
  // The label or condition stands where a worksheet's numbering does ("1. Use ...").
  if (task !== trimmed && isExercisePrompt(`1. ${task}`)) return false;
  if (!stopped && EN_CUT_END.has(last)) return false;
  return !formulaSpans(words).cut;
}
