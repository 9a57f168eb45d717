// How a cross-language question is carried across (docs/decisions/090): a phrase the files hold
// in neither language is read word by word; a "when" after the question's own words joins a
// clause; a word left out beside a glossary term is said to be left out; and the translation is
// judged in the words of the passage that holds most of them (inPassageForms).
import { describe, expect, it } from 'vitest';
import { filesHolding } from '../../../../test/helpers/passages.js';
import type { GlossaryMatch } from '../compiled-glossary.js';
import { createVocabularyTranslator, inPassageForms } from './vocabulary-translator.js';

const translate = (
  question: string,
  to: 'ar' | 'en',
  files: string,
  glossary: GlossaryMatch[] = [],
) =>
  createVocabularyTranslator(filesHolding(files), undefined, { partial: true }).translateWithTerms(
    question,
    to,
    glossary,
  );

describe('carrying a question across', () => {
  it('reads a phrase word by word when the files hold none of its translations', async () => {
    // "سرعة المعالج" is listed as "clock speed"; these slides say "the speed of a processor".
    const slides = 'The speed of a processor is measured in gigahertz.';
    const t = await translate('بماذا تقاس سرعة المعالج؟', 'en', slides);
    expect(t?.terms).toEqual([['speed'], ['processor']]);
  });

  it('writes a "when" after the question\'s subject as a clause, not as a time asked', async () => {
    const notes = 'عند الشهيق ينقبض الحجاب الحاجز وينخفض فيزداد حجم الصدر.';
    const t = await translate('What does the diaphragm do when it contracts?', 'ar', notes);
    expect(t?.query).toContain('عندما');
    expect(t?.query).not.toContain('متى');
    // The question's own "when" is still asked.
    expect((await translate('When does the diaphragm contract?', 'ar', notes))?.query).toMatch(
      /^متى/u,
    );
  });

  it('lists an everyday word left out beside a glossary term, so a value question keeps it', async () => {
    const glossary: GlossaryMatch[] = [
      {
        entry: { fileId: 'f1', page: 2, arabic: 'الجلوكوز', english: 'glucose', kind: 'line' },
        asked: 'ar',
        term: 'الجلوكوز',
        translation: 'glucose',
      },
    ];
    const t = await translate('كم الجلوكوز في أول ورقة؟', 'en', 'Leaves make glucose.', glossary);
    expect(t?.dropped).toEqual(['اول']);
  });
});

describe('the translation in the words of the passage', () => {
  const translation = {
    query: 'why bone solid hard historical',
    terms: [['bone'], ['solid', 'hard'], ['historical']],
    forms: [['bone'], ['solid', 'hard'], ['historical']],
    unknown: [],
    dropped: [],
  };

  it('keeps the form the passage holding most of the words writes', () => {
    const passages = [
      { text: 'A hard disk or a solid-state drive stores files.' },
      { text: 'Bones are hard because they contain calcium phosphate, as historic texts say.' },
    ];
    expect(inPassageForms(translation, passages)).toBe('why bones hard historic');
  });

  it('reaches a form the query did not write, and leaves a word the passage lacks', () => {
    const zones = {
      query: 'why region area cold',
      terms: [['region', 'area'], ['cold']],
      forms: [['region', 'area', 'zone'], ['cold']],
      unknown: [],
      dropped: [],
    };
    expect(inPassageForms(zones, [{ text: 'The polar zones are very cold.' }])).toBe(
      'why zones cold',
    );
    expect(inPassageForms(zones, [{ text: 'It is cold.' }])).toBe('why region area cold');
  });
});

// Decision 104: spoken and pronoun-suffixed ways of asking, and a dual, carried across.
describe('carrying a spoken question across', () => {
  const joints =
    'The cerebellum controls balance. Cartilage covers the ends of the bones. The bones of the skull meet at fixed joints in the body. The gap between two neurons is called a synapse.';

  it.each([
    ['ما هو المخيخ وما وظيفته', 'cerebellum'],
    ['شو وظيفة الغضروف في المفصل؟', 'cartilage'],
    ['وين نلاقي مفاصل ثابتة في الجسم', 'fixed joints'],
    ['ماذا تسمى الفجوة بين خليتين عصبيتين؟', 'gap'],
  ])('carries "%s" to the English notes', async (question, word) => {
    const t = await translate(question, 'en', joints);
    expect(t?.query).toContain(word);
  });
});
