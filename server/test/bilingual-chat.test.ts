// Cross-language questions and image questions through the real chat API, on a bilingual bot
// whose notes were uploaded as a generated PDF (real pdf.js ingestion, glossary mined at indexing)
// and a generated worksheet photo read by the real OCR engine (tesseract.js, offline).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bilingualNotesPdf, worksheetPng } from './fixtures/bilingual-class.js';
import { type Account, askTutor, askTutorWithPhoto } from './helpers/accounts.js';
import { bilingualBotWithPdf } from './helpers/bilingual-bot.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const PHOTO_READING_MS = 240_000;
const PHOTO_TEST_MS = 300_000;

describe('a bilingual class through the chat API', () => {
  let t: TestApp;
  let student: Account;
  let botId: string;

  beforeAll(async () => {
    // The photo tests check what OCR read: on a loaded machine reading may take long, and a
    // photo given up on is answered differently on purpose (unread-photo.test.ts).
    t = await createTestApp({ EDUBOT_CHAT_IMAGE_TIMEOUT_MS: String(PHOTO_READING_MS) });
    ({ student, botId } = await bilingualBotWithPdf(
      t.app,
      'biology-notes.pdf',
      bilingualNotesPdf(),
    ));
  }, 120_000);
  afterAll(() => t.close());

  const ask = (text: string) => askTutor(t.app, student, botId, text);

  const askWithPhoto = (text: string, photo: Uint8Array) =>
    askTutorWithPhoto(t.app, student, botId, text, photo);

  it('answers an Arabic question from the English notes, introduced in Arabic', async () => {
    const reply = await ask('ما هو البناء الضوئي؟');
    expect(reply.sources[0]).toMatchObject({ filename: 'biology-notes.pdf', page: 1 });
    expect(reply.result).toContain(
      'Photosynthesis is the process by which green plants make glucose',
    );
    expect(reply.result.split('\n')[0]).toBe(
      'وجدت الإجابة في ملفات معلمك باللغة الإنجليزية، و«البناء الضوئي» فيها هو «Photosynthesis»:',
    );
  });

  it('answers an English question from the Arabic notes, introduced in English', async () => {
    const reply = await ask('What is evaporation?');
    expect(reply.sources[0]).toMatchObject({ filename: 'biology-notes.pdf', page: 3 });
    expect(reply.result.split('\n')[0]).toBe("Your teacher's files answer this in Arabic:");
    expect(reply.result).toContain('تحول الماء السائل إلى بخار');
  });

  it(
    'still answers a typed question the same way with a worksheet photo attached',
    async () => {
      const question = 'Where does cellular respiration happen?';
      const alone = await ask(question);
      expect(alone.result).toContain('mitochondria');
      const withPhoto = await askWithPhoto(question, worksheetPng());
      expect(withPhoto.result).toBe(alone.result);
      expect(withPhoto.sources).toEqual(alone.sources);
    },
    PHOTO_TEST_MS,
  );

  it(
    'asks the named question of the photo and says what it read',
    async () => {
      const reply = await askWithPhoto('solve question 2', worksheetPng());
      expect(reply.result.split('\n')[0]).toMatch(
        /^From your image I read: “2\. Where does cellular respiration happen\?”$/,
      );
      expect(reply.result).toContain('inside the mitochondria of every cell');
      expect(reply.sources.map((s) => s.page)).toContain(1);

      const arabic = await askWithPhoto('حل السؤال الثاني', worksheetPng());
      expect(arabic.result.split('\n')[0]).toBe(
        'قرأت من صورتك: «2. Where does cellular respiration happen?»',
      );
      expect(arabic.result).toContain('mitochondria');
    },
    PHOTO_TEST_MS,
  );

  it(
    'declines a photo question the notes do not cover and says the photo may be misread',
    async () => {
      const photo = worksheetPng(['1. Who painted the ceiling of the Sistine Chapel?']);
      const reply = await askWithPhoto('solve this', photo);
      expect(reply.sources).toEqual([]);
      const paragraphs = reply.result.split('\n\n');
      expect(paragraphs[0]).toMatch(/^From your image I read: “.*Sistine Chapel\?”$/);
      expect(paragraphs[1]).toContain('do not cover this question');
      expect(paragraphs[2]).toBe(
        'If that is not what your photo says, type the question or send a sharper, closer photo.',
      );
    },
    PHOTO_TEST_MS,
  );
});
