import { describe, expect, it } from 'vitest';
import { cleanImageText, planImageQuestion, typedLanguageText } from './image-question.js';
import { countedQuestion } from './photo-question-parts.js';

const query = (typed: string, image: string) => planImageQuestion(typed, image)[0]!.query;

describe('questions of a photo whose labels lost their digits or share a line (decision 106)', () => {
  it('counts Arabic "سؤال" labels whose digits the OCR dropped', () => {
    const image =
      'سؤال كم عدد كواكب المجموعة الشمسية؟ سؤال أين تحدث عملية البناء الضوئي في النبات؟';
    expect(query('ما جواب السؤال الثاني', image)).toBe('أين تحدث عملية البناء الضوئي في النبات؟');
    expect(query('جاوب على السؤال الاول', image)).toBe('كم عدد كواكب المجموعة الشمسية؟');
  });

  it('counts bare "Q." labels and skips a title line', () => {
    const image = 'Homework\nQ. What is the largest planet? Q. What does an ammeter measure?';
    expect(query('answer question 2', image)).toBe('What does an ammeter measure?');
  });

  it('cuts numbered questions sharing one line ("1) ... 2) ...")', () => {
    const image = '1) What does a voltmeter measure? 2) Who counts as unemployed?';
    expect(query('solve the second question', image)).toBe('Who counts as unemployed?');
    expect(query('solve q1', image)).toBe('What does a voltmeter measure?');
    expect(query('حل السؤال الثاني', '١) ما أكبر الكواكب؟ ٢) ما أقرب الكواكب إلى الشمس؟')).toBe(
      'ما أقرب الكواكب إلى الشمس؟',
    );
  });

  it('counts unlabelled questions by their question marks', () => {
    expect(countedQuestion('What is speed? What is the boiling point of ethanol?', 2)).toBe(
      'What is the boiling point of ethanol?',
    );
    // One question only: nothing to count.
    expect(countedQuestion('What is speed?', 2)).toBeNull();
  });

  it('puts back in front a label the Arabic reading put at the end of an English line', () => {
    const image =
      '\u200eWhat measures voltage?\u200f .1\n\u200eIn what unit is current measured?\u200f .2';
    expect(cleanImageText(image).split('\n')[1]).toMatch(/^2\. /u);
    expect(query('solve q2', image)).toContain('In what unit is current measured?');
  });

  it("leaves the reply's language to the photo when only a label was typed", () => {
    expect(typedLanguageText('q2')).toBe('');
    expect(typedLanguageText('٣؟')).toBe('');
    expect(typedLanguageText('solve q2')).toBe('solve q2');
  });
});
