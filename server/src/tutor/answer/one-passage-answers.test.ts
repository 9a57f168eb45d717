// What a one-fact answer quotes (issue 7 §2): the passage that answers, and nothing from another
// file that does not bear on the question; a reading list is not an answer unless the question
// is about the books. Passages are written as the ingestion pipeline leaves them.
import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../search/search-index.js';
import { classQuestion, hit } from '../../../test/helpers/passages.js';
import { extractiveAnswer } from '../providers/extractive.provider.js';
import { addedShare } from './added-terms.js';
import { asksForSource, isReferenceLine } from './reference-lines.js';

const ask = (query: string, passages: SearchHit[]) =>
  extractiveAnswer(classQuestion(query, passages, true));

describe('one passage for a one-fact question', () => {
  it('does not append another file that only repeats the words the answer already holds', () => {
    const practical = hit(
      'A lamp is placed 10 cm from the tube. The pondweed is left for five minutes to adjust to the new light level. Then the number of oxygen bubbles given off from the cut end of the stem is counted for one minute.',
      'photosynthesis-practical.pdf',
      3,
      8,
    );
    const evaluation = hit(
      'Evaluating the pondweed experiment. Counting bubbles is not very accurate, because bubbles can be different sizes and some may be missed.',
      'practical-evaluation.pdf',
      1,
      6,
    );
    const answer = ask('how long do you leave the pondweed before counting bubbles', [
      practical,
      evaluation,
    ]);
    expect(answer.text).toContain('left for five minutes');
    expect(answer.text).not.toContain('not very accurate');
    expect(answer.citedPassages).toEqual([0]);
  });

  it('does not append a sentence of another file that shares only the phrasing', () => {
    const slides = hit(
      '• Nucleus: contains the genetic material and controls the cell • Mitochondria: where aerobic respiration releases energy • Ribosomes: where proteins are made',
      'cells-slides.pdf',
      2,
      8,
    );
    const textbook = hit(
      'Photosynthesis takes place inside chloroplasts, small green structures found mainly in the palisade cells of the leaf.',
      'photosynthesis.pdf',
      1,
      6,
    );
    const answer = ask('where does aerobic respiration take place', [slides, textbook]);
    expect(answer.text).toContain('Mitochondria: where aerobic respiration releases energy');
    expect(answer.text).not.toContain('chloroplasts');
  });

  it('does not append another page of the same file that only repeats the answer’s words', () => {
    // Pages 2 and 3 of the class's Arabic circuits lesson, as extracted.
    const resistance = hit(
      'المقاومة الكهربائية\nالمقاومة هي ممانعة الموصل لمرور التيار الكهربائي، وتقاس بوحدة الأوم.\nتزداد مقاومة السلك بزيادة طوله، وتقل بزيادة مساحة مقطعه.\nينص قانون أوم على أن فرق الجهد يساوي شدة التيار مضروبة في المقاومة، عند ثبوت درجة الحرارة.',
      'الدوائر الكهربائية.pdf',
      2,
      17.6,
    );
    const safety = hit(
      'السلامة الكهربائية\nالمنصهر (الفيوز) سلك رفيع يذوب عندما يزيد التيار عن حد معين فيقطع الدائرة ويحمي الأجهزة من التلف.\nيجب عدم لمس المقابس الكهربائية بأيد مبللة لأن الماء يوصل الكهرباء.',
      'الدوائر الكهربائية.pdf',
      3,
      14.2,
    );
    const answer = ask('هل تزيد مقاومة السلك إذا كان أطول', [resistance, safety]);
    expect(answer.text).toContain('تزداد مقاومة السلك بزيادة طوله');
    expect(answer.text).not.toContain('الفيوز');
    expect(answer.citedPassages).toEqual([0]);
  });

  it('does not append one item of a numbered list from another page', () => {
    // Pages 4 and 1 of the shared MATLAB worksheet, as extracted; the list is page 1's.
    const homework = hit(
      'Q = 8000 cal/mol\nR= 1.987 cal/mol K\nk0 = 1200 min-1\nT=100 to 500 in 50 increments.\nFind the values of k for temperatures from 100 K to 500 K, in 50 increments.\nCreate a table of your results.',
      'matlab_exercises_L3.pdf',
      4,
      1.9,
    );
    const exercises = hit(
      'Solve the following in matlab application\n5)Create Column vector with 5 elements >>X=1:5\n6)Create Row vector with 5 elements X=[1:5]’\n7)Maximum value\n>>Max(x)\n8)Minimum value\n>>min(x)\n9)Vector length',
      'matlab_exercises_L3.pdf',
      1,
      4.5,
    );
    const answer = ask('In the homework what value of Q is given?', [exercises, homework]);
    expect(answer.text).toMatch(/^Q = 8000 cal\/mol/u);
    expect(answer.text).not.toContain('Maximum value');
    expect(answer.text).not.toContain('Minimum value');
  });

  it('answers when the only words no file holds are the question’s phrasing (goes, vs, change)', () => {
    // The class's forces slides (pages 2 and 5) and acids chapter (page 1), as extracted, with
    // the document frequencies the class's science bot (14 chunks) gives the question's words.
    const speed = hit(
      'Speed\n• speed = distance ÷ time\n• Measured in metres per second (m/s) • A car that travels 100 m in 5 s has a speed of 20 m/s • Velocity is speed in a given direction',
      'forces-and-motion.pdf',
      2,
    );
    const friction = hit(
      'Friction\n• Friction is a force that opposes motion between two surfaces • It transfers kinetic energy to heat\n• Lubricants such as oil reduce friction • Air resistance is friction with the air; it increases with speed',
      'forces-and-motion.pdf',
      5,
    );
    const acids = hit(
      'Chapter 5: Acids, Bases and Salts\n5.1 The pH scale\nThe pH scale measures how acidic or alkaline a solution is. It runs from 0 to 14.\nAcids produce hydrogen ions (H+) when they dissolve in water. Alkalis produce hydroxide ions (OH-) in water. A base is any substance that neutralises an acid; an alkali is a base that dissolves in water.',
      'acids-bases-chapter5.pdf',
      1,
    );
    const inScienceBot = (query: string, df: Record<string, number>) => {
      const question = classQuestion(query, [speed, friction, acids], true);
      const stats = question.termStats!;
      const terms = stats.terms.map((t) => ({ ...t, df: df[t.surface] ?? t.df }));
      return extractiveAnswer({ ...question, termStats: { documents: 14, terms } }).text;
    };
    expect(
      inScienceBot('a car goes 100 m in 5 s how fast is it', { car: 1, 100: 1, 5: 7 }),
    ).toContain('20 m/s');
    expect(inScienceBot('does air resistance change as you go faster', { faster: 1 })).toContain(
      'it increases with speed',
    );
    expect(inScienceBot('base vs alkali whats the difference', { base: 3, alkali: 4 })).toContain(
      'an alkali is a base that dissolves in water',
    );
  });

  it('answers a question with a negation: "isn’t" leaves the word "isn", which no file holds', () => {
    // The class's transport scan (page 1) as OCR read it; frequencies of the biology bot (25 chunks).
    const scan = hit(
      'i Transport in plants a\n1 Xylem vessels carry water and mineral ions from the roots to the leaves. Xylem cells are dead and their walls are strengthened with lignin. Phloem tubes carry dissolved sugars from the leaves to the rest of the plant. ١ The movement of sugars in the phloem is called translocation. ا .',
      'transport-in-plants-scan.pdf',
    );
    const question = classQuestion(
      "isn't there a tissue that carries water up from the roots?",
      [scan],
      true,
    );
    const df: Record<string, number> = { tissue: 0, carries: 1, water: 8, roots: 5 };
    const terms = question.termStats!.terms.map((t) => ({ ...t, df: df[t.surface] ?? t.df }));
    const answer = extractiveAnswer({ ...question, termStats: { documents: 25, terms } });
    expect(answer.text).toContain('Xylem vessels carry water and mineral ions from the roots');
  });

  it('still adds another page that holds the part of the question the first one lacks', () => {
    const intro = hit(
      'With practice, you will become adept at quickly filling out truth tables. There are, however, some shortcuts that will (1) save you some time and (2) reinforce the meaning of the concepts.',
      'logic.pdf',
      1,
      8,
    );
    const example = hit(
      'We have saved ourselves a lot of work. If we had used no shortcuts, we would have had to write 256 ‘T’s or ‘F’s on this table. Using shortcuts, we only had to write 37.',
      'logic.pdf',
      4,
      7,
    );
    const answer = ask('how many did the shortcuts save us from writing, how many did we write', [
      intro,
      example,
    ]);
    expect(answer.text).toContain('we only had to write 37');
  });

  it('measures what a sentence adds by the question words no chosen sentence holds', () => {
    // Terms: [pondweed, leave, bubbles, count] with weights 2, 1, 1, 1.
    const weights = [2, 1, 1, 1];
    const pair = [
      [[1], [3], null, null],
      [null, null, [4], [2]],
    ];
    expect(addedShare([[0], null, [2], [5]], pair, weights)).toBe(0);
    expect(addedShare([[0], [1], null, null], [[null, null, [4], [2]]], weights)).toBeCloseTo(
      3 / 5,
    );
  });
});

