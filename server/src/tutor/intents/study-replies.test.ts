// Study-request replies read as a student reads them, end to end through the chat API (real
// SQLite, search index and glossary mining, the extractive tutor). The page texts are the text
// our ingestion extracted from real class files (the benchmark class and the shared class files:
// slides with bullets run together, a glossary table, an OCR'd scan, a lecture's first slide),
// shortened, so each reply is judged on the kind of text a real bot holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { askTutor, type EnrolledClass } from '../../../test/helpers/accounts.js';
import { classWithFiles, insertFileRecords, page } from '../../../test/helpers/study-files.js';

// Pages 2 and 4 of photosynthesis-unit3.pdf: a practical's section, and a later section whose
// title shares one of its words.
const PRACTICAL = [
  page(
    'photosynthesis-unit3.pdf',
    3,
    '3.4 Required practical: the pondweed experiment\n' +
      'In this practical you measure how light intensity affects the rate of photosynthesis in Canadian pondweed (Elodea). ' +
      'A piece of pondweed is placed upside down in a boiling tube of water with a little sodium hydrogen carbonate added.',
  ),
  page(
    'photosynthesis-unit3.pdf',
    4,
    '3.5 Evaluating the experiment\n' +
      'Counting bubbles is not very accurate, because bubbles can be different sizes and some may be missed.',
  ),
];
const PHOTOSYNTHESIS = [
  page(
    'photosynthesis-unit3.pdf',
    1,
    'Photosynthesis takes place inside chloroplasts, small green structures found mainly in the palisade cells of the leaf. ' +
      'Carbon dioxide enters the leaf by diffusion through tiny pores called stomata, found mostly on the lower surface of the leaf. ' +
      'Each stoma is surrounded by two guard cells that open and close it.',
  ),
  page(
    'photosynthesis-unit3.pdf',
    2,
    '3.3 Limiting factors\n' +
      'The rate of photosynthesis is controlled by whichever factor is in the shortest supply. This factor is called the limiting factor. ' +
      'The three main limiting factors are light intensity, carbon dioxide concentration and temperature.\n' +
      'At low light intensity, increasing the light increases the rate of photosynthesis, so light is the limiting factor. ' +
      'At some point the graph levels off: adding more light no longer speeds up the reaction because another factor, such as carbon dioxide concentration, has become limiting.',
  ),
];
const GLOSSARY = [
  page(
    'biology-glossary.pdf',
    1,
    'Biology glossary | مسرد مصطلحات الأحياء\n' +
      'Each term is given in English with its Arabic translation.\n' +
      'English term | المصطلح بالعربية\n' +
      'Photosynthesis | البناء الضوئي\n' +
      'Limiting factor | العامل المحدد\n' +
      'Xylem | الخشب',
  ),
];
const TRANSPORT = [
  page(
    'transport-in-plants-scan.pdf',
    2,
    'Transpiration is the loss of water vapour from the leaves through the stomata. It happens faster on hot, dry and windy days.',
  ),
];
const ARABIC_NOTES = [
  page(
    'ملاحظات الأحياء.pdf',
    1,
    'تنغلق الثغور (Stomata) في الأيام الحارة الجافة لتقليل فقدان الماء من الورقة.',
  ),
  page(
    'ملاحظات الأحياء.pdf',
    2,
    'تخزن الخلية الطاقة في جزيئات ATP التي يصنعها إنزيم ATP synthase.',
  ),
];
// Slide 6 of cells-and-energy-slides.pdf: the term is the title, the bullets say what it is.
const SLIDES = [
  page(
    'cells-and-energy-slides.pdf',
    6,
    'ATP synthase\n' +
      '• An enzyme in the inner membrane of the mitochondrion • Hydrogen ions (protons) flow through it from high to low concentration • The flow turns part of the enzyme',
  ),
];
const FORCES = [
  page(
    'forces-and-motion.pdf',
    3,
    "Newton's laws\n" +
      '• First law: an object stays at rest or keeps moving at a steady speed unless a resultant force acts on it • Second law: force = mass × acceleration (F = m a) • Third law: when two objects interact, they exert equal and opposite forces on each other',
  ),
  page(
    'forces-and-motion.pdf',
    5,
    'Friction\n' +
      '• Friction is a force that opposes motion between two surfaces • It transfers kinetic energy to heat\n' +
      '• Lubricants such as oil reduce friction • Air resistance is friction with the air; it increases with speed',
  ),
];
// Page 1 of quantum_lecture1.pdf as extracted: questions as slide titles, a two-column table.
const QUANTUM = [
  page(
    'quantum_lecture1.pdf',
    1,
    'Lecture 1: From Classical Bits to Quantum Qubits\n' +
      'Welcome to Quantum Computing!\n' +
      'What is Quantum Computing?\n' +
      '• A new way of processing information\n' +
      '• Based on the laws of quantum mechanics • Not just "faster computers" but different kind of computation\n' +
      'How quantum computing works?\n' +
      'Classical Computing: | Quantum Computing:\n' +
      '• Uses bits (0 or 1) | • Uses qubits (can be 0, 1, or both)\n' +
      '• Deterministic operations | • Probabilistic operations\n' +
      '• Independent bits | • Entangled qubits\n' +
      'Why do we need Quantum Computing?',
  ),
];
// logic_glossary.pdf: entries without headings.
const LOGIC_GLOSSARY = [
  page(
    'logic_glossary.pdf',
    1,
    'Glossary\n' +
      'antecedent The sentence on the left side of a conditional.\n' +
      'atomic sentence A sentence used to represent a basic sentence; a single letter in TFL, or a predicate symbol followed by names in FOL.\n' +
      'complete truth table A table that gives all the possible truth values for a sentence of TFL or sentences in TFL, with a line for every possible valuation of all atomic sentences.\n' +
      'completeness A property held by logical systems if and only if tt-valid implies p-valid.\n' +
      'conclusion the last sentence in an argument.\n' +
      'contradiction (of TFL) A sentence that has only Fs in the column under the main logical operator of its complete truth table; a sentence that is false on every valuation.\n' +
      'tautology A sentence that has only Ts in the column under the main logical operator of its complete truth table; a sentence that is true on every valuation.',
  ),
];
// Page 4 of the Abbasid slides of our benchmark class: three bullets extracted as one line.
const ABBASID = [
  page(
    'الدولة العباسية.pdf',
    4,
    'بيت الحكمة\n' +
      'ازدهر بيت الحكمة في عهد الخليفة المأمون • ترجمت فيه كتب اليونان والفرس والهند إلى العربية • عمل فيه العالم الخوارزمي الذي وضع أسس علم الجبر',
  ),
];
// A slide of lecture2_functions.pdf (matlab_lectures.zip): OCR of a screenshot's menu above the title.
const MATLAB = [
  page(
    'lecture2_functions.pdf',
    3,
    'امجح call function in command\n' +
      'A function is a group of statements that together perform a task. In MATLAB, functions are defined in separate files.',
  ),
];
// Page 9 of المحاضرة الاولى.pdf (MATLAB slides): bullets and code run together.
const MATRICES = [
  page(
    'المحاضرة الاولى.pdf',
    9,
    'Summation Matrices\n' +
      '• Enter matrix , A=[1 2 3;3 4 5;6 7 8] • The element in row i and column j of A is denoted by A(i,j). I and j is Index of matrix • Sum (matrix,2) summation rows\n' +
      '• Sum(matrix) it will summation columns • Sum(diag(A))it will summation diagonal of matrix • sum(diag(fliplr(A))) inverse of diag',
  ),
];
// lecture2_functions.pdf: an exercise's long title before a short section title.
const FUNCTIONS = [
  page(
    'lecture2_functions.pdf',
    14,
    'Calculate the following function by Matlab using function\n' +
      'The function file must be saved with the name of the function before it is called.',
  ),
  page(
    'lecture2_functions.pdf',
    15,
    'Math Functions in matlab\n' +
      'MATLAB has many built-in math functions such as sqrt, exp and abs that work on whole matrices.',
  ),
];
// arabic_text_scan.png as OCR reads it (the source image has no hamzas).
const SCAN = [
  page(
    'arabic_text_scan.png',
    1,
    'وسلم نه قال لا يدخل الجن نمام والنمام هو الذي ينقل الحديث بين الناس وبين اثنين بما يذي حدهما و يوحش قلبه عل صاحبه و صديقه. ' +
      'وما التحريش بين البهام والدواب والطير وغيرهما فحرام كمناقر الديوك ونطاح الكباش والثيران وتحريش الكلاب بعضها عل بعض.',
  ),
];

