// A table answers the question its header names only for the rows it holds (issue 7 §3): "the
// atomic number of carbon" on a table without a carbon row is a decline, not the table quoted
// under its matching header. Passages are written as the ingestion pipeline leaves them.
import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../search/search-index.js';
import { hit, PASSAGE_LANGUAGES, statsOver } from '../../../test/helpers/passages.js';
import { extractiveAnswer } from '../providers/extractive.provider.js';
import type { TutorQuestion } from '../tutor-provider.js';

const ask = (query: string, passages: SearchHit[], questionLanguage: 'en' | 'ar' = 'en') =>
  extractiveAnswer({
    query,
    questionLanguage,
    botName: 'Science',
    botLanguages: PASSAGE_LANGUAGES,
    passages,
    termStats: statsOver(query, passages),
  } satisfies TutorQuestion);

const ELEMENTS = [
  'Properties of some elements',
  'Data for elements met in Grade 9 chemistry. Melting and boiling points are at normal atmospheric pressure.',
  'Element | Symbol | Atomic number | Melting point (°C) | Boiling point (°C) | Density (g/cm3)',
  'Hydrogen | H | 1 | -259 | -253 | 0.00009',
  'Oxygen | O | 8 | -218 | -183 | 0.0014',
  'Sodium | Na | 11 | 98 | 883 | 0.97',
  'Magnesium | Mg | 12 | 650 | 1090 | 1.74',
  'Iron | Fe | 26 | 1538 | 2862 | 7.87',
  'Mercury | Hg | 80 | -39 | 357 | 13.5',
].join('\n');
const PHOTO = hit(
  'Photosynthesis takes place in the chloroplasts. Carbon dioxide and water are turned into glucose and oxygen using light energy.',
  'photosynthesis.pdf',
  1,
  4,
);
const ARABIC = [
  'خصائص بعض العناصر',
  'العنصر | الرمز | العدد الذري | درجة الانصهار (°س) | درجة الغليان (°س)',
  'الهيدروجين | H | 1 | -259 | -253',
  'الأكسجين | O | 8 | -218 | -183',
  'الصوديوم | Na | 11 | 98 | 883',
  'الحديد | Fe | 26 | 1538 | 2862',
  'الزئبق | Hg | 80 | -39 | 357',
].join('\n');
const ARABIC_PLANTS = hit(
  'يمتص النبات ثاني أكسيد الكربون من الهواء عبر الثغور في أوراقه.',
  'نبات.pdf',
  1,
  4,
);

const DECLINE_EN = 'do not cover this question';
const DECLINE_AR = 'لا تغطي المواد الدراسية';
const table = () => hit(ELEMENTS, 'elements-data.pdf', 1, 6);
const arabicTable = () => hit(ARABIC, 'عناصر.pdf', 1, 6);

describe('a table row answers only for the subject it names', () => {
  it('quotes the row under its header when the row is there', () => {
    const answer = ask('what is the atomic number of sodium', [table(), PHOTO]);
    expect(answer.text).toContain('Atomic number');
    expect(answer.text).toContain('Sodium | Na | 11');
    expect(answer.text).not.toContain('Hydrogen');
  });

  it('declines when no row names the subject, even though the header names the column', () => {
    for (const question of [
      'what is the melting point of gold',
      'what is the boiling point of tungsten',
    ]) {
      const answer = ask(question, [table()]);
      expect(answer.text, question).toContain(DECLINE_EN);
      expect(answer.citedPassages).toEqual([]);
    }
  });

  it('declines when the subject is elsewhere only in a sentence that does not give the column', () => {
    // "carbon" is in the photosynthesis notes ("Carbon dioxide"), not with an atomic number.
    const answer = ask('what is the atomic number of carbon', [table(), PHOTO]);
    expect(answer.text).toContain(DECLINE_EN);
  });

  it('answers from another passage that names the subject with the column', () => {
    const carbon = hit(
      'Carbon has atomic number 6, so each carbon atom has six protons.',
      'atoms.pdf',
      2,
      4,
    );
    const answer = ask('what is the atomic number of carbon', [table(), carbon]);
    expect(answer.text).toContain('Carbon has atomic number 6');
    expect(answer.text).not.toContain('Hydrogen');
  });

  it('still answers a question about a column without a subject', () => {
    const answer = ask('what does the density column mean', [table(), PHOTO]);
    expect(answer.text).not.toContain(DECLINE_EN);
    expect(answer.text).toContain('Density (g/cm3)');
  });

  it('in Arabic: quotes the row that is there and declines the subject that is not', () => {
    const sodium = ask('ما العدد الذري للصوديوم', [arabicTable(), ARABIC_PLANTS], 'ar');
    expect(sodium.text).toContain('العدد الذري');
    expect(sodium.text).toContain('الصوديوم | Na | 11');
    expect(sodium.text).not.toContain('الهيدروجين');
    const mercury = ask('ما درجة غليان الزئبق', [arabicTable()], 'ar');
    expect(mercury.text).toContain('الزئبق | Hg | 80 | -39 | 357');
    for (const question of ['ما درجة انصهار الذهب', 'ما العدد الذري للكربون']) {
      const answer = ask(question, [arabicTable(), ARABIC_PLANTS], 'ar');
      expect(answer.text, question).toContain(DECLINE_AR);
    }
  });

  it('reads a title right over a table as its title, not as the table header', () => {
    const answer = ask('ما العدد الذري للحديد', [arabicTable()], 'ar');
    expect(answer.text.split('\n')[0]).toBe(
      'العنصر | الرمز | العدد الذري | درجة الانصهار (°س) | درجة الغليان (°س)',
    );
    expect(answer.text).toContain('الحديد | Fe | 26');
  });
});
