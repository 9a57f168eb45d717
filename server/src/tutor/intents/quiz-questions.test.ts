import { describe, expect, it } from 'vitest';
import { materialSentences } from './material-sentences.js';
import { quizQuestion } from './quiz-questions.js';
import { analyze } from '../../search/analyzer/analyzer.js';

const one = (text: string) => materialSentences([{ text }], ['ara', 'eng'])[0]!;
const flat = () => 1;

describe('quizQuestion', () => {
  it('blanks the whole term of a glossary line, not its first word', () => {
    const q = quizQuestion(
      one(
        'joint consistency (in TFL) A property held by sentences if and only if some valuation makes all the sentences true.',
      ),
      flat,
      new Set(),
      'en',
    )!;
    expect(q.answer).toBe('joint consistency');
    expect(q.prompt).toBe(
      'Fill in the blank: "_____: A property held by sentences if and only if some valuation makes all the sentences true."',
    );
  });

  // Decision 071: a word the sentence says twice gives its own blank away.
  it('never blanks a word the rest of the sentence says again', () => {
    const weight = (stem: string) => (/^(carbon|dioxid)/u.test(stem) ? 9 : 1);
    const q = quizQuestion(
      one(
        'The sodium hydrogen carbonate dissolves and supplies carbon dioxide, so that carbon dioxide does not become the limiting factor.',
      ),
      weight,
      new Set(),
      'en',
    )!;
    expect(q.answer).not.toMatch(/carbon|dioxide/u);
    const blankedWords = q.prompt.toLowerCase();
    expect(blankedWords).not.toContain(` ${q.answer.toLowerCase()} `);
  });

  it('takes no pronoun for a defined term ("Another is where ...")', () => {
    const q = quizQuestion(
      one('Another is where we create a one line truth table for the argument.'),
      flat,
      new Set(),
      'en',
    );
    expect(q?.answer).not.toBe('Another');
  });

  it('asks what a defined term means', () => {
    const q = quizQuestion(
      one('Chlorophyll is the green pigment that absorbs the light energy in leaves.'),
      flat,
      new Set(),
      'en',
    )!;
    expect(q).toMatchObject({ prompt: 'What is meant by "Chlorophyll"?', answer: 'Chlorophyll' });
  });

  it('does not take a clause before "is" for a term, and never blanks a word of the topic', () => {
    const q = quizQuestion(
      one('So this is only a one-line partial truth table for the argument.'),
      (stem) => (stem === 'partial' ? 9 : 1),
      new Set(['partial']),
      'en',
      // "truth table", a heading of the notes: a fair answer.
      new Set(analyze('truth table', ['eng']).map((t) => t.stem)),
    )!;
    expect(q.prompt).toMatch(/^Fill in the blank: /u);
    expect(q.answer).not.toBe('partial');
    expect(q.prompt).not.toMatch(/What is meant by/u);
  });

  it('writes Arabic questions in Arabic', () => {
    const q = quizQuestion(
      one(
        'البناء الضوئي هو العملية التي تصنع بها النباتات الخضراء غذاءها من الماء وثاني أكسيد الكربون.',
      ),
      flat,
      new Set(),
      'ar',
    )!;
    expect(q.prompt).toBe('ما المقصود بـ "البناء الضوئي"؟');
  });
});