describe('reading lists and bibliographies', () => {
  const readingList = hit(
    'Textbooks and resources\n• "Quantum Computation and Quantum Information" by Nielsen & Chuang (primary theoretical reference)\n• A Course on the Theory of Quantum Computing by John Watrous, see also his IBM Qiskit Textbook (free online: qiskit.org/textbook)',
    'quantum_lecture1.pdf',
    3,
    9,
  );
  const grading = hit(
    'Introduction to Quantum Computing: course information.\nGrading\n• 40% 3-5 assignments including python implementations\n• 20% Midterm\n• 40% Final',
    'quantum_lecture1.pdf',
    2,
    6,
  );
  const qubits = hit(
    'Introducing Quantum Bits (Qubits). A qubit can be 0, 1, or both at the same time. Quantum computers use qubits instead of bits.',
    'quantum_lecture1.pdf',
    4,
    7,
  );

  it('recognizes book and resource citations, not lesson sentences', () => {
    expect(
      isReferenceLine(
        '• "Quantum Computation and Quantum Information" by Nielsen & Chuang (primary theoretical reference)',
      ),
    ).toBe(true);
    expect(
      isReferenceLine(
        'A Course on the Theory of Quantum Computing by John Watrous, see also his IBM Qiskit Textbook (free online: qiskit.org/textbook)',
      ),
    ).toBe(true);
    expect(
      isReferenceLine(
        'Nielsen, M. A. and Chuang, I. L. (2010). Quantum Computation and Quantum Information.',
      ),
    ).toBe(true);
    expect(
      isReferenceLine('مبادئ الإرشاد الزراعي، تأليف محمد علي، دار المعارف للنشر، الطبعة الثانية'),
    ).toBe(true);
    expect(isReferenceLine('The law of gravitation was described by Newton in 1687.')).toBe(false);
    expect(
      isReferenceLine('Carbon dioxide enters the leaf by diffusion through the stomata.'),
    ).toBe(false);
  });

  it('answers a question about the course from its slide, not from the reading list', () => {
    const answer = ask('what is the grading of the quantum computing course?', [
      readingList,
      grading,
    ]);
    expect(answer.text).toContain('20% Midterm');
    expect(answer.text).not.toContain('Nielsen');
  });

  it('declines when the question names something only the reading list mentions', () => {
    const measuring = hit(
      'Measuring a qubit gives 0 or 1. Quantum computers repeat a measurement many times.',
      'quantum_lecture1.pdf',
      5,
      6,
    );
    const answer = ask("how many qubits does IBM's quantum computer have?", [
      readingList,
      qubits,
      measuring,
    ]);
    expect(answer.citedPassages).toEqual([]);
  });

  it('quotes the reading list when the question asks for a book', () => {
    expect(asksForSource('which textbook is the primary theoretical reference?')).toBe(true);
    expect(asksForSource('ما هو المرجع الأساسي للمادة؟')).toBe(true);
    expect(asksForSource('how is the grade split?')).toBe(false);
    const answer = ask('which textbook is the primary theoretical reference?', [
      readingList,
      grading,
    ]);
    expect(answer.text).toContain('Nielsen & Chuang');
  });
});

describe('quantities in "how many" questions', () => {
  it('does not take list markers "(1)", "(2)" for the number asked for', () => {
    const numbered = hit(
      'Shortcuts will (1) save you time and (2) reinforce the concepts of the lesson.',
      'logic.pdf',
      1,
      8,
    );
    const counted = hit(
      'Using shortcuts on the lesson table, we only had to write 37 values.',
      'logic.pdf',
      4,
      7,
    );
    const answer = ask('how many values did the shortcuts make us write in the lesson', [
      numbered,
      counted,
    ]);
    expect(answer.text.indexOf('37')).toBeGreaterThanOrEqual(0);
    expect(answer.citedPassages[0]).toBe(1);
  });
});
