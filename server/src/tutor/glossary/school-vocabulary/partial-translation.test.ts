// Partial translations (docs/decisions/067): a word of a cross-language question that no entry
// knows no longer drops the whole question when the question's other subject words carry it
// across; other forms of an unknown Arabic word are looked up; names and value questions stay
// whole.
import { describe, expect, it } from 'vitest';
import { filesHolding } from '../../../../test/helpers/passages.js';
import { NameIndex } from '../name-spelling.js';
import { arabicWordForms, createVocabularyTranslator } from './vocabulary-translator.js';

const PLANT_NOTES =
  'Transpiration is the loss of water vapour from the leaves through the stomata. Each stoma ' +
  'has two guard cells that open and close it. Edward Jenner made the first vaccine in 1796.';
const ECOLOGY_NOTES =
  'تقوم المحللات مثل البكتيريا والفطريات بتحليل بقايا الكائنات الميتة. يقل الأكسجين الذائب في ' +
  'الماء فتموت الأسماك.';

const translate = (question: string, to: 'ar' | 'en', files: string) =>
  createVocabularyTranslator(filesHolding(files), undefined, { partial: true }).translateWithTerms(
    question,
    to,
    [],
  );

describe('partial cross-language translations', () => {
  it('leaves out a word no entry knows when the carried subject words outnumber it', async () => {
    // "وتحرسها" (and guards them) is in no entry; cells, open and stomata carry the question.
    const t = await translate('ما الخلايا التي تفتح الثغور وتحرسها؟', 'en', PLANT_NOTES);
    expect(t?.dropped).toEqual(['وتحرسها']);
    expect(t?.terms).toEqual([['cell'], ['open'], ['stoma', 'stomata']]);
    const e = await translate('why do the fish suddenly die in the water?', 'ar', ECOLOGY_NOTES);
    expect(e?.dropped).toEqual(['suddenly']);
    expect(e?.query).toBe('لماذا أسماك تموت ماء');
    // Without the option (topics of requests), the whole question is dropped as before.
    const whole = await createVocabularyTranslator(filesHolding(PLANT_NOTES)).translate(
      'ما الخلايا التي تفتح الثغور وتحرسها؟',
      'en',
      [],
    );
    expect(whole).toBeNull();
  });

  it('does not carry a question on one subject word beside a word no entry knows', async () => {
    // "why does a plant wilt": "plant" alone would quote any page about plants.
    expect(await translate('لماذا يذبل النبات؟', 'en', PLANT_NOTES)).toBeNull();
  });

  it("keeps a capitalised name as the question's subject: never left out", async () => {
    // Arabic notes write "غرناطة": left out, "why do fish die in the water" would be answered.
    expect(
      await translate('why do the fish in Granada die in the water?', 'ar', ECOLOGY_NOTES),
    ).toBeNull();
  });

  it('still drops a question whose subject word translates to nothing the files hold', async () => {
    // "viruses" translates, and the notes do not say it: they cannot answer this ("die" beside
    // "born" is the same case).
    expect(
      await translate('do viruses break down dead organisms?', 'ar', ECOLOGY_NOTES),
    ).toBeNull();
  });

  it('reads other forms of an unknown Arabic word: clitics, pronouns, the past of a verb', async () => {
    expect(arabicWordForms('وتغلقها')).toEqual(['تغلقها', 'تغلق']);
    expect(arabicWordForms('صنع')).toEqual(['يصنع']);
    expect(arabicWordForms('سقطت')).toEqual(['سقط', 'يسقط']);
    // "صنع" (made) is "يصنع" (make), and the notes say "made".
    expect((await translate('من صنع أول لقاح؟', 'en', PLANT_NOTES))?.query).toBe(
      'made first vaccine',
    );
    expect(
      (await translate('ما الخلايا التي تفتح الثغور وتغلقها؟', 'en', PLANT_NOTES))?.terms,
    ).toEqual([['cell'], ['open'], ['stoma', 'stomata'], ['close']]);
  });

  it('writes an Arabic verb with a plural subject as the notes do ("تموت الأسماك")', async () => {
    const t = await translate('why do fish die in the water?', 'ar', ECOLOGY_NOTES);
    expect(t?.terms).toContainEqual(['تموت']);
  });
});

describe('names of the files across scripts (docs/decisions/081)', () => {
  // Names no vocabulary entry lists: only the notes' own spelling carries them.
  const TRAVELS = 'خرج ابن بطوطة من مدينة طنجة سنة 1325م. وقد قاس البيروني نصف قطر الأرض.';
  const names = new NameIndex();
  names.addText(TRAVELS);
  const withNames = (question: string) =>
    createVocabularyTranslator(filesHolding(TRAVELS), undefined, {
      partial: true,
      spellName: async (phrase) => names.match(phrase),
    }).translateWithTerms(question, 'ar', []);

  it('carries an English question about a name the Arabic notes write in their letters', async () => {
    // "ابن" alone is "son": the linked name is read before the vocabulary sees its words.
    const left = await withNames('When did Ibn Battuta set out?');
    expect(left?.query).toContain('ابن بطوطة');
    expect(left?.terms).toContainEqual(['ابن بطوطة']);
  });

  it('never lets a name carry a word the files lack', async () => {
    // The notes say when he set out, not when he died.
    expect(await withNames('When did Ibn Battuta die?')).toBeNull();
  });
});

describe('a word the analyzer reads otherwise without its article (decision 081)', () => {
  it('asks the files for "الكالسيوم" and "الألياف" as they write them', async () => {
    const notes = 'يحتاج الجسم إلى الكالسيوم لبناء العظام. وتساعد الألياف على حركة الطعام.';
    const calcium = await translate('Why does the body need calcium?', 'ar', notes);
    expect(calcium?.terms).toContainEqual(['الكالسيوم']);
    const fibre = await translate('How does fibre help the body?', 'ar', notes);
    expect(fibre?.terms).toContainEqual(['الألياف']);
  });
});
