// A number typed in digits that the notes write in words is searched in the notes' words; digits
// the files hold stay, and a number the files give in neither way stays as typed (decision 072).
import { describe, expect, it } from 'vitest';
import {
  expectAnsweredWith,
  tutorOverFilesForTests,
} from '../../../test/helpers/tutor-over-files.js';
import { numberWordForms } from './number-words.js';

const FILES: Record<string, string[]> = {
  'التغذية.pdf': [
    'يحتاج الطالب في عمر الثالثة عشرة إلى نحو ٢٢٠٠ سعر حراري في اليوم.',
    'يتكون القلب من أربع حجرات: أذينان وبطينان.',
  ],
  'cells.pdf': [
    'In the third stage of mitosis, called anaphase, the chromatids are pulled apart.',
    'A human body cell has 46 chromosomes.',
  ],
};

const bot = tutorOverFilesForTests('edubot-number-words-', FILES, ['ara', 'eng']);

describe('words for a number', () => {
  it('gives cardinal and ordinal words in both languages, the question language first', () => {
    expect(numberWordForms('13', true)).toEqual([
      'ثلاثة عشر',
      'ثلاث عشرة',
      'ثالث عشر',
      'ثالثة عشرة',
      'thirteen',
      'thirteenth',
    ]);
    expect(numberWordForms('3', false).slice(0, 2)).toEqual(['three', 'third']);
    expect(numberWordForms('250', false)).toEqual([]);
  });
});

describe('a question with digits over notes that write the number in words', () => {
  it.each([
    ['كم سعر حراري يحتاج الطالب في عمر ١٣', '٢٢٠٠'],
    ['what happens in stage 3 of mitosis', 'anaphase'],
    ['القلب فيه 4 حجرات شو هي', 'أذينان وبطينان'],
  ])('%s', async (question, answer) => {
    expectAnsweredWith(await bot.ask(question), answer);
  });

  it('writes the digits in the notes words, and keeps digits the files hold', async () => {
    expect(await bot.standardize('what happens in stage 3')).toBe('what happens in stage third');
    expect(await bot.standardize('كم سعر حراري في عمر ١٣')).toBe('كم سعر حراري في عمر ثالث عشر');
    expect(await bot.standardize('how many chromosomes are in 46')).toBe(
      'how many chromosomes are in 46',
    );
    // No file writes seventeen in any way: the digits stay, missing for the decline gate.
    expect(await bot.standardize('في عمر ١٧')).toBe('في عمر ١٧');
  });
});
