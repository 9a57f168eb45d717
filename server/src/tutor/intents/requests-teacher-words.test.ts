// Decision 076: a bot of six files named in two languages (file names written by the teacher,
// requests written by the student): every file in the topics reply, a file named by its kind
// in the other language, a greeting that calls the tutor "sir" / "أستاذ", and a quiz that gives
// the number of questions asked when the notes have enough sentences on the topic.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { askTutor, type EnrolledClass } from '../../../test/helpers/accounts.js';
import { classWithFiles, page } from '../../../test/helpers/study-files.js';

const UNIT = [
  page(
    'Unit3_Restless_Earth.pdf',
    1,
    'The structure of the Earth\nThe Earth is made of the crust, the mantle, the outer core and the inner core. The mantle is hot rock that flows very slowly.',
  ),
  page(
    'Unit3_Restless_Earth.pdf',
    2,
    'Tectonic plates\nThe crust is broken into large pieces called tectonic plates. Convection currents in the mantle move the plates a few centimetres every year.',
  ),
  page(
    'Unit3_Restless_Earth.pdf',
    3,
    'Earthquakes\nThe point inside the crust where the rocks break is called the focus. The point on the surface above the focus is called the epicentre. Earthquakes are recorded with a seismometer.',
  ),
];
const WORKSHEET = [
  page(
    'ورقة_عمل_الزلازل.pdf',
    1,
    'ورقة عمل: الزلازل\n1. عرّف الزلزال بكلماتك الخاصة.\n2. ما الفرق بين البؤرة والمركز السطحي للزلزال؟\n3. اذكر جهازًا يستخدم لتسجيل الاهتزازات الأرضية.',
  ),
];
const SLIDES = [
  page(
    'Volcanoes_slides.pdf',
    1,
    'Volcanoes\nA volcano forms where magma reaches the surface of the Earth. Magma that reaches the surface is called lava.',
  ),
  page(
    'Volcanoes_slides.pdf',
    2,
    'Types of volcano\nShield volcanoes are wide volcanoes with gentle slopes and runny lava. Composite volcanoes are steep cones built from layers of ash and sticky lava. A dormant volcano has not erupted for a long time but may erupt again. An extinct volcano is not expected to erupt again.',
  ),
  page(
    'Volcanoes_slides.pdf',
    3,
    'Living with volcanoes\nScientists predict volcanic eruptions by measuring small earthquakes and gas release. Volcanic ash breaks down into fertile soil for farming.',
  ),
];
const GLOSSARY = [
  page(
    'Earth_Science_Glossary.pdf',
    1,
    'Glossary\nCrust: the thin outer layer of the Earth.\nMagma: molten rock below the surface.\nLava: molten rock on the surface.',
  ),
];
const SUMMARY = [
  page(
    'ملخص_الصفائح_التكتونية.pdf',
    1,
    'الصفائح التكتونية\nتنقسم القشرة الأرضية إلى قطع كبيرة تسمى الصفائح التكتونية. تتحرك الصفائح بسبب تيارات الحمل في الوشاح.',
  ),
];
const LESSON = [
  page(
    'Lesson2_Weathering.pdf',
    1,
    'Weathering\nWeathering is the breaking down of rocks in the place where they are found. Freeze-thaw weathering happens when water in a crack freezes and widens the crack.',
  ),
];

describe('requests on a six-file bot named in two languages (decision 076)', () => {
  let t: TestApp;
  let earth: EnrolledClass;

  beforeAll(async () => {
    t = await createTestApp({ EDUBOT_CHAT_MESSAGES_PER_MINUTE: '100' });
    earth = await classWithFiles(
      t,
      { name: 'Earth Science 8', supported_languages: ['Arabic - English'] },
      [UNIT, WORKSHEET, SLIDES, GLOSSARY, SUMMARY, LESSON],
    );
  });
  afterAll(() => t.close());

  const ask = (text: string) => askTutor(t.app, earth.student, earth.botId, text);
  const filesOf = (reply: { sources: { filename: string }[] }) =>
    new Set(reply.sources.map((s) => s.filename));

  it('names every one of six files when asked what it can be asked about', async () => {
    for (const text of ['what can I ask you about?', 'مرحبا استاذ']) {
      const reply = await ask(text);
      for (const name of [
        'Unit3_Restless_Earth.pdf',
        'ورقة_عمل_الزلازل.pdf',
        'Volcanoes_slides.pdf',
        'Earth_Science_Glossary.pdf',
        'ملخص_الصفائح_التكتونية.pdf',
        'Lesson2_Weathering.pdf',
      ])
        expect(reply.result).toContain(name);
      expect(reply.result).not.toMatch(/\(\+\d+\)/u);
      expect(reply.sources).toEqual([]);
    }
  });

  it('finds a file by its kind said in the other language', async () => {
    const unit = await ask('لخصلي الصفحة الثالثة من الوحدة');
    expect(filesOf(unit)).toEqual(new Set(['Unit3_Restless_Earth.pdf']));
    expect(unit.sources.every((s) => s.page === 3)).toBe(true);
    const worksheet = await ask('summarize the worksheet');
    expect(filesOf(worksheet)).toEqual(new Set(['ورقة_عمل_الزلازل.pdf']));
    const slides = await ask('لخص العرض');
    expect(filesOf(slides)).toEqual(new Set(['Volcanoes_slides.pdf']));
    const glossary = await ask('لخصلي المسرد');
    expect(filesOf(glossary)).toEqual(new Set(['Earth_Science_Glossary.pdf']));
  });
});
