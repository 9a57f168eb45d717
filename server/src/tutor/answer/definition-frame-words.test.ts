// "ما تعريف X", "ما مفهوم X", "what is the definition of X": the word that asks for a definition
// is phrasing, not a subject word the files must hold (general-words.ts). It was the question's
// rarest word, so "ما تعريف المناخ" was declined while "ما معنى المناخ" was answered. Through
// the real tutor over a real SQLite FTS5 index.
import { describe, expect, it } from 'vitest';
import { tutorOverFilesForTests } from '../../../test/helpers/tutor-over-files.js';

const FILES: Record<string, string[]> = {
  'المناخ.pdf': [
    'الطقس هو حالة الجو في مكان معين خلال فترة زمنية قصيرة. أما المناخ فهو متوسط حالة الطقس في منطقة واسعة لفترة طويلة لا تقل عن 30 سنة.',
    'تؤثر دوائر العرض في درجات الحرارة.',
  ],
  'heart.pdf': [
    'The bicuspid valve lies between the left atrium and the left ventricle.',
    'Veins carry blood back to the heart.',
  ],
};

const bot = tutorOverFilesForTests('edubot-definition-frame-', FILES, ['ara', 'eng']);

describe('asking for a definition by name', () => {
  it('answers "ما تعريف" and "ما مفهوم" with the defining line', async () => {
    for (const question of ['ما تعريف المناخ؟', 'ما مفهوم المناخ']) {
      const reply = await bot.ask(question);
      expect({ question, text: reply.text }).toEqual({
        question,
        text: expect.stringContaining('متوسط حالة الطقس'),
      });
    }
  });

  it('answers "what is the definition of" in English', async () => {
    const reply = await bot.ask('what is the definition of the bicuspid valve');
    expect(reply.text).toContain('between the left atrium and the left ventricle');
  });

  it('still declines the definition of a term no file holds', async () => {
    const reply = await bot.ask('ما تعريف الرطوبة النسبية');
    expect(reply.sources).toEqual([]);
  });
});
