// Decision 084, end to end through the chat API (real SQLite, search index, the extractive
// tutor): an explanation led by the glossary's entry of the term, not by a chapter sentence that
// only mentions it; a quiz that reaches the rest of its file when the topic's own section is
// short; several requests in one message; "explain why ..." answered as the fact it asks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { askTutor, type EnrolledClass } from '../../../test/helpers/accounts.js';
import { classWithFiles, page } from '../../../test/helpers/study-files.js';

const CHAPTER = [
  page(
    'Unit4_Waves.pdf',
    1,
    'Unit 4: Waves\nRefraction is important for lenses because it lets them focus light.\nRefraction also explains why a straw looks bent in a glass of water.\nA prism splits white light into colours.',
  ),
  page(
    'Unit4_Waves.pdf',
    2,
    'Sound waves\nSound needs a medium such as air or water to travel through.\nSound travels faster in solids than in gases because the particles are closer together.\nAn echo is a reflected sound wave.\nThe loudness of a sound depends on the amplitude of the wave.\nThe pitch of a sound depends on its frequency.',
  ),
];
const GLOSSARY = [
  page(
    'Physics_Glossary.pdf',
    1,
    'Physics Glossary\nTerm | Meaning\nRefraction | The change in direction of a wave when it passes from one medium into another\nAmplitude | The maximum height of a wave from its rest position\nFrequency | The number of waves passing a point each second',
  ),
];
const ARABIC_NOTES = [
  page(
    'الوحدة_الثالثة.pdf',
    1,
    'الوحدة الثالثة: الحرارة\nيتحدث العلماء كثيرا عن الحمل الحراري عند دراسة الطقس.\nيتمدد الهواء عند تسخينه فتقل كثافته ويرتفع إلى أعلى.\nيطفو الخشب على الماء لأن كثافة الخشب أقل من كثافة الماء.',
  ),
];
const ARABIC_GLOSSARY = [
  page(
    'مسرد_الحرارة.pdf',
    1,
    'مسرد المصطلحات\nالمصطلح | التعريف\nالحمل الحراري | انتقال الحرارة في السوائل والغازات بحركة جزيئات المادة نفسها\nالكثافة | كتلة وحدة الحجوم من المادة\nالتوصيل | انتقال الحرارة في المواد الصلبة من جزيء إلى آخر',
  ),
];

describe('a term explained from its glossary entry (decision 084)', () => {
  let t: TestApp;
  let bot: EnrolledClass;

  beforeAll(async () => {
    t = await createTestApp({ EDUBOT_CHAT_MESSAGES_PER_MINUTE: '100' });
    bot = await classWithFiles(
      t,
      { name: 'Physics 8', supported_languages: ['Arabic - English'] },
      [CHAPTER, GLOSSARY, ARABIC_NOTES, ARABIC_GLOSSARY],
    );
  });
  afterAll(() => t.close());

  const ask = (text: string) => askTutor(t.app, bot.student, bot.botId, text);

  it('leads with the glossary row, then adds what the chapter says of the term', async () => {
    const reply = await ask('explain refraction');
    expect(reply.sources[0]?.filename).toBe('Physics_Glossary.pdf');
    const definition = reply.result.indexOf('The change in direction of a wave');
    expect(definition).toBeGreaterThan(0);
    expect(reply.result.indexOf('important for lenses')).toBeGreaterThan(definition);
    // The next rows of the table define other terms.
    expect(reply.result).not.toContain('maximum height');
  });

  it('does the same for an Arabic glossary table asked in a dialect', async () => {
    const reply = await ask('وش معنى الحمل الحراري');
    expect(reply.sources[0]?.filename).toBe('مسرد_الحرارة.pdf');
    expect(reply.result).toContain('بحركة جزيئات المادة نفسها');
    expect(reply.result).not.toContain('من جزيء إلى آخر');
  });

  it('reads a short glossary row that looks like a heading line as the definition', async () => {
    const reply = await ask('ايش يعني الكثافة');
    expect(reply.sources[0]?.filename).toBe('مسرد_الحرارة.pdf');
    expect(reply.result).toContain('كتلة وحدة الحجوم');
  });

  it('explains a term the chapter only uses in a sentence about something else', async () => {
    const reply = await ask('what does amplitude mean');
    expect(reply.sources[0]?.filename).toBe('Physics_Glossary.pdf');
    expect(reply.result).toContain('maximum height');
  });

  it("reaches the rest of the topic's file before it gives fewer questions than asked", async () => {
    const reply = await ask('give me 6 questions on sound waves');
    const [questions] = reply.result.split('**Answers**');
    expect(questions!.match(/^\d+\. /gmu)).toHaveLength(6);
    expect(reply.sources.length).toBeGreaterThan(0);
    expect(reply.sources.every((s) => s.filename === 'Unit4_Waves.pdf')).toBe(true);
  });

  it('says plainly, in the student language, that fewer questions than asked exist', async () => {
    const reply = await ask('اعطني ٥ أسئلة عن التوصيل');
    expect(reply.sources[0]?.filename).toBe('مسرد_الحرارة.pdf');
    expect(reply.result).toContain('طلبت 5 من الأسئلة');
  });

  it('quizzes on a term only its glossary row names', async () => {
    const reply = await ask('quiz me on frequency');
    expect(reply.sources.length).toBeGreaterThan(0);
    expect(reply.result).toContain('number of waves passing a point');
  });

  it('answers several requests of one message in turn, each cited', async () => {
    const reply = await ask('explain refraction and then quiz me on it');
    expect(reply.sources[0]?.filename).toBe('Physics_Glossary.pdf');
    const [explanation, quiz] = reply.result.split('---');
    expect(explanation).toContain('The change in direction of a wave');
    expect(quiz).toMatch(/\*\*Quiz: refraction\*\*/u);
    expect(quiz).toContain('**Answers**');
    // The quiz's markers count on after the explanation's sources.
    const markers = [...reply.result.matchAll(/\[(\d+)\]/gu)].map((m) => Number(m[1]));
    expect(Math.max(...markers)).toBe(reply.sources.length);
    const arabic = await ask('اشرحلي الحمل الحراري وبعدين اسألني سؤال عنه');
    expect(arabic.sources[0]?.filename).toBe('مسرد_الحرارة.pdf');
    expect(arabic.result).toContain('بحركة جزيئات المادة نفسها');
    expect(arabic.result.split('---')[1]).toMatch(/الإجابات/u);
  });

  it('answers "explain why ..." with the reason the notes give', async () => {
    const reply = await ask('explain why sound travels faster in solids');
    expect(reply.sources[0]).toMatchObject({ filename: 'Unit4_Waves.pdf', page: 2 });
    expect(reply.result).toContain('particles are closer together');
  });
});
