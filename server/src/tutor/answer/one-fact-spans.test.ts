// Which lines a one-fact answer quotes (issue 7 §2, decision 091): the line that answers, the
// line that goes on from it, and nothing that only shares the question's words, on its page or
// another; no table cell leads a sentence that answers. Passages as the ingestion pipeline
// leaves them (a textbook page, a glossary table, slides).
import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../search/search-index.js';
import { classQuestion, hit } from '../../../test/helpers/passages.js';
import { extractiveAnswer } from '../providers/extractive.provider.js';
import { sentenceRoles } from './line-roles.js';
import { splitSentences } from '../sentences.js';
import { statesReason } from './reason-lines.js';

const ask = (query: string, passages: SearchHit[]) =>
  extractiveAnswer(classQuestion(query, passages, true));

const ATOM_PAGE = hit(
  'Chapter 3: Atoms and Elements\n3.1 Inside the atom\nAll matter is made of tiny particles called atoms. An atom has a small, dense centre called the nucleus. The nucleus contains protons and neutrons. Electrons move around the nucleus in shells.\nParticle | Charge | Relative mass\nProton | +1 | 1\nNeutron | 0 | 1\nElectron | -1 | 1/1836\nAn atom has no overall charge because it contains the same number of protons and electrons. The positive charges of the protons cancel the negative charges of the electrons.',
  'atoms-chapter.pdf',
  1,
  8,
);
const NUMBERS_PAGE = hit(
  '3.2 Atomic number and mass number\nThe atomic number of an element is the number of protons in the nucleus of one of its atoms. The mass number is the total number of protons and neutrons in the nucleus. Atoms of the same element always have the same atomic number.',
  'atoms-chapter.pdf',
  1,
  8,
);
const TABLE_PAGE = hit(
  '3.3 Isotopes\nIsotopes are atoms of the same element with different numbers of neutrons.\n3.4 The periodic table\nElements in the periodic table are arranged in order of increasing atomic number. The table was first arranged by Dmitri Mendeleev in 1869. He left gaps for elements that had not yet been discovered.\nMetals are found on the left of the periodic table and non-metals on the right.',
  'atoms-chapter.pdf',
  2,
  7,
);
const GLOSSARY = hit(
  'Chemistry Glossary\nTerm | Meaning\nPeriod | A horizontal row of elements in the periodic table\nNucleus | The small, dense centre of an atom, containing protons and neutrons\nIon | A charged particle formed when an atom gains or loses electrons\nAlloy | A mixture of a metal with other elements',
  'glossary.pdf',
  1,
  6,
);

