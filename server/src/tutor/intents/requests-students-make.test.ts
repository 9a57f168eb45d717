// Decision 060: replies to the requests students actually make, end to end through the chat API
// (real SQLite, search index, the extractive tutor). Notes written for these tests: a file named
// in Arabic by its own title while its file name is English, a one-page sheet sharing the
// topic's word with the file that has the asked page, a title slide, a worksheet beside the notes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { askTutor, type EnrolledClass } from '../../../test/helpers/accounts.js';
import { classWithFiles, page } from '../../../test/helpers/study-files.js';

const EARTH_UNIT = [
  page(
    'earth-science-unit4.pdf',
    1,
    'Unit 4: Volcanoes and Earthquakes\nThe crust of the Earth is broken into large pieces called tectonic plates. The plates move a few centimetres every year.',
  ),
  page(
    'earth-science-unit4.pdf',
    2,
    'A volcano is an opening in the crust through which molten rock reaches the surface. Molten rock under the ground is called magma.',
  ),
  page(
    'earth-science-unit4.pdf',
    3,
    'Earthquakes happen when two plates suddenly slip past each other. The point underground where the slip starts is the focus. The strength of an earthquake is measured with a seismometer.',
  ),
];
const VOLCANO_QUIZ = [
  page('volcanoes-quiz.pdf', 1, 'Volcanoes quiz\nWhat is magma?\nName two famous volcanoes.'),
];
const DENSITY_SLIDES = [
  page(
    'density-slides.pdf',
    1,
    'Density\nPresented by Ms. Rana Khalil, Science Department\nHill Valley School, Grade 8 Science',
  ),
  page(
    'density-slides.pdf',
    2,
    'What density means\nDensity is the mass of a substance in one unit of volume.\nWe measure it in grams per cubic centimetre.\nIce floats on water because its density is lower than the density of water.\nA stone sinks because its density is higher than the density of water.',
  ),
];
const DENSITY_WORKSHEET = [
  page(
    'density-worksheet.pdf',
    1,
    'Worksheet: Density\n1. Calculate the density of a block of wood with a mass of 60 g and a volume of 100 cm3.\n2. A cork has a density of 0.24 g/cm3.\n3. Find the mass of 20 cm3 of cork.\n4. Explain why a steel ship floats on water.\nAnswers: 1) 0.6 g/cm3 3) 4.8 g 4) it holds a lot of air',
  ),
];
// English file names, Arabic notes: "ملف الهضم" and "عرض النباتات" name them by title and kind.
const DIGESTION_UNIT = [
  page(
    'unit-digestion.pdf',
    1,
    'الهضم في الإنسان\nالهضم هو تفكيك الطعام إلى جزيئات صغيرة يستطيع الجسم امتصاصها.',
  ),
  page(
    'unit-digestion.pdf',
    2,
    'المعدة كيس عضلي يفرز العصارة المعدية التي تحتوي على حمض الهيدروكلوريك.',
  ),
  page(
    'unit-digestion.pdf',
    3,
    'الامتصاص هو انتقال الغذاء المهضوم من الأمعاء الدقيقة إلى الدم. تحمل جدران الأمعاء الدقيقة زوائد صغيرة تسمى الخملات. تزيد الخملات مساحة السطح فيسرع الامتصاص. ينتقل الغذاء بعد ذلك إلى الكبد.',
  ),
];
const DIGESTION_SHEET = [
  page(
    'digestion-sheet.pdf',
    1,
    'ورقة عمل: الهضم\nاذكر أعضاء الجهاز الهضمي.\nج: الفم والمريء والمعدة والأمعاء.',
  ),
];
const PLANTS_SLIDES = [
  page('plants-slides.pdf', 1, 'أجزاء النبات\nالجذر يثبت النبات في التربة ويمتص الماء والأملاح.'),
  page('plants-slides.pdf', 2, 'الورقة تصنع الغذاء للنبات في عملية البناء الضوئي.'),
];
const PLANTS_NOTES = [
  page(
    'plants-notes.pdf',
    1,
    'ملاحظات: أجزاء النبات\nالساق تحمل الأوراق وتنقل الماء من الجذر إلى الأوراق.',
  ),
];

