// Decision 114: a quiz asks about sentences that state a fact of the lesson, not about the notes'
// transitions, asides, questions or lines cut short. Sentences written for these tests.
import { describe, expect, it } from 'vitest';
import { formulaSpans } from './fixed-formulas.js';
import { statesFact } from './quiz-facts.js';

describe('statesFact', () => {
  it.each([
    'That’s one method where we use less than the full truth table.',
    'Another is where we build a single line of the table.',
    'In the previous section, we saw how a short table can decide an argument.',
    'When you tilt your head while wearing polarized sunglasses...',
    'What happens to the light after the second filter',
    'A series circuit has one path for the current and the',
    'Only when you stop it (measure) does it become one or the other',
    'With practice, you will become adept at quickly filling out truth tables.',
    'Based on the laws of quantum mechanics',
    'They burn paraffin heaters, which warm the air and release carbon dioxide.',
    'So this requires only a one-line partial truth table where all the premises are true.',
    'Quantum country by Andy Matuschak and Michael Nielsen see also his introduction to networks',
    'B. If it is possible, use a partial truth table to show that the set of sentences are consistent.',
    'في الدرس السابق تعرفنا على أنواع الصخور وخصائصها المختلفة.',
    'وسلم أنه قال لا يدخل الجنة نمام والنمام هو الذي ينقل الحديث بين الناس',
    'والعنت المشقة وصح عن رسول الله صلى الله عليه',
    'تهدف هذه السياسة إلى حماية البريد الإلكتروني من التهديدات الداخلية والخارجية من خلال',
  ])('is not a fact to quiz on: %s', (text) => {
    expect(statesFact(text)).toBe(false);
  });

  it.each([
    'Chlorophyll is the green pigment that absorbs light energy in leaves.',
    'We can also use partial truth tables to show that a sentence is not a tautology.',
    'Second law: force = mass × acceleration (F = m a)',
    'Unpolarized light passes through a polarizer and leaves polarized in one direction',
    'النمام هو الذي ينقل الحديث بين الناس ليفسد بينهم.',
    'قال النبي صلى الله عليه وسلم لا يدخل الجنة نمام.',
    'يجب حظر الرسائل المشبوهة مثل الرسائل الاقتحامية ورسائل التصيد.',
  ])('is a fact to quiz on: %s', (text) => {
    expect(statesFact(text)).toBe(true);
  });
});

describe('formulaSpans', () => {
  it('finds a formula whole, also with a letter the scan dropped', () => {
    const words = 'صح عن النبي صل الله عليه وسلم أنه قال'.split(' ');
    // "النبي" before it too: the formula gives it away.
    expect([...formulaSpans(words).inside].sort()).toEqual([2, 3, 4, 5, 6]);
    expect(formulaSpans(words).cut).toBe(false);
  });

  it('does not take a sentence opening on "الله" or "السلام" for a cut formula', () => {
    expect(formulaSpans('الله خالق السماوات والأرض'.split(' ')).cut).toBe(false);
    expect(formulaSpans('السلام قيمة من قيم الإسلام'.split(' ')).cut).toBe(false);
  });
});