describe('a one-fact answer', () => {
  it('quotes no line of its page on another subject after the line naming the answer', () => {
    const answer = ask('when did mendeleev arrange the periodic table', [TABLE_PAGE, GLOSSARY]);
    expect(answer.text).toContain('first arranged by Dmitri Mendeleev in 1869');
    expect(answer.text).not.toContain('Metals are found');
    expect(answer.citedPassages).toEqual([0]);
  });

  it('quotes no line of its page that does not name what the question asks about', () => {
    const plants = hit(
      'البناء الضوئي\nالبناء الضوئي عملية تصنع فيها النباتات غذاءها من ثاني أكسيد الكربون والماء بوجود ضوء الشمس. يخرج غاز الأكسجين من النبات ناتجا لهذه العملية.\nالنقل في النبات\nينقل الخشب الماء والأملاح من الجذور إلى الأوراق. ينقل اللحاء الغذاء المصنوع في الأوراق إلى جميع أجزاء النبات.',
      'الخلية.pdf',
      2,
      8,
    );
    const cells = hit(
      'الخلية هي أصغر وحدة تركيبية ووظيفية في جسم الكائن الحي. تحتوي خلية النبات على جدار خلوي يعطي النبات شكلا ثابتا.',
      'الخلية.pdf',
      1,
      4,
    );
    const answer = ask('ما وظيفة الخشب في النبات', [plants, cells]).text;
    expect(answer).toContain('ينقل الخشب الماء والأملاح');
    expect(answer).not.toContain('يخرج غاز الأكسجين');
  });

  it('keeps the next line when it goes on with another word of the question', () => {
    const practical = hit(
      'Method\nA lamp is placed at a measured distance from the tube, starting at 10 cm. The lamp is moved back in steps of 10 cm and the count is repeated at each distance. Each distance is tested three times and a mean is calculated. A beaker of water is placed between the lamp and the tube.',
      'practical.pdf',
      3,
      8,
    );
    const results = hit(
      'Results\nThe closer the lamp is to the pondweed, the more bubbles are produced per minute. The count is lower at a greater distance.',
      'practical.pdf',
      4,
      6,
    );
    const answer = ask('how many times do you repeat each distance', [practical, results]).text;
    expect(answer).toContain('tested three times');
  });

  it('answers "what is X" with the line about X, not the next line defining another term', () => {
    const answer = ask('what is the atomic number', [NUMBERS_PAGE, TABLE_PAGE]).text;
    expect(answer).toContain('The atomic number of an element is the number of protons');
    expect(answer).not.toContain('The mass number is');
    // Another page that only uses the term further in is no second answer.
    expect(answer).not.toContain('arranged in order of increasing atomic number');
  });

  it('appends to a reason no line of another file that gives none, nor a table row', () => {
    const answer = ask('why does an atom have no charge', [ATOM_PAGE, GLOSSARY]);
    expect(answer.text).toMatch(/^An atom has no overall charge because/u);
    expect(answer.text).not.toContain('Ion | A charged particle');
    expect(answer.text).not.toContain('Proton | +1');
    // No table cell is printed over the sentence that answers.
    expect(answer.text).not.toContain('Charge: +1');
    expect(answer.citedPassages).toEqual([0]);
  });

  it('prints no table cell over a sentence that answers, with a row of its page after it', () => {
    const metals = hit(
      'Group 1 metals\nSodium reacts with water quickly: it fizzes, melts into a small ball and moves about on the surface of the water.\nMetal | Reaction with water | Melting point (°C)\nLithium | fizzes slowly | 180\nSodium | fizzes and melts | 98\nPotassium | burns with a lilac flame | 63',
      'metals.pdf',
      1,
      8,
    );
    const series = hit(
      'Reactivity series\nPotassium is the most reactive metal in the series. Gold is the least reactive.',
      'metals.pdf',
      2,
      5,
    );
    const answer = ask('how does sodium react with water', [metals, series]).text;
    expect(answer).toMatch(/^Sodium reacts with water quickly/u);
  });

  it('appends no line of another page that holds clearly less of the question', () => {
    const states = hit(
      'The three states\n• Solid: particles are packed tightly in a fixed pattern • Liquid: particles are close together but can slide past each other • Gas: particles are far apart and move quickly in all directions',
      'states-slides.pdf',
      2,
      8,
    );
    const diffusion = hit(
      'Diffusion\n• Diffusion is the spreading out of particles from high to low concentration • It is faster in gases than in liquids\n• It is faster at higher temperatures because the particles move faster',
      'states-slides.pdf',
      5,
      7,
    );
    const answer = ask('how do particles move in a liquid', [states, diffusion]);
    expect(answer.text).toContain('slide past each other');
    expect(answer.text).not.toContain('Diffusion is the spreading');
    expect(answer.citedPassages).toEqual([0]);
  });

  it('keeps another page’s line when a "why" question’s best line gives no reason', () => {
    const states = hit(
      'The three states\n• Solid: particles are packed tightly in a fixed pattern • Liquid: particles are close together but can slide past each other • Gas: particles are far apart and move quickly in all directions',
      'states-slides.pdf',
      2,
      8,
    );
    const diffusion = hit(
      'Diffusion\n• Diffusion is the spreading out of particles from high to low concentration • It is faster in gases than in liquids\n• It is faster at higher temperatures because the particles move faster',
      'states-slides.pdf',
      5,
      7,
    );
    const answer = ask('why do particles move in a liquid', [states, diffusion]);
    expect(answer.text).toContain('slide past each other');
    expect(answer.text).toContain('because the particles move faster');
  });

  it('answers "what is the function of X" from the row naming X, not a row using "function"', () => {
    const cells = hit(
      'أجزاء الخلية\nالجزء | الوظيفة\nالغشاء البلازمي | ينظم دخول المواد إلى الخلية وخروجها منها\nالنواة | تتحكم في جميع أنشطة الخلية\nالميتوكندريا | تنتج الطاقة اللازمة للخلية',
      'الخلية.pdf',
      1,
      6,
    );
    const terms = hit(
      'المصطلح | المعنى | مثال\nالانتشار | انتقال الجزيئات من منطقة التركيز المرتفع إلى منطقة التركيز المنخفض | انتشار رائحة العطر\nالنسيج | مجموعة من الخلايا المتشابهة تؤدي وظيفة واحدة | النسيج العضلي',
      'مصطلحات.pdf',
      2,
      7,
    );
    const respiration = hit(
      'التنفس الخلوي\nالتنفس الخلوي عملية تحدث في الميتوكندريا لإطلاق الطاقة من الغذاء.',
      'الخلية.pdf',
      3,
      5,
    );
    const answer = ask('ما وظيفة الميتوكندريا', [terms, cells, respiration]);
    expect(answer.text).toContain('تنتج الطاقة اللازمة للخلية');
    expect(answer.text).not.toContain('النسيج');
    expect(answer.citedPassages[0]).toBe(1);
  });

  it('quotes no numbered section title under a chapter title as an answer', () => {
    const answer = ask('what is inside the nucleus', [ATOM_PAGE]).text;
    expect(answer).not.toMatch(/^3\.1 Inside the atom\s+All matter/u);
    expect(answer).toContain('The nucleus contains protons and neutrons');
  });
});

describe('line roles', () => {
  it('reads a numbered section title under a chapter title as a heading', () => {
    const text = 'Chapter 3: Atoms and Elements\n3.1 Inside the atom\nAll matter is made of atoms.';
    const roles = sentenceRoles(text, splitSentences(text)).map((r) => r.role);
    expect(roles).toEqual(['heading', 'heading', 'text']);
  });
});

describe('reason lines', () => {
  it.each([
    ['An atom has no overall charge because it has equal numbers of protons and electrons.', true],
    ['Leaves look green, which is why we see them so.', true],
    ['يذبل النبات بسبب فقدان الماء من خلاياه.', true],
    ['تنمو النباتات لأن الضوء متوفر.', true],
    ['Ion | A charged particle formed when an atom gains or loses electrons', false],
    ['النسيج | مجموعة من الخلايا المتشابهة', false],
  ])('%s', (line, reason) => {
    expect(statesReason(line)).toBe(reason);
  });
});
