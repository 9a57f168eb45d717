// "Covered or not" when a bot holds several unrelated files (decision 028): a question the
// files answer is answered even in other words, and a question about a subject no file covers
// is declined even when each of its words turns up somewhere, scattered over other files.
// Through the real tutor over a real SQLite FTS5 index, in English and Arabic.
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../search/language-codes.js';
import { tutorOverFilesForTests } from '../../../test/helpers/tutor-over-files.js';
import { declineMessage } from '../decline-messages.js';
import { requireMarginOverOtherFiles, DEFAULT_COVERAGE_TUNING } from './coverage-gate.js';

const LANGUAGES: readonly LanguageCode[] = ['ara', 'eng'];

const FILES: Record<string, string[]> = {
  'geography.pdf': [
    'The Nile flows north through eleven countries before it reaches the Mediterranean Sea. Its delta lies north of Cairo.',
    'Egypt has a population of about 105 million people, and most of them live within a few kilometres of the river.',
    'The Aswan High Dam was completed in 1970. It controls the yearly flood and produces electricity for the country.',
  ],
  'trade history.pdf': [
    'Merchants carried silk from China to the markets of Damascus along the caravan roads.',
    'The old city was protected by a stone wall with seven gates, opened at dawn and closed at night.',
    'Taxes on salt and spices paid for the soldiers who guarded the roads between the towns.',
  ],
  'الخلية.pdf': [
    'البلاستيدات الخضراء هي عضيات في الخلية النباتية يحدث فيها البناء الضوئي، وتحتوي على صبغة الكلوروفيل.',
    'الغشاء البلوري يحيط بالخلية وينظم دخول المواد وخروجها منها.',
    'النواة تحتوي على المادة الوراثية وتتحكم في أنشطة الخلية.',
  ],
  'تاريخ مصر.pdf': [
    'بلغ عدد سكان القاهرة في القرن التاسع عشر نحو ثلاثمائة ألف نسمة، وكانت أكبر مدن أفريقيا.',
    'افتتحت قناة السويس للملاحة عام 1869 بعد عشر سنوات من العمل.',
    'كانت المدينة القديمة محاطة بسور له أبواب تغلق في الليل.',
  ],
};

const bot = tutorOverFilesForTests('edubot-margin-', FILES, LANGUAGES);

const ask = (text: string) => bot.ask(text);

describe('covered or not, over several unrelated files', () => {
  it('answers covered questions asked in other words than the notes', async () => {
    const cases: [string, string, string][] = [
      ['Which sea does the Nile reach at the end?', 'geography.pdf', 'Mediterranean Sea'],
      ['When was the Aswan dam finished?', 'geography.pdf', '1970'],
      ['How many people live in Egypt?', 'geography.pdf', '105 million'],
      ['أين يحدث البناء الضوئي في النبات؟', 'الخلية.pdf', 'البلاستيدات الخضراء'],
      ['متى فتحت قناة السويس؟', 'تاريخ مصر.pdf', '1869'],
      ['ما الذي يتحكم في أنشطة الخلية؟', 'الخلية.pdf', 'النواة'],
    ];
    for (const [question, file, answer] of cases) {
      const reply = await ask(question);
      expect({
        question,
        file: reply.sources[0]?.filename,
        holds: reply.text.includes(answer),
      }).toEqual({ question, file, holds: true });
    }
  });

  it('declines a question whose subject no file names, in the question’s language', async () => {
    for (const [question, language] of [
      ['When was the Eiffel Tower built?', 'en'],
      ['How long is the Great Wall of China?', 'en'],
      ['متى بني برج إيفل؟', 'ar'],
      ['ما هي وظيفة الميتوكوندريا في الخلية؟', 'ar'],
    ] as const) {
      const reply = await ask(question);
      expect({ question, sources: reply.sources.length, text: reply.text }).toEqual({
        question,
        sources: 0,
        text: declineMessage(language),
      });
    }
  });

  it('declines a question whose words are scattered over unrelated files', async () => {
    // Each file holds a little of these questions and none holds them: without the margin rule
    // they were answered with "The Aswan High Dam was completed in 1970", the population of
    // Egypt, and the opening of the Suez Canal beside the cell membrane.
    const answered: string[] = [];
    for (const [question, language] of [
      ['When was the wall of Damascus completed?', 'en'],
      ['Which river flows through Damascus?', 'en'],
      ['How much silk did Egypt produce?', 'en'],
      ['ما هي الصبغة التي تنظم دخول السفن إلى قناة السويس؟', 'ar'],
    ] as const) {
      const reply = await ask(question);
      if (reply.text !== declineMessage(language) || reply.sources.length > 0)
        answered.push(`${question} -> ${reply.text}`);
    }
    expect(answered).toEqual([]);
  });
});

describe('requireMarginOverOtherFiles', () => {
  const verdict = (coverage: number) => ({ covered: true, coverage, keyMissing: false });

  it('keeps a passage that holds clearly more of the question than any other file', () => {
    const out = requireMarginOverOtherFiles(
      [verdict(0.33), verdict(0.2), verdict(0.25)],
      ['notes', 'other', 'notes'],
      DEFAULT_COVERAGE_TUNING,
    );
    expect(out.map((v) => v.covered)).toEqual([true, false, true]);
  });

  it('declines passages of two files that each hold a small, equal part of the question', () => {
    const out = requireMarginOverOtherFiles(
      [verdict(0.3), verdict(0.28)],
      ['geography', 'history'],
      DEFAULT_COVERAGE_TUNING,
    );
    expect(out.map((v) => v.covered)).toEqual([false, false]);
  });

  it('asks no margin when a passage holds most of the question', () => {
    const out = requireMarginOverOtherFiles(
      [verdict(0.6), verdict(0.58)],
      ['lecture 2', 'lecture 4'],
      DEFAULT_COVERAGE_TUNING,
    );
    expect(out.map((v) => v.covered)).toEqual([true, true]);
    // The page holding the bot's common subject words stays quotable beside a stronger one.
    const mixed = requireMarginOverOtherFiles(
      [verdict(0.45), verdict(0.25)],
      ['water cycle', 'circuits'],
      DEFAULT_COVERAGE_TUNING,
    );
    expect(mixed.map((v) => v.covered)).toEqual([true, true]);
  });
});
