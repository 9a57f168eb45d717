// Study-request replies read as a student reads them (decision 041), end to end through the chat
// API (real SQLite, search index and glossary mining, the extractive tutor). The page texts are
// the text of real class files: the benchmark class's biology notes and electric circuits, and
// page 1 of forallx_ch12.pdf of the shared class files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { askTutor, type EnrolledClass } from '../../../test/helpers/accounts.js';
import { classWithFiles, page } from '../../../test/helpers/study-files.js';

// Page 3 of photosynthesis-unit3.pdf: sentences that lean on the one before ("Then ...", "It ...").
const PRACTICAL = [
  page(
    'photosynthesis-unit3.pdf',
    3,
    'A lamp is placed at a measured distance from the tube, starting at 10 cm. The pondweed is left for five minutes to adjust to the new light level. ' +
      'Then the number of oxygen bubbles given off from the cut end of the stem is counted for one minute. ' +
      'The lamp is moved back in steps of 10 cm and the count is repeated at each distance. Each distance is tested three times and a mean is calculated.\n' +
      'A beaker of water is placed between the lamp and the boiling tube. It acts as a heat shield: it absorbs heat from the lamp so that the temperature of the pondweed stays the same, and only the light intensity changes. ' +
      'The temperature is the control variable, the distance from the lamp is the independent variable, and the number of bubbles per minute is the dependent variable.',
  ),
];
// ملاحظات الأحياء.pdf, page 1: the starch test, one step a line.
const ARABIC_NOTES = [
  page(
    'ملاحظات الأحياء.pdf',
    1,
    'اختبار النشا في الورقة\n' +
      'نغلي الورقة في الماء لمدة دقيقة لقتل الخلايا وإيقاف التفاعلات.\n' +
      'ثم نضعها في الإيثانول الساخن لإزالة الكلوروفيل فيصبح لون الورقة أبيض.\n' +
      'نضع قطرات من محلول اليود على الورقة، فإذا تحول لونه إلى الأزرق الداكن فهذا يدل على وجود النشا.\n' +
      'تخزن الخلية الطاقة في جزيئات ATP التي يصنعها إنزيم ATP synthase.',
  ),
];
// Slide 6 of cells-and-energy-slides.pdf.
const SLIDES = [
  page(
    'cells-and-energy-slides.pdf',
    6,
    'ATP synthase\n' +
      '• An enzyme in the inner membrane of the mitochondrion • Hydrogen ions (protons) flow through it from high to low concentration • The flow turns part of the enzyme like a rotor',
  ),
];
// Page 1 of forallx_ch12.pdf as pdftotext reads it (an English-only textbook chapter).
const LOGIC = [
  page(
    'forallx_ch12.pdf',
    1,
    'Truth table shortcuts\n' +
      'With practice, you will become adept at quickly filling out truth tables. There are, however, some shortcuts that will (1) save you some time and (2) reinforce the meaning the concepts that can be tested using truth tables.\n' +
      '12.1 Testing for validity\n' +
      'As we said in §11.1, when we use truth tables to test for validity, we are checking for bad lines: lines where the premises are all true and the conclusion is false. ' +
      'Since all we are doing is looking for bad lines, if we find a line where the conclusion is true, we do not need to evaluate anything else on that line. ' +
      'The first step is evaluating the conclusion. If we find that the conclusion is true on some line, then that is not a bad line, and so we can simply ignore the rest of the line.',
  ),
];
// acids-bases-chapter5.pdf of the benchmark class, page 2.
const ACIDS = [
  page(
    'acids-bases-chapter5.pdf',
    2,
    '5.3 Neutralisation\n' +
      'When an acid reacts with a base, the products are a salt and water. This reaction is called neutralisation. The general word equation is: acid + base → salt + water.\n' +
      'For example, hydrochloric acid + sodium hydroxide → sodium chloride + water. The hydrogen ions from the acid react with the hydroxide ions from the alkali to form water molecules.\n' +
      'The name of a salt comes from the metal in the base and the acid used. Hydrochloric acid makes chlorides, sulfuric acid makes sulfates and nitric acid makes nitrates.',
  ),
];
// الدولة العباسية.pdf of the benchmark class, pages 2 and 5.
const ABBASID = [
  page(
    'الدولة العباسية.pdf',
    2,
    'قيام الدولة العباسية\nقامت الدولة العباسية عام ٧٥٠ م بعد سقوط الدولة الأموية • أول خلفائها أبو العباس السفاح • اتخذت الدولة العباسية اللون الأسود شعاراً لها',
  ),
  page(
    'الدولة العباسية.pdf',
    5,
    'سقوط بغداد\nسقطت بغداد على يد المغول بقيادة هولاكو عام ١٢٥٨ م • أحرق المغول كثيراً من الكتب وألقوها في نهر دجلة • انتهت بسقوط بغداد الدولة العباسية في العراق',
  ),
];