describe('requests students make (decision 060)', () => {
  let t: TestApp;
  let science: EnrolledClass;
  let arabic: EnrolledClass;

  beforeAll(async () => {
    t = await createTestApp({ EDUBOT_CHAT_MESSAGES_PER_MINUTE: '100' });
    science = await classWithFiles(
      t,
      { name: 'Science 8', supported_languages: ['Arabic - English'] },
      [VOLCANO_QUIZ, EARTH_UNIT, DENSITY_SLIDES, DENSITY_WORKSHEET],
    );
    arabic = await classWithFiles(t, { name: 'العلوم', supported_languages: ['Only Arabic'] }, [
      DIGESTION_SHEET,
      DIGESTION_UNIT,
      PLANTS_NOTES,
      PLANTS_SLIDES,
    ]);
  });
  afterAll(() => t.close());

  const ask = (bot: EnrolledClass, text: string) => askTutor(t.app, bot.student, bot.botId, text);

  it('summarizes the asked page of the matching file that has it, not a one-page namesake', async () => {
    const reply = await ask(science, 'summarize page 3 of the volcanoes file');
    expect(reply.result).toContain('earth-science-unit4.pdf');
    expect(reply.result).toContain('seismometer');
    expect(reply.sources.map((s) => [s.filename, s.page])).toEqual(
      reply.sources.map(() => ['earth-science-unit4.pdf', 3]),
    );
  });

  it('finds an English-named file by its Arabic title, and a presentation by "عرض"', async () => {
    const digestion = await ask(arabic, 'لخص الصفحة 3 من ملف الهضم');
    expect(digestion.result).toContain('الخملات');
    expect(new Set(digestion.sources.map((s) => s.filename))).toEqual(
      new Set(['unit-digestion.pdf']),
    );
    const slides = await ask(arabic, 'لخص عرض أجزاء النبات');
    expect(slides.sources.length).toBeGreaterThan(0);
    expect(new Set(slides.sources.map((s) => s.filename))).toEqual(new Set(['plants-slides.pdf']));
  });

  it('counts the questions said after the topic and leaves the worksheet out of the quiz', async () => {
    const reply = await ask(science, 'quiz me on density, 2 questions');
    expect(reply.result).toMatch(/^\*\*Quiz: density\*\*/u);
    const [questions, answers] = reply.result.split('**Answers**');
    expect(questions!.match(/^\d+\. /gmu)).toHaveLength(2);
    expect(answers).not.toMatch(/Calculate|Find the|cork|Answers:/u);
    expect(reply.sources[0]?.filename).toBe('density-slides.pdf');
  });

  it('explains from the definition, never the title slide, then what its section adds', async () => {
    const reply = await ask(science, 'explain density simply');
    const body = reply.result.split('\n').filter((l) => l.trim() && !l.startsWith('**'));
    expect(body[0]).toMatch(/^Density is the mass of a substance/u);
    expect(reply.result).not.toMatch(/Presented by|Hill Valley/u);
    // The sentences after it in the same section, not only the defining one.
    expect(reply.result).toContain('grams per cubic centimetre');
    expect(reply.result).toContain('Ice floats on water');
  });

  it('explains a spoken "اشرحلي كيف ..." with a verb the notes write as a noun', async () => {
    const reply = await ask(arabic, 'اشرحلي كيف يمتص الغذاء');
    expect(reply.sources.length).toBeGreaterThan(0);
    expect(reply.result).toContain('الامتصاص هو انتقال الغذاء المهضوم');
    expect(reply.result).toContain('الخملات');
    expect(reply.result).not.toMatch(/^ج:/mu);
  });
});
