// Decision 060 addendum: how much of the files a study request reaches, end to end through the
// chat API (real SQLite, search index, the extractive tutor). Notes written for these tests: a
// five-page unit with an English file name and an Arabic title beside a one-page review sheet
// whose Arabic file name holds the topic's word; a section heading with its items; a quiz on two
// joined topics; Arabic notes asked about in English on a bilingual bot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { askTutor, enrolledClass, type EnrolledClass } from '../../../test/helpers/accounts.js';
import { classWithFiles, indexStudyFile, page } from '../../../test/helpers/study-files.js';

const WEATHER_UNIT = [
  page(
    'G7_Unit2_Weather.pdf',
    1,
    'الوحدة الثانية: أحوال الجو من حولنا\nالصف السابع - الفصل الدراسي الأول\nنتعرف في هذه الوحدة على الغلاف الجوي الذي يحيط بنا.\nونتعلم كيف نقرأ خريطة بسيطة.\nالطقس هو حالة الجو في مكان ما خلال فترة قصيرة من الزمن.',
  ),
  page(
    'G7_Unit2_Weather.pdf',
    2,
    'الغلاف الجوي طبقة من الغازات تحيط بالأرض.\nيتكون الهواء من النيتروجين والأكسجين وغازات أخرى.',
  ),
  page(
    'G7_Unit2_Weather.pdf',
    3,
    'الضغط الجوي هو وزن عمود الهواء فوق مساحة معينة.\nيقل الضغط الجوي كلما ارتفعنا عن سطح البحر.',
  ),
  page(
    'G7_Unit2_Weather.pdf',
    4,
    'يتغير الطقس من يوم إلى آخر ومن مكان إلى آخر.\nالعوامل المؤثرة في الطقس\n- الإشعاع الشمسي: تسخن أشعة الشمس سطح الأرض بدرجات مختلفة.\n- الرياح: تنقل الرياح الهواء الدافئ والبارد من منطقة إلى أخرى.\n- القرب من البحر: يزيد البحر رطوبة الهواء في المدن الساحلية.\n- الارتفاع: تنخفض درجة الحرارة كلما ارتفعنا في الجبال.\nأدوات قياس الطقس\nيقيس الترمومتر درجة حرارة الهواء.',
  ),
  page(
    'G7_Unit2_Weather.pdf',
    5,
    'تتكون الغيوم عندما يبرد بخار الماء ويتكاثف.\nيسقط المطر عندما تكبر قطرات الماء في الغيوم.',
  ),
];
const WEATHER_REVIEW = [
  page(
    'مراجعة الطقس.pdf',
    1,
    'مراجعة سريعة\nاذكر تعريف الطقس.\nج: حالة الجو في مكان ما خلال فترة قصيرة.',
  ),
];
const CIRCUITS = [
  page(
    'circuits-notes.pdf',
    1,
    'Joining lamps\nLamps joined in series sit one after another in a single loop. The same current passes through every lamp in series. If one lamp in series breaks, all the other lamps go out. Adding more lamps in series makes each lamp dimmer.',
  ),
  page(
    'circuits-notes.pdf',
    2,
    'Branches\nLamps connected in parallel each sit on their own branch. The voltage across each branch is the same when lamps are in parallel. If one lamp in parallel breaks, the lamps on the other branches stay lit. Homes are wired in parallel so that each socket can be switched on its own.',
  ),
  page(
    'circuits-notes.pdf',
    3,
    'Wires are made of metals because metals let charge flow easily.\nFactors that change the resistance of a wire\n- Length: a longer wire has a larger resistance.\n- Thickness: a thicker wire has a smaller resistance.\n- Temperature: a hot wire resists the current more than a cold one.\n- Material: copper wires resist less than iron wires of the same size.\nMeasuring resistance\nAn ohmmeter measures resistance directly.',
  ),
];
const FOOD_CHAINS = [
  page(
    'ecology.pdf',
    1,
    'السلاسل الغذائية\nتبين السلسلة الغذائية انتقال الطاقة من كائن حي إلى آخر. تبدأ كل سلسلة غذائية بالنباتات الخضراء. تسمى النباتات المنتجات لأنها تصنع غذاءها بنفسها. تسمى الحيوانات التي تتغذى على غيرها المستهلكات. تحلل الفطريات والبكتيريا بقايا الكائنات الميتة.',
  ),
];