describe('study-request replies a student can use', () => {
  let t: TestApp;
  let biology: EnrolledClass;
  let science: EnrolledClass;
  let islamic: EnrolledClass;
  let matlab: EnrolledClass;

  beforeAll(async () => {
    t = await createTestApp({ EDUBOT_CHAT_MESSAGES_PER_MINUTE: '100' });
    const bilingual = { supported_languages: ['Arabic - English'] };
    biology = await classWithFiles(t, { name: 'Biology 10', ...bilingual }, [
      [...PHOTOSYNTHESIS, ...PRACTICAL],
      GLOSSARY,
      TRANSPORT,
      ARABIC_NOTES,
      ABBASID,
      SLIDES,
    ]);
    science = await classWithFiles(t, { name: 'Grade 9 Science', ...bilingual }, [
      FORCES,
      QUANTUM,
      LOGIC_GLOSSARY,
      MATLAB,
      MATRICES,
    ]);
    islamic = await classWithFiles(
      t,
      { name: 'التربية الإسلامية', supported_languages: ['Only Arabic'] },
      [SCAN],
    );
    // A zip of two lectures beside two files, as the MATLAB course of the shared class files.
    matlab = await classWithFiles(t, { name: 'MATLAB for Engineers', ...bilingual }, [
      MATRICES,
      FUNCTIONS,
      FORCES,
    ]);
    const zip = 'matlab_lectures.zip';
    const members = [
      page(`${zip}/lecture2_functions.pdf`, 1, 'Math Functions in matlab\n' + MATLAB[0]!.text),
      page(`${zip}/lecture4_matrices.pdf`, 1, 'Control flow and matrices\n' + MATRICES[0]!.text),
    ];
    await insertFileRecords(t.ctx, [{ id: 'zip', botId: matlab.botId, filename: zip }]);
    await t.ctx.search.replaceFileChunks(matlab.botId, 'zip', members, ['ara', 'eng']);
  });
  afterAll(() => t.close());

  const ask = (bot: EnrolledClass, text: string) => askTutor(t.app, bot.student, bot.botId, text);

  it('quizzes on an Arabic topic from English notes through the glossary, introduced in Arabic and quoting the English', async () => {
    const reply = await ask(biology, 'اعطيني ٣ اسئلة عن العامل المحدد');
    expect(reply.result).toMatch(/^\*\*اختبار: العامل المحدد\*\*/u);
    const [questions, answers] = reply.result.split('**الإجابات**');
    expect(questions).toMatch(/املأ الفراغ|ما المقصود/u);
    // The materials' own sentences, in their language: no Arabic inside the quoted English.
    expect(answers).toContain('The three main limiting factors are light intensity');
    expect(answers).not.toMatch(/[A-Za-z][^\n]*\p{Script=Arabic}[^\n]*[A-Za-z]/u);
    expect(reply.sources[0]?.filename).toBe('photosynthesis-unit3.pdf');
  });

  it('summarizes the file a student calls "the forces slides"', async () => {
    const reply = await ask(science, 'pls summarize the forces slides');
    expect(reply.result).toMatch(/^\*\*Summary of forces-and-motion\.pdf\*\*/u);
    // One point per bullet, not two bullets glued into one line.
    const points = reply.result.split('\n').filter((l) => l.startsWith('- '));
    expect(points.length).toBeGreaterThan(1);
    for (const point of points) expect(point).not.toContain('•');
  });

  it('summarizes "the picture" of a bot whose only file is an image', async () => {
    const reply = await ask(islamic, 'لخص الصورة');
    expect(reply.result).toMatch(/^\*\*ملخص arabic_text_scan\.png\*\*/u);
    expect(reply.sources).toHaveLength(1);
  });

  it('leaves slide titles asking questions and table rows out of a page summary', async () => {
    const reply = await ask(science, 'summarize page 1 of quantum_lecture1.pdf');
    const points = reply.result.split('\n').filter((l) => l.startsWith('- '));
    expect(points.length).toBeGreaterThan(0);
    for (const point of points) {
      expect(point).not.toMatch(/\|/u);
      expect(point).not.toMatch(/\?\s*\[\d+\]$/u);
    }
  });

  it('names a glossary file by its entries, not by words its definitions repeat', async () => {
    const reply = await ask(science, 'which files do you have?');
    const line = reply.result.split('\n').find((l) => l.includes('logic_glossary.pdf'))!;
    expect(line).toContain('antecedent');
    expect(line).toContain('complete truth table');
  });

  it('keeps OCR debris out of topics, and suggests a topic the greeting shows', async () => {
    const files = await ask(science, 'which files do you have?');
    expect(files.result).not.toContain('امجح');
    const hello = await ask(science, 'hi');
    const hint = /"quiz me on ([^"]+)"/u.exec(hello.result)![1]!;
    const listed = hello.result.split('\n').filter((l) => /^\d+\. /u.test(l));
    expect(listed.some((l) => l.includes(hint))).toBe(true);
  });

  it('explains a term from a slide line with the points that follow it on that line', async () => {
    const reply = await ask(biology, 'ما هو بيت الحكمة؟ اشرح');
    expect(reply.result).toContain(
      'ازدهر بيت الحكمة في عهد الخليفة المأمون • ترجمت فيه كتب اليونان والفرس والهند إلى العربية',
    );
  });

  it('quizzes on a topic whose own lines make no question from the rest of their slide', async () => {
    const reply = await ask(science, 'test me on matlab matrix indexing');
    expect(reply.result).toMatch(/^\*\*Quiz: matlab matrix indexing\*\*/u);
    expect(reply.result).toContain('The element in row i and column j of A is denoted by A(i,j).');
  });

  it('greets with a topic for every file listed, a zip on one line', async () => {
    const reply = await ask(matlab, 'what can you help me with?');
    const listed = reply.result.split('\n').filter((l) => /^\d+\. /u.test(l));
    expect(listed).toHaveLength(4);
    for (const line of listed) expect(line).toMatch(/\): \S/u);
    expect(listed[3]).toMatch(/^4\. matlab_lectures\.zip \(2 files\): /u);
    // Every file's first topic does not fit: a short title of the file, not its long exercise
    // heading, rather than fewer files or none.
    expect(listed[1]).toBe('2. lecture2_functions.pdf (15 pages): Math Functions in matlab');
  });

  it('says which topics the files cover when a quiz topic is not found, in the student language', async () => {
    // "جداول الصواب" is now found through the school vocabulary (truth tables, decision 041).
    const reply = await ask(science, 'اعمل لي كويز عن البراكين');
    expect(reply.result).toMatch(/^لم أجد "البراكين" في ملفات معلمك الدراسية\. تغطي الملفات: /u);
    expect(reply.result).toContain('antecedent');
    expect(reply.sources).toEqual([]);
  });

  it('explains one item of a slide line without its sibling items', async () => {
    const reply = await ask(science, 'explain newtons second law');
    expect(reply.result).toContain('Second law: force = mass × acceleration (F = m a)');
    expect(reply.result).not.toContain('Third law');
  });

  it("explains a term a slide is titled with from the slide's first statement", async () => {
    const reply = await ask(biology, 'what is ATP synthase');
    expect(reply.result.split('\n\n')[1]).toMatch(
      /^An enzyme in the inner membrane of the mitochondrion • Hydrogen ions/u,
    );
    expect(reply.sources[0]?.filename).toBe('cells-and-energy-slides.pdf');
  });

  it('does not take a section sharing one word of the term for its definition', async () => {
    const reply = await ask(biology, 'explain the pondweed experiment');
    expect(reply.result.split('\n\n')[1]).toMatch(
      /^In this practical you measure how light intensity/u,
    );
  });

  it('does not quiz on the one word it could spell when the topic has another it could not', async () => {
    const reply = await ask(science, 'اسألني ٣ أسئلة عن المصفوفات في ماتلاب');
    expect(reply.result).toMatch(/^لم أجد "المصفوفات في ماتلاب"/u);
    expect(reply.sources).toEqual([]);
  });
});
