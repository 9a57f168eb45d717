// Lines that are never an answer (issue 7 §1-3): key-word lists, "Vocabulary" slides' words and
// worksheet instructions are not quoted; numbered course parts stacked as headings are headings.
// Passages are written as the ingestion pipeline leaves a lesson's first page.
import { describe, expect, it } from 'vitest';
import { classQuestion, hit } from '../../../test/helpers/passages.js';
import { materialSentences } from '../intents/material-sentences.js';
import { extractiveAnswer } from '../providers/extractive.provider.js';
import { splitSentences } from '../sentences.js';
import { sentenceRoles } from './line-roles.js';
import { isInstructionLine, isNotAnswerLine, isTermsList } from './not-answer-lines.js';

const EARTH = [
  'Grade 8 Geography',
  'Unit 2: The Restless Earth',
  'Lesson 3: Layers of the Earth',
  'Key words: crust, mantle, outer core, inner core, lithosphere, asthenosphere',
  'The Earth is made of layers that differ in temperature, density and state. The crust is the thin, rocky outer layer on which we live.',
  'The mantle lies beneath the crust and is the thickest layer of the Earth, about 2,900 km deep.',
].join('\n');
const DIGESTION = [
  'الدرس الخامس: صحة الجهاز الهضمي',
  'المفاهيم الرئيسة: الإمساك، قرحة المعدة، الألياف الغذائية',
  'الإمساك هو صعوبة إخراج الفضلات من الأمعاء الغليظة، ومن أسبابه قلة شرب الماء وقلة تناول الألياف.',
  'قرحة المعدة جرح في بطانة المعدة، ومن أسبابها نوع من البكتيريا والإكثار من بعض الأدوية المسكنة.',
].join('\n');

const roles = (text: string) => {
  const sentences = splitSentences(text);
  return sentenceRoles(text, sentences).map((r, i) => [r.role, sentences[i]!.text]);
};

describe('lines that are never an answer', () => {
  it('knows key-word lists, vocabulary words and instructions, in English and Arabic', () => {
    for (const line of [
      'Key words: tectonic plate, convection current, plate boundary, subduction',
      'المفاهيم الرئيسة: الهضم، البلعة، الإنزيم، الحركة الدودية، الخملات',
      'Vocabulary: magma, lava, crater',
      'Read the table then answer the questions.',
      'Read the text below then answer the questions.',
      'اقرأ الجدول الآتي ثم أجب عن الأسئلة.',
      'أجب عن الأسئلة الآتية:',
    ])
      expect(isNotAnswerLine(line), line).toBe(true);
    expect(isTermsList('المريء، المعدة، الكبد، البنكرياس', 'مصطلحات')).toBe(true);
    expect(isTermsList('magma, lava, crater, vent', 'Vocabulary')).toBe(true);
  });

  it('leaves statements, a definition with a label and a list of examples in a sentence alone', () => {
    for (const line of [
      'Volcano: an opening in the crust through which magma, gas and ash escape',
      'The crust, the mantle and the core are the layers of the Earth.',
      'Key words are printed in bold in this unit.',
      'Read more about volcanoes on page 12.',
      'الهضم هو عملية تحويل الطعام إلى مواد بسيطة.',
    ])
      expect(isNotAnswerLine(line), line).toBe(false);
    expect(isInstructionLine('Answers vary with the temperature of the water.')).toBe(false);
    expect(isTermsList('magma, lava, crater, vent')).toBe(false);
  });

  it('reads numbered course parts over a key-word list as headings, not as a table', () => {
    expect(roles(EARTH).slice(0, 4)).toEqual([
      ['heading', 'Grade 8 Geography'],
      ['heading', 'Unit 2: The Restless Earth'],
      ['heading', 'Lesson 3: Layers of the Earth'],
      ['aside', 'Key words: crust, mantle, outer core, inner core, lithosphere, asthenosphere'],
    ]);
  });

  it('does not quote a key-word list or a heading in an answer', () => {
    const passages = [hit(EARTH, 'unit2-restless-earth.pdf', 1, 0)];
    const answer = extractiveAnswer(
      classQuestion('why is the mantle the thickest layer', passages, true),
    );
    expect(answer.text).toContain('thickest layer');
    expect(answer.text).not.toContain('Key words');
    expect(answer.text).not.toContain('Unit 2');
    const arabic = extractiveAnswer(
      classQuestion('ما أسباب قرحة المعدة', [hit(DIGESTION, 'digestion.pdf', 2, 0)], true),
    );
    expect(arabic.text).toContain('نوع من البكتيريا');
    expect(arabic.text).not.toContain('المفاهيم الرئيسة');
  });

  it('gives summaries, quizzes and explanations no key-word list or instruction as content', () => {
    const sentences = materialSentences(
      [{ text: `${DIGESTION}\nاقرأ الجدول الآتي ثم أجب عن الأسئلة.` }, { text: EARTH }],
      ['ara', 'eng'],
    );
    const asides = sentences.filter((s) => /المفاهيم|Key words|اقرأ الجدول/u.test(s.text));
    expect(asides).toHaveLength(3);
    for (const s of asides)
      expect([s.content, s.heading, s.exercise], s.text).toEqual([false, false, true]);
  });
});

describe('a slide of short boxes under its title (decision 074, at merge)', () => {
  it('reads the boxes as content: only a numbered course part under a heading is a heading', () => {
    const passage = [
      'تعمل الوزارة وفق خطة مدتها خمس سنوات.',
      'الأهداف الاستراتيجية للوزارة',
      'تعزيز مكانة المملكة',
      'تمكين التحول الرقمي',
      'تحسين جودة الحسابات',
    ].join('\n');
    const roles = sentenceRoles(passage, splitSentences(passage)).map((r) => r.role);
    expect(roles[1]).toBe('heading');
    expect(roles.slice(2)).toEqual(['text', 'text', 'text']);
    const course = 'Unit 2: The Restless Earth\nLesson 3: Layers of the Earth\nThe crust is thin.';
    expect(
      sentenceRoles(course, splitSentences(course))
        .map((r) => r.role)
        .slice(0, 2),
    ).toEqual(['heading', 'heading']);
  });
});
