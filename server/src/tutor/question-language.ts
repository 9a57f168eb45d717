// Which language a student wrote in: decides the language of a decline message and the
// language an LLM is told to answer in. Arabic script wins when it makes up most letters;
// Latin text is told apart (en/fr/de) by frequent function words, preferring the bot's own
// Latin language on a tie, since a French-Arabic bot's students rarely write English.
import { foldText } from '@edubot/common';
import { ARABIC_STOPWORDS } from '../search/analyzer/stopwords.js';
import type { LanguageCode } from '../search/language-codes.js';
import { looksArabizi } from './colloquial/arabizi.js';
import type { TutorQuestion } from './tutor-provider.js';

export type QuestionLanguage = TutorQuestion['questionLanguage'];

const ARABIC_LETTER = /\p{Script=Arabic}/gu;
const LATIN_LETTER = /\p{Script=Latin}/gu;
const WORD = /\p{L}+/gu;

const HINTS: Record<'en' | 'fr' | 'de', ReadonlySet<string>> = {
  en: new Set(
    'the is are was what who how why when where which does do of and to in a an'.split(' '),
  ),
  fr: new Set(
    'le la les est sont qui que quoi quel quelle comment pourquoi où des du une et un'.split(' '),
  ),
  de: new Set(
    'der die das ist sind wer was wie warum wann wo welche welcher und ein eine nicht'.split(' '),
  ),
};

const FROM_CODE: Partial<Record<LanguageCode, QuestionLanguage>> = {
  eng: 'en',
  fra: 'fr',
  deu: 'de',
};
export const LANGUAGE_TO_CODE: Record<QuestionLanguage, LanguageCode> = {
  ar: 'ara',
  en: 'eng',
  fr: 'fra',
  de: 'deu',
};
export const CODE_TO_LANGUAGE: Record<LanguageCode, QuestionLanguage> = {
  ara: 'ar',
  eng: 'en',
  fra: 'fr',
  deu: 'de',
};

const ARABIC_WORD = /\p{Script=Arabic}+/gu;

/**
 * A question mixing both scripts ("ما هو ATP synthase؟", "what is الخلية?") is in the language
 * of its function words (question words, particles), not of its longest terms. Null on a tie.
 */
function mixedScriptLanguage(text: string): 'ar' | 'latin' | null {
  let arabic = 0;
  for (const word of text.match(ARABIC_WORD) ?? [])
    if (ARABIC_STOPWORDS.has(foldText(word))) arabic++;
  let latin = 0;
  for (const word of text.toLowerCase().match(WORD) ?? []) {
    if (HINTS.en.has(word) || HINTS.fr.has(word) || HINTS.de.has(word)) latin++;
  }
  if (arabic === latin) return null;
  return arabic > latin ? 'ar' : 'latin';
}

/** English function words: a Latin question without any is not English (Arabizi, below). */
export const ENGLISH_HINTS: ReadonlySet<string> = HINTS.en;

/** Spoken Arabic in Latin letters ("shu ya3ni burkan") to a bot with Arabic files is Arabic. */
export function isArabiziQuestion(text: string, botLanguages: readonly LanguageCode[]): boolean {
  return (botLanguages.length === 0 || botLanguages.includes('ara')) && looksArabizi(text, HINTS.en);
}

export function detectQuestionLanguage(
  text: string,
  botLanguages: readonly LanguageCode[] = [],
): QuestionLanguage {
  if (isArabiziQuestion(text, botLanguages)) return 'ar';
  const arabic = text.match(ARABIC_LETTER)?.length ?? 0;
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  const mixed = arabic > 0 && latin > 0 ? mixedScriptLanguage(text) : null;
  if (mixed === 'ar' || (mixed === null && arabic > 0 && arabic >= latin)) return 'ar';
  const botLatin = botLanguages.map((l) => FROM_CODE[l]).find((l) => l !== undefined);
  if (latin === 0) return arabic > 0 ? 'ar' : (botLatin ?? 'en');
  const counts = { en: 0, fr: 0, de: 0 };
  for (const word of text.toLowerCase().match(WORD) ?? []) {
    for (const lang of ['en', 'fr', 'de'] as const) if (HINTS[lang].has(word)) counts[lang]++;
  }
  const best = Math.max(counts.en, counts.fr, counts.de);
  if (best === 0) return botLatin ?? 'en';
  if (botLatin && counts[botLatin as 'en' | 'fr' | 'de'] === best) return botLatin;
  return (['en', 'fr', 'de'] as const).find((l) => counts[l] === best)!;
}
