// Decision 060: what a quiz blanks and which lines it draws on. Sentences written for these
// tests (not taken from any benchmark class).
import { describe, expect, it } from 'vitest';
import { isExercisePrompt, isWorksheet } from './exercise-lines.js';
import { isFrontMatter } from './front-matter.js';
import { materialSentences } from './material-sentences.js';
import { quizQuestion } from './quiz-questions.js';
import { termEvidence } from './quiz-evidence.js';
import { analyze } from '../../search/analyzer/analyzer.js';

const one = (text: string) => materialSentences([{ text }], ['ara', 'eng'])[0]!;
const flat = () => 1;
const favour = (prefix: string) => (stem: string) => (stem.startsWith(prefix) ? 5 : 1);
/** Weighs the analyzed stem of one typed word above all others. */
const favourWord = (word: string) => {
  const stem = analyze(word, ['ara', 'eng'])[0]!.stem;
  return (s: string) => (s === stem ? 5 : 1);
};

describe("quiz blanks fall on the lesson's terms", () => {
  it('does not blank a verb in its -s form ("flows"), however rare it is', () => {
    const notes = materialSentences(
      [
        {
          text: 'The current in a circuit is the same everywhere. A current flows from the positive terminal to the negative terminal.',
        },
      ],
      ['eng'],
    );
    // "positive", a heading of the notes: a fair answer beside the verb.
    const q = quizQuestion(
      notes[1]!,
      favour('flow'),
      new Set(),
      'en',
      new Set(analyze('positive', ['eng']).map((t) => t.stem)),
      () => false,
      termEvidence(notes),
    )!;
    expect(q.answer).not.toMatch(/flows/u);
  });

  it('blanks the name after a title, not the title ("العالم")', () => {
    const q = quizQuestion(
      one('صنع العالم فولتا أول بطارية كهربائية في التاريخ من أقراص النحاس والخارصين.'),
      favour('عالم'),
      new Set(),
      'ar',
    )!;
    expect(q.answer).not.toBe('العالم');
    expect(q.answer).toBe('فولتا');
  });

  it('prefers a term the notes define over a word they use once', () => {
    const notes = materialSentences(
      [
        {
          text: 'An insulator is a material that does not let charge flow through it. Insulators such as rubber and plastic cover the copper wires of a plug.',
        },
      ],
      ['eng'],
    );
    const q = quizQuestion(
      notes[1]!,
      (s) => (s.startsWith('rubber') ? 2 : 1),
      new Set(),
      'en',
      new Set(),
      () => false,
      termEvidence(notes),
    )!;
    expect(q.answer).toBe('Insulators');
  });

  it('keeps a glued و / ب outside the blank and blanks an Arabic noun with its adjective', () => {
    const bonded = quizQuestion(
      one('يرتبط الهيموجلوبين بالأكسجين في الرئتين ثم يطلقه في أنسجة الجسم.'),
      favour('اكسج'),
      new Set(),
      'ar',
    )!;
    expect(bonded.answer).toBe('الأكسجين');
    expect(bonded.prompt).toContain('ب_____');
    const vessels = quizQuestion(
      one('يعيد الجهاز اللمفاوي السائل الزائد من الأنسجة إلى الدم عبر الأوعية اللمفاوية.'),
      favourWord('الأوعية'),
      new Set(),
      'ar',
    )!;
    expect(vessels.answer).toBe('الأوعية اللمفاوية');
  });

  it('does not blank the verb that opens an Arabic sentence', () => {
    const q = quizQuestion(
      one('تنقل الأنهار الطمي من الجبال إلى السهول المنخفضة.'),
      favour('تنقل'),
      new Set(),
      'ar',
    )!;
    expect(q.answer).not.toBe('تنقل');
  });

  it('asks no "what is meant by" of a sentence that says what a thing is used for', () => {
    const q = quizQuestion(
      one('Transformers are used in power stations to change the voltage of the supply.'),
      flat,
      new Set(),
      'en',
    )!;
    expect(q.prompt).not.toMatch(/What is meant by/u);
  });

  it('can ask for a number with its unit', () => {
    const q = quizQuestion(
      one('Pure water boils at 100 °C at sea level and freezes at a lower temperature.'),
      flat,
      new Set(),
      'en',
    )!;
    expect(q.answer).toBe('100 °C');
  });

  it('does not take the word after a number for its unit when it is a short function word', () => {
    for (const text of [
      'Mix 2 and 3 parts of the solution before heating the beaker gently.',
      'Plants need 6 of the carbon dioxide molecules to make glucose in photosynthesis.',
    ]) {
      const q = quizQuestion(one(text), flat, new Set(), 'en')!;
      expect(q.answer).not.toMatch(/^\d+ (?:and|of)$/u);
    }
  });
});

