// Study requests end to end through the chat API: real SQLite, real search index, the
// extractive tutor. The material is a short biology lesson in English (two pages with
// headings) and Arabic, plus a file that FAILED, as the files table would hold them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { enrolledClass, type Account, askTutor } from '../../../test/helpers/accounts.js';
import { insertFileRecords } from '../../../test/helpers/study-files.js';

const LESSON = { id: 'file-lesson', name: 'plants-lesson.pdf' };
const ARABIC = { id: 'file-ar', name: 'الخلية.pdf' };
const GLOSSARY = { id: 'file-glossary', name: 'glossary.pdf' };
const GLOSSARY_PAGES = [
  {
    page: 3,
    text:
      'Glossary 37\n' +
      'osmosis The movement of water through a partially permeable membrane.\n' +
      'transpiration The loss of water vapour from the leaves of a plant.',
  },
];
const BROKEN = {
  id: 'file-broken',
  name: 'old-book.pdf',
  error: 'The PDF has more than 500 pages',
};

const LESSON_PAGES = [
  {
    page: 1,
    text:
      'Photosynthesis in green plants\n' +
      'Photosynthesis is the process by which green plants make glucose from carbon dioxide and water using light energy. ' +
      'It takes place in the chloroplasts of leaf cells. Chlorophyll is the green pigment that absorbs the light energy. ' +
      'Oxygen is released as a by-product of photosynthesis.',
  },
  {
    page: 2,
    text:
      'The pondweed experiment\n' +
      'In the pondweed experiment, a piece of pondweed is placed in water under a lamp. ' +
      'The pondweed gives off bubbles of oxygen while it photosynthesises. ' +
      'Moving the lamp closer increases the number of bubbles per minute, because the light intensity rises. ' +
      'Counting the bubbles therefore measures the rate of photosynthesis. ' +
      'If the water is warm, osmosis and transpiration in the pondweed do not change the count. ' +
      'At dawn the rate of photosynthesis equals the rate of respiration. ' +
      'This light level is called the compensation point.',
  },
];
const ARABIC_PAGES = [
  {
    page: 1,
    text:
      'الخلية ومكوناتها\n' +
      'الخلية هي الوحدة الأساسية في بناء جميع الكائنات الحية. ' +
      'تحتوي الخلية على النواة التي تحمل المادة الوراثية. ' +
      'الميتوكوندريا هي مصانع الطاقة في الخلية حيث يحدث التنفس الخلوي.',
  },
];

