// Cross-language questions that no file of the bot translates, through the real chat API: a
// bilingual bot whose generated PDF (real pdf.js ingestion) holds English networking slides and
// Arabic circuit notes and no glossary. The built-in school vocabulary carries the question
// across; questions the files do not cover are still declined in the student's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networkAndCircuitNotesPdf } from './fixtures/crosslang-notes.js';
import { askTutor, type Account } from './helpers/accounts.js';
import { bilingualBotWithPdf } from './helpers/bilingual-bot.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

describe('cross-language questions with the built-in school vocabulary', () => {
  let t: TestApp;
  let student: Account;
  let botId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ student, botId } = await bilingualBotWithPdf(
      t.app,
      'notes.pdf',
      networkAndCircuitNotesPdf(),
    ));
  }, 120_000);
  afterAll(() => t.close());

  const ask = (text: string) => askTutor(t.app, student, botId, text);

  it('answers an Arabic question about the English slides, introduced in Arabic', async () => {
    const reply = await ask('كم بت في عنوان IPv4؟');
    expect(reply.sources[0]).toMatchObject({ filename: 'notes.pdf', page: 1 });
    expect(reply.result.split('\n')[0]).toBe('وجدت الإجابة في ملفات معلمك باللغة الإنجليزية:');
    expect(reply.result).toContain('IPv4 address: 32 bits');
  });

  it('answers an English question about the Arabic notes, introduced in English', async () => {
    const reply = await ask('which device measures potential difference?');
    expect(reply.sources[0]).toMatchObject({ filename: 'notes.pdf', page: 2 });
    expect(reply.result.split('\n')[0]).toBe("Your teacher's files answer this in Arabic:");
    expect(reply.result).toContain('الفولتميتر');
  });

  it('answers a same-language question as asked, without a lead-in', async () => {
    const reply = await ask('how many bits are in an IPv4 address?');
    expect(reply.sources[0]).toMatchObject({ page: 1 });
    expect(reply.result).toContain('32 bits');
    expect(reply.result).not.toContain('وجدت الإجابة');
  });

  it('declines questions the files do not cover, in both directions', async () => {
    const arabic = await ask('كم عدد الطبقات في نموذج OSI؟');
    expect(arabic.sources).toEqual([]);
    expect(arabic.result).toMatch(/\p{Script=Arabic}/u);
    const english = await ask('who invented the electric light bulb?');
    expect(english.sources).toEqual([]);
    expect(english.result).toContain('do not cover');
  });
});