describe('materialSentences', () => {
  it('quotes an unpunctuated OCR run in windows of words and drops bullets', () => {
    const run = Array.from({ length: 75 }, (_, i) => `كلمة${i}`).join(' ');
    const pieces = materialSentences([{ text: run }], ['ara']);
    expect(pieces.length).toBeGreaterThan(1);
    for (const p of pieces) expect(p.text.split(' ').length).toBeLessThanOrEqual(40);
    expect(
      materialSentences([{ text: '• Oxygen is released as a by-product.' }], ['eng'])[0]!.text,
    ).toBe('Oxygen is released as a by-product.');
  });

  it('reads a short unpunctuated bullet as content, the line above it as its heading', () => {
    const slide = [
      'الدستور',
      '• الدستور هو القانون الأعلى في الدولة',
      '• يحدد شكل الدولة ونظام الحكم ويبين الحقوق والحريات العامة',
    ].join('\n');
    const sentences = materialSentences([{ text: slide }], ['ara']);
    expect(sentences.map((s) => [s.text, s.heading, s.content])).toEqual([
      ['الدستور', true, false],
      ['الدستور هو القانون الأعلى في الدولة', false, true],
      ['يحدد شكل الدولة ونظام الحكم ويبين الحقوق والحريات العامة', false, true],
    ]);
  });

  // Sentences as extracted from real class files (forallx_ch12.pdf, a forces slide, the Arabic
  // biology notes of our benchmark class, quantum_lecture1.pdf): the blank must be a term of the
  // lesson a student can learn, not a linking word, a verb or a gloss in brackets.
  it('blanks a term of the lesson, not a linking word, an everyday verb or a bracketed gloss', () => {
    const answerOf = (text: string) => quizQuestion(one(text), flat, new Set(), 'en')?.answer;
    const however = answerOf(
      'To show that a sentence is not a tautology, however, we only need one line: a line on which the sentence is false.',
    );
    expect(however).not.toBe('however');
    expect(answerOf('It transfers kinetic energy to heat when two surfaces rub')).not.toBe(
      'transfers',
    );
    expect(answerOf('Based on the laws of quantum mechanics and probability')).not.toBe('Based');
    const arabic = quizQuestion(
      one('تمتص صبغة الكلوروفيل (Chlorophyll) الضوء داخل البلاستيدات الخضراء (Chloroplasts).'),
      flat,
      new Set(),
      'ar',
    )!;
    expect(arabic.answer).toMatch(/^ال/u);
    const gloss = quizQuestion(
      one(
        'البناء الضوئي (Photosynthesis) عملية تصنع فيها النباتات الخضراء غذاءها باستخدام طاقة الضوء.',
      ),
      flat,
      new Set(),
      'ar',
    )!;
    expect(gloss.answer).not.toBe('Photosynthesis');
  });

  // Decision 041: sentences of the benchmark class's notes (photosynthesis-unit3, الدوائر الكهربائية).
  it('blanks the whole term the material repeats, not its first word', () => {
    const repeated = (p: string) => p === 'sodium hydrogen' || p === 'sodium hydrogen carbonate';
    const q = quizQuestion(
      one(
        'The sodium hydrogen carbonate dissolves and supplies carbon dioxide, so that carbon dioxide does not become the limiting factor.',
      ),
      (stem) => (stem.startsWith('sodium') ? 9 : 1),
      new Set(['limit', 'factor']),
      'en',
      new Set(),
      repeated,
    )!;
    expect(q.answer).toBe('sodium hydrogen carbonate');
    expect(q.prompt).toContain('"The _____ dissolves and supplies');
  });

  it('blanks an Arabic construct term whole ("فرق الجهد", not "فرق")', () => {
    const q = quizQuestion(
      one(
        'مثال: مصباح مقاومته ٦ أوم يمر فيه تيار شدته ٢ أمبير، فيكون فرق الجهد بين طرفيه ١٢ فولت.',
      ),
      (stem) => (stem.includes('فرق') ? 9 : 1),
      new Set(),
      'ar',
      new Set(['فرق']),
      (p) => p === 'فرق الجهد',
    )!;
    expect(q.answer).toBe('فرق الجهد');
    expect(q.prompt).toContain('فيكون _____ بين طرفيه');
  });

  it('does not take a verb before an Arabic term, or a quantifier before an English one, into it', () => {
    const verb = quizQuestion(
      one('عندما تنغلق الثغور يقل دخول ثاني أكسيد الكربون فيتباطأ البناء الضوئي.'),
      (stem) => (stem.includes('ثغر') || stem.includes('ثغور') ? 9 : 1),
      new Set(),
      'ar',
      new Set(),
      (p) => p === 'تنغلق الثغور',
    )!;
    expect(verb.answer).toBe('الثغور');
    const every = quizQuestion(
      one(
        'To show that a sentence is a tautology, we need to show that it is true on every valuation.',
      ),
      (stem) => (stem.startsWith('valuat') ? 9 : 1),
      new Set(['tautolog']),
      'en',
      new Set(),
      (p) => p === 'every valuation',
    )!;
    expect(every.answer).toBe('valuation');
  });
});
