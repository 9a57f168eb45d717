// Decision 071, end to end through the chat API (real SQLite, search index, the extractive
// tutor): follow-ups in the same chat, a topic's own section for summaries and quizzes, the
// student's language first on a bilingual bot. Notes written for these tests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { askTutor, type EnrolledClass } from '../../../test/helpers/accounts.js';
import { classWithFiles, page } from '../../../test/helpers/study-files.js';

const VOLCANOES = [
  page(
    'volcano-notes.pdf',
    1,
    'Volcanoes\nA volcano is an opening in the crust through which molten rock reaches the surface. Molten rock under the ground is called magma. Magma collects in a chamber deep below the volcano. When magma reaches the surface it is called lava. Volcanoes form mostly where tectonic plates meet. Ash from an eruption can block sunlight for weeks.',
  ),
  page(
    'volcano-notes.pdf',
    2,
    'Kinds of volcano\nAn active volcano has erupted in the last ten thousand years. A dormant volcano has not erupted for a long time but may erupt again. An extinct volcano will never erupt again. Shield volcanoes have gentle slopes made of runny lava.',
  ),
];
const ELECTRICITY = [
  page(
    'electricity-unit.pdf',
    1,
    'Potential difference\nPotential difference is the energy given to each coulomb of charge by the cell. It is measured in volts with a voltmeter joined in parallel.\nCurrent\nCurrent is the rate of flow of charge round a circuit. An ammeter measures current in amperes.',
  ),
  page(
    'electricity-unit.pdf',
    2,
    "Resistance\nResistance is what slows the current in a component. Ohm's law links the current in a wire to the potential difference across it. A thermistor's resistance falls as it gets warmer.",
  ),
];
const ELECTRICITY_SHEET = [
  page(
    'electricity-sheet.pdf',
    1,
    'Worksheet: electricity\n1. Calculate the potential difference across a 5 ohm resistor carrying 2 A.\n2. State the unit of current.\nAnswers: 1) 10 V 2) ampere',
  ),
];
const ARABIC_NOTES = [
  page(
    'ملاحظات الجغرافيا.pdf',
    1,
    'الهضاب والسهول\nالهضبة أرض مرتفعة ذات سطح مستو تقريبا.\nالسهول أراض منبسطة منخفضة تصلح للزراعة.\nتتكون السهول الفيضية من الطمي الذي تلقيه الأنهار.',
  ),
  page(
    'ملاحظات الجغرافيا.pdf',
    2,
    'السلامة في الرحلات\nيجب حمل الماء الكافي في الرحلات الصحراوية.\nيجب ارتداء القبعة لتجنب ضربة الشمس.\nالمدن القديمة\nسميت بغداد مدينة السلام وكانت مستديرة الشكل.\nبنيت القاهرة على ضفاف نهر النيل.',
  ),
];
const ENGLISH_VOLCANOES_AR = [
  page(
    'البراكين.pdf',
    1,
    'البراكين\nالبركان فتحة في القشرة الأرضية تخرج منها الصخور المنصهرة.\nتسمى الصخور المنصهرة تحت الأرض الصهارة.\nتتجمع الصهارة في غرفة عميقة تحت البركان.\nيسمى البركان الذي لم يثر منذ زمن طويل بركانا خامدا.',
  ),
];

describe('requests in a chat (decision 071)', () => {
  let t: TestApp;
  let science: EnrolledClass;
  let arabic: EnrolledClass;

  beforeAll(async () => {
    t = await createTestApp({ EDUBOT_CHAT_MESSAGES_PER_MINUTE: '200' });
    science = await classWithFiles(
      t,
      { name: 'Science 9', supported_languages: ['Arabic - English'] },
      [VOLCANOES, ELECTRICITY, ELECTRICITY_SHEET, ENGLISH_VOLCANOES_AR],
    );
    arabic = await classWithFiles(t, { name: 'الجغرافيا', supported_languages: ['Only Arabic'] }, [
      ARABIC_NOTES,
      ENGLISH_VOLCANOES_AR,
    ]);
  });
  afterAll(() => t.close());

  const ask = (bot: EnrolledClass, text: string, chatId?: string) =>
    askTutor(t.app, bot.student, bot.botId, text, chatId);
  const answersOf = (reply: string) =>
    (reply.split(/\*\*(?:Answers|الإجابات)\*\*/u)[1] ?? '').match(/\*\*[^*]+\*\*/gu) ?? [];

  it('gives the questions not asked yet for "another one", numbered on, in the same chat only', async () => {
    const first = await ask(science, 'quiz me on volcanoes, 2 questions');
    expect(answersOf(first.result)).toHaveLength(2);
    const next = await ask(science, 'another one', first.chat_id);
    expect(next.result).toMatch(/^\*\*Quiz: volcanoes \(more\)\*\*/u);
    expect(next.result).toMatch(/^3\. /mu);
    expect(answersOf(next.result)).toHaveLength(1);
    expect(answersOf(first.result)).not.toContain(answersOf(next.result)[0]);
    expect(next.sources.length).toBeGreaterThan(0);
    // A new chat has nothing to follow up on.
    const alone = await ask(science, 'another one');
    expect(alone.result).not.toMatch(/Quiz/u);
  });

  it('says plainly when a follow-up quiz has no questions left', async () => {
    const first = await ask(arabic, 'اعطيني ١٠ اسئلة عن الهضاب والسهول');
    const more = await ask(arabic, 'اسئلة اكثر', first.chat_id);
    expect(more.result).toContain('لم يبقَ عندي أسئلة أخرى');
    expect(more.sources).toEqual([]);
  });

  it('explains more of the term, then another page or topic of the request before', async () => {
    const first = await ask(science, 'what is magma');
    expect(first.result).toContain('Molten rock under the ground is called magma');
    const more = await ask(science, 'explain more', first.chat_id);
    expect(more.sources.length).toBeGreaterThan(0);
    const quoted = (text: string) => text.split('\n').filter((l) => /\[\d\]$/u.test(l.trim()));
    for (const line of quoted(more.result)) expect(first.result).not.toContain(line.trim());

    const page1 = await ask(science, 'summarize page 1 of the volcano notes');
    const page2 = await ask(science, 'and page 2?', page1.chat_id);
    expect(page2.sources.length).toBeGreaterThan(0);
    expect(page2.sources.map((s) => [s.filename, s.page])).toEqual(
      page2.sources.map(() => ['volcano-notes.pdf', 2]),
    );
    const other = await ask(science, 'what about resistance?', page1.chat_id);
    expect(other.result).toMatch(/^\*\*Summary: resistance\*\*/u);
  });

  it("summarizes a topic from its own section, without tasks or other sections' mentions", async () => {
    const reply = await ask(science, 'summarize potential difference');
    expect(reply.result).toContain('Potential difference is the energy given to each coulomb');
    expect(reply.result).not.toMatch(/Ohm's law|Calculate|ampere/u);
    // The section's items need not repeat a broken plural of the heading ("الهضاب" / "الهضبة").
    const plateaus = await ask(arabic, 'لخص الهضاب والسهول');
    expect(plateaus.result).toContain('الهضبة أرض مرتفعة');
  });

  it('quizzes on the topic itself and in the student language first', async () => {
    const safety = await ask(arabic, 'اعطني اسئلة عن السلامة في الرحلات');
    expect(safety.result).not.toContain('مدينة السلام');
    const english = await ask(science, 'give me 3 questions on volcanoes');
    const [, answers] = english.result.split('**Answers**');
    expect(answers).not.toMatch(/\p{Script=Arabic}/u);
  });
});
