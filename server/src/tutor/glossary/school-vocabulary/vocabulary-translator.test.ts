// The vocabulary translator: a question written in the other language from the bot's glossary
// first, then the school vocabulary, keeping the candidates the bot's files hold; no
// translation when a word of the question is in the files in neither language.
import { describe, expect, it } from 'vitest';
import { filesHolding } from '../../../../test/helpers/passages.js';
import type { GlossaryMatch } from '../compiled-glossary.js';
import { answerHoldsTerms, createVocabularyTranslator } from './vocabulary-translator.js';

const NETWORK_SLIDES =
  'IPv4 address: 32 bits, written as four numbers. A router forwards packets. ' +
  'Bandwidth is measured in bits per second. A protocol is a set of rules.';
const ARABIC_NOTES =
  'يقاس فرق الجهد بجهاز الفولتميتر. المقاومة تقاس بوحدة الأوم. قامت الدولة العباسية عام ٧٥٠ م.';

const toEnglish = (question: string, files = NETWORK_SLIDES, glossary: GlossaryMatch[] = []) =>
  createVocabularyTranslator(filesHolding(files)).translate(question, 'en', glossary);
const toArabic = (question: string, files = ARABIC_NOTES) =>
  createVocabularyTranslator(filesHolding(files)).translate(question, 'ar', []);

function glossaryMatch(term: string, translation: string): GlossaryMatch {
  return {
    entry: { fileId: 'f1', page: 2, arabic: term, english: translation, kind: 'line' },
    asked: 'ar',
    term,
    translation,
  };
}

describe('the vocabulary translator', () => {
  it('writes an Arabic question about English notes in English, with the candidates the files hold', async () => {
    // عنوان is "address" or "title": the slides say "address".
    expect(await toEnglish('كم بت في عنوان IPv4')).toBe('how many bit address ipv4');
    expect(await toEnglish('ما وظيفة جهاز التوجيه؟')).toBe('what does do router');
  });

  it('writes an English question about Arabic notes in Arabic', async () => {
    expect(await toArabic('which device measures potential difference?')).toBe(
      'أي جهاز يقاس تقاس جهد فرق الجهد',
    );
  });

  it("uses the bot's glossary term before the built-in vocabulary", async () => {
    const files = 'The binding pocket of an enzyme fits one substrate.';
    const glossary = [glossaryMatch('الموقع النشط', 'binding pocket')];
    expect(await toEnglish('ما هو الموقع النشط؟', files, glossary)).toBe('what is binding pocket');
    // Without the glossary the vocabulary's "active site" is not in these files: no translation.
    expect(await toEnglish('ما هو الموقع النشط؟', files)).toBeNull();
  });

  it('gives no translation when a word is in the files in neither language', async () => {
    // "OSI" is not in the slides, "gold" is in no line of them.
    expect(await toEnglish('كم عدد الطبقات في نموذج OSI؟')).toBeNull();
    expect(await toEnglish('ما عنوان الذهب؟')).toBeNull();
    expect(await toArabic('who founded the Umayyad state in Damascus?')).toBeNull();
    // Everyday words too: the slides never say which address came "first".
    expect(await toEnglish('كم بت في أول عنوان IPv4؟')).toBeNull();
  });

  it('gives no translation for a frame alone or a question with nothing the vocabulary knows', async () => {
    expect(await toEnglish('ما هو؟')).toBeNull();
    expect(await toEnglish('ضقثغ خحشك')).toBeNull();
  });

  it('writes a frame in the words the files use, or in function words only', async () => {
    // The slides say "measured in", not "unit".
    expect(await toEnglish('ما وحدة قياس عرض النطاق الترددي؟')).toBe(
      'what is measured in bandwidth',
    );
    expect(await toEnglish('ما وحدة قياس عرض النطاق الترددي؟', `${NETWORK_SLIDES} The unit`)).toBe(
      'what is the unit of bandwidth',
    );
  });

  it('names the words an answer must hold, and checks an answer for them', async () => {
    const translation = await createVocabularyTranslator(
      filesHolding(NETWORK_SLIDES),
    ).translateWithTerms('كم بت في عنوان IPv4', 'en', []);
    expect(translation?.terms).toEqual([['bit'], ['address'], ['ipv4']]);
    expect(
      answerHoldsTerms('IPv4 address: 32 bits, written as four numbers.', translation!.terms),
    ).toBe(true);
    // A slide on IPv6 addresses holds "bits" and "address" but not what was asked about.
    expect(answerHoldsTerms('IPv6 address: 128 bits.', translation!.terms)).toBe(false);
  });

  it('spells back an English term written in Arabic letters, with the rest of the question', async () => {
    const spell = async (word: string) => (/باندويدث/u.test(word) ? 'bandwidth' : null);
    const translator = createVocabularyTranslator(filesHolding(NETWORK_SLIDES), spell);
    expect(await translator.translate('بماذا يقاس الباندويدث؟', 'en', [])).toBe(
      'what is measured in bandwidth',
    );
    // Without the spelling the word is in the files in neither language.
    expect(await toEnglish('بماذا يقاس الباندويدث؟')).toBeNull();
  });

  it('leaves a subject word nothing translates to the gate when the question names a token of the files', async () => {
    // "IPv4" anchors the question; "شبكات" translates, the made-up subject word does not and is
    // kept as typed, where the decline gate weighs it as a word no passage holds.
    const translation = await createVocabularyTranslator(
      filesHolding(NETWORK_SLIDES),
    ).translateWithTerms('كم بت في عنوان IPv4 الفلانية؟', 'en', []);
    expect(translation?.query).toBe('how many bit address ipv4 الفلانيه');
    expect(translation?.unknown).toEqual(['الفلانيه']);
    // Not anchored (no token of the files): no translation, as before.
    expect(await toEnglish('كم بت في عنوان الفلانية؟')).toBeNull();
    // A glossary term anchors too: the words around it are weighed by the gate, not dropped.
    expect(
      await toEnglish('ما درجة انصهار الجلوكوز؟', 'Plants make glucose.', [
        glossaryMatch('الجلوكوز', 'glucose'),
      ]),
    ).toBe('what is melting point glucose');
  });
});