describe('study-request replies a student reads whole', () => {
  let t: TestApp;
  let biology: EnrolledClass;
  let logic: EnrolledClass;
  let history: EnrolledClass;

  beforeAll(async () => {
    t = await createTestApp({ EDUBOT_CHAT_MESSAGES_PER_MINUTE: '100' });
    biology = await classWithFiles(
      t,
      { name: 'Biology 10', supported_languages: ['Arabic - English'] },
      [PRACTICAL, ARABIC_NOTES, SLIDES],
    );
    logic = await classWithFiles(
      t,
      { name: 'Logic (Philosophy 1000)', supported_languages: ['Arabic - English'] },
      [LOGIC, ACIDS],
    );
    history = await classWithFiles(t, { name: 'التاريخ', supported_languages: ['Only Arabic'] }, [
      ABBASID,
    ]);
  });
  afterAll(() => t.close());

  const ask = (bot: EnrolledClass, text: string) => askTutor(t.app, bot.student, bot.botId, text);
  const points = (text: string) => text.split('\n').filter((l) => l.startsWith('- '));

  it('quotes a summary point that says "It ..." or "Then ..." with the sentence it follows', async () => {
    const reply = await ask(biology, 'summarize page 3 of photosynthesis-unit3.pdf');
    const list = points(reply.result);
    expect(list.length).toBeGreaterThan(0);
    for (const point of list) {
      if (point.includes('It acts as a heat shield')) expect(point).toContain('A beaker of water');
      if (point.includes('Then the number of oxygen bubbles'))
        expect(point).toContain('The pondweed is left');
      expect(point).not.toMatch(/^- (?:It|Then|This) /u);
    }
  });

  it('quotes an Arabic step that starts with "ثم" after the step before it', async () => {
    const reply = await ask(biology, 'لخص الصفحة 1 من ملاحظات الأحياء');
    const list = points(reply.result);
    expect(list.length).toBeGreaterThan(0);
    for (const point of list) {
      expect(point).not.toMatch(/^- ثم /u);
      if (point.includes('ثم نضعها')) expect(point).toContain('نغلي الورقة');
    }
  });

  it('explains an English term in English only, without the Arabic notes that name it', async () => {
    const reply = await ask(biology, 'what is ATP synthase');
    expect(reply.result).toContain('An enzyme in the inner membrane');
    expect(reply.result).not.toMatch(/\p{Script=Arabic}/u);
  });

  it('quizzes on an Arabic school term for English notes no glossary translates', async () => {
    const reply = await ask(logic, 'اعمل لي كويز عن جداول الصواب');
    expect(reply.result).toMatch(/^\*\*اختبار: جداول الصواب\*\*/u);
    const [, answers] = reply.result.split('**الإجابات**');
    expect(answers).toMatch(/truth tables?/iu);
    expect(reply.sources[0]?.filename).toBe('forallx_ch12.pdf');
  });

  it('titles a quiz on a file with the words the student named it by, and never blanks them', async () => {
    const english = await ask(logic, 'give me 3 questions on acids and bases');
    expect(english.result).toMatch(/^\*\*Quiz: acids and bases\*\*/u);
    expect(english.result.split('**Answers**')[1]).not.toMatch(/\*\*(?:acids?|bases?)\*\*/iu);
    const reply = await ask(history, 'أعطني ٣ أسئلة عن الدولة العباسية');
    expect(reply.result).toMatch(/^\*\*اختبار: الدولة العباسية\*\*/u);
    const [, answers] = reply.result.split('**الإجابات**');
    expect(answers).not.toMatch(/\*\*(?:الدولة|العباسية)/u);
  });

  // A photo of a heading with "quiz me on this" / "لخص هذا": the OCR text the chat read is the topic.
  const withPhoto = (bot: { botId: string }, name: string, text: string, imageText: string) =>
    t.ctx.tutor.ask({
      botId: bot.botId,
      botName: name,
      botLanguages: ['ara', 'eng'],
      text,
      imageText,
      image: { mimeType: 'image/png', bytes: Buffer.from('') },
    });

  it('quizzes on the topic a photo names when the request names none', async () => {
    const reply = await withPhoto(
      logic,
      'Logic (Philosophy 1000)',
      'quiz me on this',
      'Truth tables',
    );
    expect(reply.text).toMatch(
      /^From your image I read: “Truth tables”\n\n\*\*Quiz: Truth tables\*\*/u,
    );
    expect(reply.sources[0]?.filename).toBe('forallx_ch12.pdf');
  });

  it('summarizes the topic an Arabic photo names, introduced in Arabic', async () => {
    const reply = await withPhoto(biology, 'Biology 10', 'لخص هذا', 'اختبار النشا في الورقة');
    expect(reply.text).toMatch(
      /^قرأت من صورتك: «اختبار النشا في الورقة»\n\n\*\*ملخص: اختبار النشا في الورقة\*\*/u,
    );
    expect(reply.sources[0]?.filename).toBe('ملاحظات الأحياء.pdf');
  });

  it('summarizes a topic holding a word that also names files ("في الورقة": in the leaf)', async () => {
    const reply = await ask(biology, 'لخص اختبار النشا في الورقة');
    expect(reply.result).toMatch(/^\*\*ملخص: اختبار النشا في الورقة\*\*/u);
    expect(reply.result).toContain('محلول اليود');
  });
});
