// Decision 105: "quiz me on X" with no count, where X's own section gives one question, was
// answered with a one-question quiz; the rest of X's file fills it to two, in Arabic and English.
// A count the student gives is still kept ("بسؤالين" is two).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { askTutor, type EnrolledClass } from '../../../test/helpers/accounts.js';
import { classWithFiles, page } from '../../../test/helpers/study-files.js';

const ECOLOGY = [
  page(
    'الكائنات_وبيئتها.pdf',
    1,
    'النظام البيئي\nالنظام البيئي مجموعة الكائنات الحية التي تعيش في مكان معين وتتفاعل مع بعضها ومع العوامل غير الحية.\nالسلسلة الغذائية\nتبدأ كل سلسلة غذائية بالنباتات الخضراء التي تصنع غذاءها بنفسها بعملية البناء الضوئي.\nالمحللات مثل البكتيريا والفطريات تحلل بقايا الكائنات الميتة وتعيد العناصر إلى التربة.',
  ),
  page(
    'الكائنات_وبيئتها.pdf',
    2,
    'التكيف\nالتكيف صفة تركيبية أو سلوكية تساعد الكائن الحي على البقاء والتكاثر في بيئته.\nالتوازن البيئي\nيختل التوازن البيئي بسبب الصيد الجائر وقطع الأشجار والتلوث وإدخال كائنات غريبة على البيئة.',
  ),
];
const MONEY = [
  page(
    'money-notes.pdf',
    1,
    'The central bank\nThe central bank issues the national currency and holds the reserves of the country.\nCommercial banks\nCommercial banks accept deposits from savers and lend money to households and firms.\nSavers receive interest on the money they keep in a savings account.',
  ),
];

describe('a quiz asked for without a count (decision 105)', () => {
  let t: TestApp;
  let bot: EnrolledClass;

  beforeAll(async () => {
    t = await createTestApp({ EDUBOT_CHAT_MESSAGES_PER_MINUTE: '100' });
    bot = await classWithFiles(
      t,
      { name: 'Science 7', supported_languages: ['Arabic - English'] },
      [ECOLOGY, MONEY],
    );
  });
  afterAll(() => t.close());

  const ask = (text: string) => askTutor(t.app, bot.student, bot.botId, text);
  const questionsOf = (reply: string) =>
    (reply.split(/\*\*(?:Answers|الإجابات)\*\*/u)[0]!.match(/^\d+\. /gmu) ?? []).length;

  it.each(['اختبرني في التكيف', 'quiz me on the central bank'])(
    'gives two questions at least: %s',
    async (text) => {
      const reply = await ask(text);
      expect(reply.sources.length).toBeGreaterThan(0);
      expect(questionsOf(reply.result)).toBeGreaterThanOrEqual(2);
    },
  );

  it('keeps the count the student gives', async () => {
    const reply = await ask('اختبرني في الكائنات الحية بسؤالين');
    expect(questionsOf(reply.result)).toBe(2);
  });
});
