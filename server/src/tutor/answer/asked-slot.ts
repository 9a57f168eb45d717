import { foldText } from '@edubot/common';

// What a slot question ("how many", "when", "who did", "where") needs of the line that answers it
// besides a value of the asked type (issue 7 §3, honest declines). The miss this is for: an
// uncovered question sharing the files' vocabulary - "when did the First World War break out"
// over a page dating the Second, "how many provinces does China have" over "Canada has 10
// provinces", "who built the House of Wisdom" over "the House of Wisdom flourished under the
// caliph al-Ma'mun". The line holds a value of the right type and the question's topic, but not
// what the question says about the topic ("first", "China", "built"). So:
//   - the question's key words - its rarest in this bot's files, judged against the bot's own
//     vocabulary (document frequency), never an absolute size - must stand in or beside the line
//     that gives the value. The bot's topic words (many chunks hold them, e.g. "plant" in a
//     biology bot) need not: the line may say "it". Nor its verb: "formed", "established",
//     "(624 - 705)" for "born" - a verb is said in other words as often as not, a name is not.
// "Where" has no value type a line can be checked for (a place is any noun), so only the words
// are asked of it.

/**
 * A word held in more than this share of the bot's chunks is the bot's topic vocabulary ("cell"
 * in a cell-biology bot, "الدولة" in a history bot): the answer's line may leave it to a pronoun.
 */
export const TOPIC_SHARE = 0.2;

/** Even in a bot of a few chunks, a word two chunks hold is still specific. */
const MIN_TOPIC_DF = 2;

/** The word is specific to some of the bot's chunks: held, but not by a large share of them. */
export function specificInBot(df: number, documents: number): boolean {
  return df > 0 && df <= Math.max(MIN_TOPIC_DF, TOPIC_SHARE * documents);
}

// "Where is X", "أين تقع X" (spoken "وين", "فين" reach here as "أين": colloquial/).
const WHERE =
  /^\s*(?:(?:and|so|but|ok|okay)\s+)?where\b|(?:^|\s)(?:و|ف|ل|إلى\s+|الى\s+|من\s+)?(?:أين|اين)(?:\s|$|[؟?])/iu;

/** The question asks where something is or happens. */
export function asksPlace(question: string): boolean {
  return WHERE.test(question);
}

// How a "where" question says "is / happens" ("where does respiration TAKE PLACE", "أين تقع",
// "where is it FOUND"): the line that answers says "in the mitochondria", not these words.
const PLACE_FRAME = new Set(
  `place places located location situated found occur occurs occurring happen happens live lives
   مكان تقع يقع توجد يوجد تحدث يحدث تعيش يعيش`.split(/\s+/u),
);

/** A word of a "where" question that only frames it ("take place", "تقع"). */
export function framesPlace(surface: string): boolean {
  return PLACE_FRAME.has(surface.toLowerCase());
}

// Arabic verb shapes a student writes and a lesson never does in that form: the spoken present
// ("بيروح", "بتصير", "بنقيس") and the past plural ("احتلوا"). As a word "no file holds" such a
// verb says nothing: the lesson writes the verb in another form the stemmer does not join.
const ARABIC_VERB_SHAPE = /^(?:[وف])?(?:ب[يتن]\p{Script=Arabic}{3,}|\p{Script=Arabic}{3,}وا)$/u;
const ARABIC = /\p{Script=Arabic}/u;

// An English participle ("finished", "discovered", "founding"): the notes say it in other words
// ("completed in 1970") as often as not.
const ENGLISH_PARTICIPLE = /^[a-z]{3,}(?:ed|ing)$/u;

/**
 * The word can stand for "a thing the files never name": long enough to be a word (not a
 * detached "ال"), not a participle, and not a verb form only a student writes.
 */
export function namesAThing(surface: string): boolean {
  const letters = surface.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  if (letters.length < 3 || ENGLISH_PARTICIPLE.test(letters)) return false;
  return !(ARABIC.test(letters) && ARABIC_VERB_SHAPE.test(letters));
}

/**
 * The question's key words among `candidates` (word indexes): the rarest in the bot's files
 * (lowest document frequency above 0; all of them on a tie), when specific to some of its
 * chunks. The thing the value is asked of ("China" in "how many provinces does China have"):
 * a verb or a common noun of the question is said in other words as often as not ("formed",
 * "established", "(624 - 705)" for "born"), a name is not.
 */
export function askedKeyTerms(
  candidates: readonly number[],
  df: (t: number) => number,
  documents: number,
): number[] {
  const held = candidates.filter((t) => specificInBot(df(t), documents));
  if (held.length === 0) return [];
  const rarest = Math.min(...held.map(df));
  return held.filter((t) => df(t) === rarest);
}

// "متى حصلت الإمارات على استقلالها", "أين ينبع نهر ليمبوبو", "من بنى بيت الحكمة": Arabic puts the
// verb first, so the word right after متى / أين / من is the question's verb. Not after كم, whose
// noun follows it ("كم ولاية"), nor a word with "ال" (a noun).
const ARABIC_VERB_FIRST =
  /^\s*(?:و|ف)?(?:متى|متي|امتى|امتي|أين|اين|من|مين)\s+(?:و(?:أين|اين|متى|متي)\s+)?(\p{Script=Arabic}{2,})/u;

/** The verb of an Arabic "when / where / who" question, folded like the question's words. */
export function arabicVerbAfterQuestionWord(question: string): string | null {
  const word = ARABIC_VERB_FIRST.exec(question)?.[1];
  if (!word || word.startsWith('ال')) return null;
  return foldText(word);
}