describe('study requests through the chat API', () => {
  let t: TestApp;
  let student: Account;
  let botId: string;

  beforeAll(async () => {
    // More questions than one student may send a minute (docs/decisions/009): the limit is not tested here.
    t = await createTestApp({ EDUBOT_CHAT_MESSAGES_PER_MINUTE: '100' });
    ({ student, botId } = await enrolledClass(t.app, {
      name: 'Biology 9',
      supported_languages: ['Arabic - English'],
    }));
    const languages = ['ara', 'eng'] as const;
    await t.ctx.search.replaceFileChunks(
      botId,
      LESSON.id,
      LESSON_PAGES.map((p) => ({ ...p, filename: LESSON.name })),
      languages,
    );
    await t.ctx.search.replaceFileChunks(
      botId,
      ARABIC.id,
      ARABIC_PAGES.map((p) => ({ ...p, filename: ARABIC.name })),
      languages,
    );
    await t.ctx.search.replaceFileChunks(
      botId,
      GLOSSARY.id,
      GLOSSARY_PAGES.map((p) => ({ ...p, filename: GLOSSARY.name })),
      languages,
    );
    const at = (n: number) => `2026-01-0${n}T00:00:00.000Z`;
    const indexed = (f: { id: string; name: string }, n: number) =>
      ({ id: f.id, botId, filename: f.name, chunkCount: 1, at: at(n) }) as const;
    await insertFileRecords(t.ctx, [
      indexed(LESSON, 1),
      indexed(ARABIC, 2),
      {
        id: BROKEN.id,
        botId,
        filename: BROKEN.name,
        status: 'FAILED',
        error: BROKEN.error,
        at: at(3),
      },
      indexed(GLOSSARY, 4),
    ]);
  });
  afterAll(() => t.close());

  const ask = (text: string) => askTutor(t.app, student, botId, text);

  it('greets in the student language, naming the files and their topics, without citations', async () => {
    const en = await ask('hi');
    expect(en.result).toMatch(/^Hello!/u);
    expect(en.result).toContain('plants-lesson.pdf');
    expect(en.result).toContain('Photosynthesis in green plants');
    expect(en.result.length).toBeLessThanOrEqual(500);
    expect(en.result).not.toMatch(/do not cover/u);
    expect(en.sources).toEqual([]);
    const ar = await ask('السلام عليكم');
    expect(ar.result).toMatch(/^أهلًا بك/u);
    expect(ar.result).toContain('الخلية.pdf');
    const thanks = await ask('thank you!');
    expect(thanks.result).toMatch(/welcome/u);
  });

  it('lists the files, with the one that could not be read and why', async () => {
    const reply = await ask('which files do you have?');
    expect(reply.result).toContain('1. plants-lesson.pdf (2 pages)');
    expect(reply.result).toContain('2. الخلية.pdf (1 page)');
    expect(reply.result).toContain(`3. old-book.pdf: could not be read: ${BROKEN.error}`);
    const ar = await ask('ايش الملفات اللي عندك؟');
    expect(ar.result).toContain('تعذّرت قراءته');
  });

  it('summarizes a page with cited sentences of that page only', async () => {
    const reply = await ask('summarize page 2 of the plants lesson');
    expect(reply.result).toMatch(/^\*\*Summary of page 2 of plants-lesson\.pdf\*\*/u);
    expect(reply.result).toContain('bubbles');
    expect(reply.result).toMatch(/\[1\]/u);
    expect(reply.sources.length).toBeGreaterThan(0);
    for (const s of reply.sources) expect(s).toMatchObject({ filename: LESSON.name, page: 2 });
  });

  it('says when a page does not exist and lists the pages there are', async () => {
    const reply = await ask('summarize page 9 of plants-lesson.pdf');
    expect(reply.result).toBe('plants-lesson.pdf has no page 9: it has 2 pages.');
    expect(reply.sources).toEqual([]);
  });

  it('summarizes an Arabic page in Arabic', async () => {
    const reply = await ask('لخص لي الصفحة ١ من ملف الخلية');
    expect(reply.result).toMatch(/^\*\*ملخص الصفحة 1 من الخلية\.pdf\*\*/u);
    expect(reply.result).toContain('الوحدة الأساسية');
    expect(reply.sources[0]).toMatchObject({ filename: ARABIC.name, page: 1 });
  });

  it('builds a numbered quiz on a topic with the answers after it, cited', async () => {
    const reply = await ask('give me 2 questions about photosynthesis');
    const [questions, answers] = reply.result.split('**Answers**');
    expect(questions).toMatch(/\n1\. .+\n2\. .+/u);
    expect(questions).not.toMatch(/\n3\. /u);
    expect(answers).toMatch(/\n1\. \*\*.+\*\*: .+ \[\d\]/u);
    expect(reply.sources.length).toBeGreaterThan(0);
    expect(reply.sources.every((s) => s.filename === LESSON.name)).toBe(true);
  });

  it('fills a quiz on a term named once from the sentences of the same passage', async () => {
    // Only one sentence names chlorophyll; the passage it is in gives the second question.
    const reply = await ask('give me 2 questions about chlorophyll');
    const [questions] = reply.result.split('**Answers**');
    expect(questions).toMatch(/\n1\. .+\n2\. .+/u);
    expect(reply.sources.every((s) => s.filename === LESSON.name && s.page === 1)).toBe(true);
  });

  it('explains a term with its defining sentence first', async () => {
    const reply = await ask('what is photosynthesis?');
    expect(reply.result).toMatch(
      /^\*\*photosynthesis\*\*\n\nPhotosynthesis is the process by which green plants make glucose/u,
    );
    expect(reply.sources[0]).toMatchObject({ filename: LESSON.name, page: 1 });
    const pondweed = await ask('explain the pondweed experiment');
    expect(pondweed.result).toContain('a piece of pondweed is placed in water under a lamp');
    expect(pondweed.sources[0]).toMatchObject({ page: 2 });
    const ar = await ask('ما هي الخلية؟');
    expect(ar.result).toContain('الخلية هي الوحدة الأساسية');
  });

  it('explains a term named by a “This … is called” sentence with the sentence before it', async () => {
    const reply = await ask('explain the compensation point');
    expect(reply.result).toContain(
      'At dawn the rate of photosynthesis equals the rate of respiration. This light level is called the compensation point.',
    );
  });

  it('leads with the glossary line that defines a term, not a page that only uses it', async () => {
    const reply = await ask('define osmosis');
    expect(reply.result).toMatch(
      /^\*\*osmosis\*\*\n\nosmosis The movement of water through a partially permeable membrane\. \[1\]/u,
    );
    expect(reply.sources[0]).toMatchObject({ filename: GLOSSARY.name, page: 3 });
    // The next glossary line defines another term: it is not part of the explanation.
    expect(reply.result).not.toContain('transpiration The loss');
  });

  it('explains a term written in both scripts from the notes in the script that holds it', async () => {
    // "التناضح" is in no file; the English word beside it is the glossary's "osmosis".
    const reply = await ask('اشرح لي ما هو التناضح osmosis');
    expect(reply.result).toContain(
      'osmosis The movement of water through a partially permeable membrane.',
    );
    expect(reply.sources[0]).toMatchObject({ filename: GLOSSARY.name, page: 3 });
  });

  it('finds an English term the student wrote in Arabic letters in the English notes', async () => {
    // "الكلوروفيل" is chlorophyll spelled in Arabic; no file or glossary writes it so.
    const quiz = await ask('اختبرني في الكلوروفيل');
    const [questions, answers] = quiz.result.split('**الإجابات**');
    expect(questions).toMatch(/\n1\. .+/u);
    expect(answers).toContain('Chlorophyll is the green pigment');
    expect(quiz.sources.every((s) => s.filename === LESSON.name)).toBe(true);
    const explain = await ask('اشرح الفوتوسينثيسيس');
    expect(explain.result).toContain('Photosynthesis is the process by which green plants');
    // An ordinary question too, introduced in Arabic.
    const question = await ask('ما وظيفة الكلوروفيل؟');
    expect(question.result).toMatch(/^وجدت الإجابة في ملفات معلمك باللغة الإنجليزية/u);
    expect(question.result).toContain(
      'Chlorophyll is the green pigment that absorbs the light energy',
    );
    expect(question.sources[0]).toMatchObject({ filename: LESSON.name, page: 1 });
    // A question that asks more about the term than the notes could be judged on is declined.
    const more = await ask('كم عدد جزيئات الكلوروفيل في الخلية النباتية؟');
    expect(more.sources).toEqual([]);
  });

  it('names topics from headings, not running headers or page numbers', async () => {
    const reply = await ask('what topics do you cover?');
    expect(reply.result).toContain('Photosynthesis in green plants');
    expect(reply.result).toContain('The pondweed experiment');
    expect(reply.result).not.toMatch(/Glossary 37/u);
  });

  it('declines to explain a term the materials never mention, in the student language', async () => {
    const en = await ask('explain quantum teleportation');
    expect(en.result).toMatch(/do not cover this question/u);
    expect(en.sources).toEqual([]);
    const ar = await ask('اشرح لي أحكام الزكاة');
    expect(ar.result).toMatch(/لا تغطي المواد الدراسية/u);
  });

  it('still answers ordinary questions as before', async () => {
    const reply = await ask('Where does photosynthesis take place?');
    expect(reply.result).toContain('chloroplasts');
  });
});