describe('how far a study request reaches (decision 060 addendum)', () => {
  let t: TestApp;
  let bot: EnrolledClass;

  beforeAll(async () => {
    t = await createTestApp({ EDUBOT_CHAT_MESSAGES_PER_MINUTE: '100' });
    bot = await classWithFiles(
      t,
      { name: 'Science 7', supported_languages: ['Arabic - English'] },
      [WEATHER_REVIEW, WEATHER_UNIT, CIRCUITS, FOOD_CHAINS],
    );
  });
  afterAll(() => t.close());

  const ask = (text: string) => askTutor(t.app, bot.student, bot.botId, text);

  it('summarizes the asked page from the unit titled with the topic, not the one-page namesake', async () => {
    const reply = await ask('لخص لي الصفحة الرابعة من ملف الطقس');
    expect(reply.sources.length).toBeGreaterThan(0);
    expect(reply.sources.map((s) => [s.filename, s.page])).toEqual(
      reply.sources.map(() => ['G7_Unit2_Weather.pdf', 4]),
    );
    expect(reply.result).toContain('الرياح');
  });

  it('explains a section heading with the items under it, in Arabic and English', async () => {
    const arabic = await ask('اشرح لي العوامل المؤثرة في الطقس');
    expect(arabic.sources[0]?.page).toBe(4);
    expect(arabic.result).toContain('تنقل الرياح الهواء الدافئ');
    expect(arabic.result).toContain('رطوبة الهواء في المدن الساحلية');
    expect(arabic.result).toContain('تنخفض درجة الحرارة كلما ارتفعنا');
    expect(arabic.result).not.toContain('الترمومتر');
    const english = await ask('explain the factors that change the resistance of a wire');
    expect(english.sources[0]?.page).toBe(3);
    expect(english.result).toContain('thicker wire has a smaller resistance');
    expect(english.result).toContain('hot wire resists');
    expect(english.result).not.toContain('ohmmeter');
  });

  it('quizzes on two joined topics with the asked count', async () => {
    const reply = await ask('give me 4 questions about series and parallel circuits');
    const [questions] = reply.result.split('**Answers**');
    expect(questions!.match(/^\d+\. /gmu)).toHaveLength(4);
    expect(reply.sources.length).toBeGreaterThan(0);
    expect(reply.sources.every((s) => s.filename === 'circuits-notes.pdf')).toBe(true);
    // Half of a topic missing from the notes is another topic: no quiz on "lamp" alone.
    const other = await ask('quiz me on lamp factories');
    expect(other.sources).toEqual([]);
  });

  it('carries an English quiz topic to the Arabic notes that hold it, and says so in English', async () => {
    const reply = await ask('quiz me on food chains');
    expect(reply.sources.length).toBeGreaterThan(0);
    expect(reply.sources[0]?.filename).toBe('ecology.pdf');
    expect(reply.result).toMatch(/^\*\*Quiz/u);
    expect(reply.result).not.toMatch(/circuit|lamp/u);
  });
});

describe('a page asked of a file named with underscores that has no such page', () => {
  let t: TestApp;
  let bot: EnrolledClass;

  beforeAll(async () => {
    t = await createTestApp();
    bot = await enrolledClass(t.app, {
      name: 'Science 7',
      supported_languages: ['Arabic - English'],
    });
    await indexStudyFile(t.ctx, bot.botId, 'review', [
      page(
        'مراجعة_الطقس_والفصول.pdf',
        1,
        'مراجعة الطقس والفصول\nاذكر تعريف الطقس.\nج: حالة الجو في مكان ما خلال فترة قصيرة.',
      ),
    ]);
    await indexStudyFile(t.ctx, bot.botId, 'unit', WEATHER_UNIT);
  });
  afterAll(() => t.close());

  it('summarizes that page of the unit about the topic, not "no page 4" of the sheet', async () => {
    const reply = await askTutor(
      t.app,
      bot.student,
      bot.botId,
      'لخص لي الصفحة الرابعة من ملف الطقس',
    );
    expect(reply.sources.length).toBeGreaterThan(0);
    expect(reply.sources.every((s) => s.filename === 'G7_Unit2_Weather.pdf' && s.page === 4)).toBe(
      true,
    );
  });
});

describe('a quiz whose topic words also name a worksheet', () => {
  let t: TestApp;
  let bot: EnrolledClass;

  beforeAll(async () => {
    t = await createTestApp();
    bot = await enrolledClass(t.app, {
      name: 'Physics 9',
      supported_languages: ['Arabic - English'],
    });
    await indexStudyFile(t.ctx, bot.botId, 'sheet', [
      page(
        'Worksheet_3A_Series_Parallel.pdf',
        1,
        'Worksheet 3A: Series and parallel\n1. Two 4 Ω resistors are joined in series to a 6 V cell. Calculate the current.\n2. Find the combined resistance of a 3 Ω and a 6 Ω resistor in parallel.\n3. Explain why the lamps in a house are wired in parallel.',
      ),
    ]);
    await indexStudyFile(t.ctx, bot.botId, 'notes', CIRCUITS);
  });
  afterAll(() => t.close());

  it('quizzes from the notes on series and parallel when the worksheet holds only tasks', async () => {
    const reply = await askTutor(
      t.app,
      bot.student,
      bot.botId,
      'give me 3 questions about series and parallel circuits',
    );
    const [questions] = reply.result.split('**Answers**');
    expect(questions!.match(/_____/gu)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(reply.sources[0]?.filename).toBe('circuits-notes.pdf');
  });
});
