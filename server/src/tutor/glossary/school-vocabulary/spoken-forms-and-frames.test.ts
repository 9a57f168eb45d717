// How a student's question is read before it is carried across (docs/decisions/113): the spoken
// present with ب ("بتهاجر"), written frames typed with spoken question words ("شو يعني", "شو
// الفرق بين"), a one-word frame inside the question read as the noun it is there ("عدد سكان"),
// the superlative of an adjective that has no أفعل form ("hottest": "أشد الكواكب حرارة"), and the
// school vocabulary of solutions, population geography, the planets and the heart.
import { describe, expect, it } from 'vitest';
import { filesHolding } from '../../../../test/helpers/passages.js';
import { questionWords, schoolVocabulary, type VocabularySide } from './school-vocabulary.js';
import { createVocabularyTranslator } from './vocabulary-translator.js';

const translate = (question: string, to: 'ar' | 'en', files: string) =>
  createVocabularyTranslator(filesHolding(files), undefined, { partial: true }).translateWithTerms(
    question,
    to,
    [],
  );

/** Every candidate of the entries that name the whole text on one side (null: none). */
function whole(text: string, side: VocabularySide): string[] | null {
  const words = questionWords(text);
  const match = schoolVocabulary()
    .match(words, side)
    .find((m) => m.start === 0 && m.length === words.length);
  return match ? match.entries.flatMap((e) => e[side === 'ar' ? 'en' : 'ar']) : null;
}

describe('spoken forms of a question', () => {
  it('reads the spoken present with ب before a person prefix as the verb', () => {
    expect(whole('بتهاجر', 'ar')).toContain('migrate');
    expect(whole('بتشير', 'ar')).toContain('points');
  });

  it('reads a written frame typed with a spoken question word', async () => {
    const notes = 'A saturated solution cannot dissolve any more solute at that temperature.';
    const t = await translate('شو يعني محلول مشبع', 'en', notes);
    expect(t?.query).toMatch(/^what does mean/u);
    expect(t?.terms.flat()).toContain('saturated solution');
    const compare = await translate(
      'شو الفرق بين المحلول المخفف والمركز',
      'en',
      'A dilute solution has little solute; a concentrated solution has a lot.',
    );
    expect(compare?.query).toMatch(/^difference between/u);
  });
});

describe('a one-word frame inside the question', () => {
  it('is the noun it is there, and still the frame at the start', async () => {
    const notes = 'The world population passed eight billion people in 2022.';
    const t = await translate('متى تجاوز عدد سكان العالم ثمانية مليارات؟', 'en', notes);
    expect(t?.query).not.toContain('name');
    expect(t?.terms.flat()).toEqual(expect.arrayContaining(['population', 'eight', 'billion']));
    const space = 'The number of known planets passed eight in 1846.';
    const planets = await translate('متى تجاوز عدد الكواكب ثمانية؟', 'en', space);
    expect(planets?.terms.flat()).toContain('number');
    const key = await translate(
      'What does the map key explain?',
      'ar',
      'مفتاح الخريطة يوضح معاني الرموز.',
    );
    expect(key?.terms.flat()).toContain('يوضح');
    const rocks = 'Igneous, sedimentary and metamorphic rocks are the three types of rock.';
    expect((await translate('عدد أنواع الصخور', 'en', rocks))?.query).toMatch(/^(?:name|list)/u);
  });
});

describe('a superlative without an elative', () => {
  const notes = 'عطارد أقرب الكواكب إلى الشمس، والزهرة أشد الكواكب حرارة بسبب غلافها الجوي الكثيف.';

  it('is carried as أشد or أكثر, never left out', async () => {
    const t = await translate('why is Venus the hottest planet?', 'ar', notes);
    expect(t?.terms).toContainEqual(['أشد']);
    expect(t?.dropped).toEqual([]);
    // Notes that say neither: no translation, rather than "why Venus planet".
    const plain = 'والزهرة كوكب حار بسبب غلافها الجوي الكثيف.';
    expect(await translate('why is Venus the hottest planet?', 'ar', plain)).toBeNull();
  });

  it('reaches "closest" through "near"', async () => {
    const t = await translate('which planet is closest to the sun?', 'ar', notes);
    expect(t?.terms).toContainEqual(['أقرب']);
  });
});

const SAMPLE_113: [arabic: string, english: string][] = [
  ['محلول مشبع', 'saturated solution'],
  ['مخفف', 'dilute'],
  ['نقي', 'pure'],
  ['المذيب العام', 'universal solvent'],
  ['الراشح', 'filtrate'],
  ['اللاجئ', 'refugee'],
  ['التعداد السكاني', 'census'],
  ['عوامل الطرد', 'push factors'],
  ['معدل الوفيات', 'death rate'],
  ['المدن الضخمة', 'megacities'],
  ['الريف', 'rural'],
  ['الناس', 'people'],
  ['المشتري', 'jupiter'],
  ['الزهرة', 'venus'],
  ['المد والجزر', 'tides'],
  ['حجرات', 'chambers'],
  ['الأيمن', 'right'],
  ['ثمانية', 'eight'],
  ['نحصل على', 'get'],
];

describe('the school vocabulary of solutions, population, the planets and the heart', () => {
  it.each(SAMPLE_113)('%s = %s, both ways', (arabic, english) => {
    expect(whole(arabic, 'ar'), arabic).toContain(english);
    expect(whole(english, 'en'), english).toEqual(expect.arrayContaining([expect.any(String)]));
  });
});