describe('worksheet and title-page lines', () => {
  it('tells a task or an answer key from a statement', () => {
    expect(isExercisePrompt('Calculate the speed of a car that travels 200 m in 10 s.')).toBe(true);
    expect(isExercisePrompt('Find the density of a block of mass 40 g.')).toBe(true);
    expect(isExercisePrompt('Answers: 1) 20 m/s 2) 4 g/cm3')).toBe(true);
    expect(isExercisePrompt('احسب كثافة قطعة من الحديد كتلتها ٧٩ غ.')).toBe(true);
    expect(isExercisePrompt('ج: لأن كثافة الزيت أقل من كثافة الماء.')).toBe(true);
    expect(isExercisePrompt('Work is done when a force moves an object.')).toBe(false);
    expect(isExercisePrompt('Density is the mass of a substance per unit volume.')).toBe(false);
    expect(isExercisePrompt('عدد البروتونات في الذرة يساوي عدد الإلكترونات.')).toBe(false);
  });

  it("reads the statements between tasks as a worksheet's given data", () => {
    const sheet = [
      'Find the speed of the train.',
      'A train covers 300 km in 2 hours.',
      'Calculate its acceleration when it stops in 50 s.',
      'What force acts on the brakes?',
    ];
    expect(isWorksheet(sheet)).toBe(true);
    const sentences = materialSentences([{ text: sheet.join('\n') }], ['eng']);
    expect(sentences.every((s) => s.exercise)).toBe(true);
    expect(
      isWorksheet(['Speed is distance over time.', 'It is measured in m/s.', 'Find the speed.']),
    ).toBe(false);
  });

  it("tells a title page's teacher and school lines from content", () => {
    expect(isFrontMatter('Teacher: Mr. Omar Saleh')).toBe(true);
    expect(isFrontMatter('Riverside High School, Grade 10 Chemistry')).toBe(true);
    expect(isFrontMatter('إعداد الأستاذة: سناء يوسف')).toBe(true);
    expect(isFrontMatter('مدرسة الأمل الثانوية - الصف العاشر')).toBe(true);
    expect(isFrontMatter('Schools recycle paper to save trees.')).toBe(false);
    expect(isFrontMatter('The teacher of a class of plants is the sun.')).toBe(false);
    const slide = materialSentences(
      [{ text: 'Riverside High School, Grade 10 Chemistry' }],
      ['eng'],
    );
    expect(slide[0]!.content).toBe(false);
  });
});

// Decision 114: the blank is a term of the lesson, never an everyday word or a fixed formula.
describe('quiz blanks are terms of the lesson', () => {
  it('does not blank an everyday word the notes neither define nor name in a heading', () => {
    const q = quizQuestion(
      one('Some light gets through the polarizer at an angle.'),
      flat,
      new Set(['polar']),
      'en',
    );
    expect(q).toBeNull();
    // The same word is a fair answer once a heading names it.
    const named = quizQuestion(
      one('Some light gets through the polarizer at an angle.'),
      flat,
      new Set(['polar']),
      'en',
      new Set(analyze('light', ['eng']).map((t) => t.stem)),
    )!;
    expect(named.answer).toBe('light');
  });

  it('does not blank a pronoun such as "whichever"', () => {
    const q = quizQuestion(
      one(
        'The rate of photosynthesis is controlled by whichever factor is in the shortest supply.',
      ),
      favourWord('whichever'),
      new Set(),
      'en',
    );
    expect(q?.answer ?? '').not.toBe('whichever');
  });

  it('blanks an everyday word of a term the notes use more than once ("basis states")', () => {
    const sentence = one('Every qubit collapses into one of its basis states when measured.');
    const ask = (repeated: (p: string) => boolean) =>
      quizQuestion(sentence, favourWord('basis'), new Set(['qubit']), 'en', new Set(), repeated);
    expect(ask((p) => p === 'basis states')?.answer).toBe('basis states');
    expect(ask(() => false)?.answer).not.toMatch(/basis/u);
  });

  it('blanks the thing whose notation the notes give ("The element ... is denoted by")', () => {
    const notes = materialSentences(
      [{ text: 'The element in row i and column j of A is denoted by A(i,j).' }],
      ['eng'],
    );
    const q = quizQuestion(
      notes[0]!,
      favourWord('element'),
      new Set(['matrix']),
      'en',
      new Set(),
      () => false,
      termEvidence(notes),
    )!;
    expect(q.answer).toBe('element');
  });

  it('blanks an everyday word that is a quantity of an equation', () => {
    const q = quizQuestion(
      one('Second law: force = mass × acceleration for any moving object.'),
      favourWord('mass'),
      new Set(),
      'en',
    )!;
    expect(q.answer).toBe('mass');
  });

  it('blanks a word rare in the language over an everyday one', () => {
    const q = quizQuestion(
      one('The method uses a photon detector behind the crystal.'),
      flat,
      new Set(),
      'en',
    )!;
    expect(q.answer).not.toMatch(/^(?:method|behind)$/u);
  });

  it('never blanks a word of a religious formula, even one a heading names', () => {
    const q = quizQuestion(
      one('قال النبي صلى الله عليه وسلم إن النمام ينقل الحديث بين الناس ليفسد بينهم'),
      favourWord('الله'),
      new Set(),
      'ar',
      new Set(analyze('الله', ['ara']).map((t) => t.stem)),
    );
    expect(q?.answer ?? '').not.toMatch(/الله|عليه|وسلم/u);
  });

  it('does not blank an everyday Arabic word ("الناس")', () => {
    const q = quizQuestion(
      one('النمام ينقل الحديث بين الناس بقصد الإفساد بينهم'),
      favourWord('الناس'),
      new Set(['نمام']),
      'ar',
    );
    expect(q?.answer ?? '').not.toBe('الناس');
  });
});
