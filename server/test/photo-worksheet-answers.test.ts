// Photographed worksheet questions through the real chat API (docs/decisions/058): a bilingual
// bot holds a worksheet whose second page is its answer key (a generated PDF, real ingestion),
// and students send phone photos of its questions (the class builder's photo renderer: paper,
// tilt, noise), read by the real OCR engine in its job child.
// - The answer key answers a photographed question by its number, cited to the key's page.
// - An Arabic photo on a bilingual bot is read as Arabic: Tesseract given both models reads
//   short Arabic words as Latin ("ماذا" as "blo"); the reply says what was read, correctly.
// - A word misread by a letter's dots ("الفولتميتر" as "الغولتميتر") is searched as the files
//   spell it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worksheetPhoto } from '../bench/class-builder/render-scan.js';
import { skiaTextPdf } from './fixtures/ingestion-fixtures.js';
import { type Account, askTutorWithPhoto } from './helpers/accounts.js';
import { bilingualBotWithPdf } from './helpers/bilingual-bot.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const PHOTO_READING_MS = 240_000;
const PHOTO_TEST_MS = 300_000;

const ENGLISH_QUESTION =
  '3. A ray hits a plane mirror with an angle of incidence of 35 degrees. What is the angle of reflection?';
const ARABIC_QUESTION = 'السؤال الثالث: ماذا يحدث لإبرة البوصلة عند تقريبها من مغناطيس قوي؟';

function worksheetWithKey(): Uint8Array {
  return skiaTextPdf([
    {
      fontSize: 10,
      lines: [
        'Worksheet 7: Light and Reflection',
        'Write your answers in your exercise book.',
        '1. What do we call a material that lets no light pass through it?',
        '2. State the law of reflection.',
        ENGLISH_QUESTION,
      ],
    },
    {
      fontSize: 12,
      rtl: true,
      lines: [
        'ورقة عمل: المغناطيسية',
        'السؤال الأول: ماذا يحدث عند تقريب قطبين مختلفين لمغناطيسين؟',
        'السؤال الثاني: اذكر فلزاً يجذبه المغناطيس.',
        ARABIC_QUESTION,
      ],
    },
    {
      fontSize: 11,
      lines: [
        'Answer key',
        '1. Opaque.',
        '2. The angle of incidence equals the angle of reflection.',
        '3. 35 degrees, because the angle of reflection equals the angle of incidence.',
      ],
    },
    {
      fontSize: 12,
      rtl: true,
      lines: [
        'الإجابات',
        '1- يتجاذب القطبان المختلفان.',
        '2- الحديد.',
        '3- تنحرف الإبرة عن اتجاه الشمال وتتجه نحو المغناطيس.',
      ],
    },
    {
      fontSize: 12,
      rtl: true,
      lines: ['أجهزة القياس', 'يقاس فرق الجهد بجهاز الفولتميتر الذي يوصل على التوازي مع المصباح.'],
    },
  ]);
}

describe('photographed worksheet questions on a bilingual bot', () => {
  let t: TestApp;
  let student: Account;
  let botId: string;

  beforeAll(async () => {
    t = await createTestApp({ EDUBOT_CHAT_IMAGE_TIMEOUT_MS: String(PHOTO_READING_MS) });
    ({ student, botId } = await bilingualBotWithPdf(t.app, 'worksheet7.pdf', worksheetWithKey()));
  }, 120_000);
  afterAll(() => t.close());

  const askWithPhoto = (text: string, photo: Uint8Array) =>
    askTutorWithPhoto(t.app, student, botId, text, photo);

  it(
    "answers a photographed question from the worksheet's answer key",
    async () => {
      const photo = worksheetPhoto(['Worksheet 7: Light and Reflection', ENGLISH_QUESTION]);
      const reply = await askWithPhoto("what's the answer to question 3", photo);
      const [note, answer] = reply.result.split('\n\n');
      expect(note).toMatch(/^From your image I read: “3\. A ray hits a plane mirror/);
      expect(answer).toBe(
        'The answer key in "worksheet7.pdf" gives for question 3: 35 degrees, because the angle of reflection equals the angle of incidence.',
      );
      expect(reply.sources[0]).toMatchObject({ filename: 'worksheet7.pdf', page: 3 });
      expect(reply.sources[0]!.excerpt).toMatch(/^3\. 35 degrees/);
    },
    PHOTO_TEST_MS,
  );

  it(
    'reads an Arabic photo as Arabic and answers it from the Arabic answer key',
    async () => {
      const photo = worksheetPhoto(['ورقة عمل: المغناطيسية', ARABIC_QUESTION], true);
      const reply = await askWithPhoto('شو جواب السؤال الثالث', photo);
      const [note, answer] = reply.result.split('\n\n');
      // The question word "ماذا" is read as Arabic, not as Latin letters.
      expect(note).toMatch(/^قرأت من صورتك: «السؤال الثالث: ماذا يحدث لإبرة البوصلة/);
      expect(answer).toContain('تنحرف الإبرة عن اتجاه الشمال وتتجه نحو المغناطيس.');
      expect(answer).toMatch(/^في مفتاح الإجابة في «worksheet7\.pdf»، إجابة السؤال 3:/);
      expect(reply.sources[0]).toMatchObject({ filename: 'worksheet7.pdf', page: 4 });
    },
    PHOTO_TEST_MS,
  );

  it(
    'takes the question number from the file when the student types none',
    async () => {
      const photo = worksheetPhoto(['2. State the law of reflection.']);
      const reply = await askWithPhoto('solve this', photo);
      expect(reply.result.split('\n\n')[1]).toBe(
        'The answer key in "worksheet7.pdf" gives for question 2: The angle of incidence equals the angle of reflection.',
      );
    },
    PHOTO_TEST_MS,
  );

  it(
    "searches a word the OCR misread by a letter's dots as the files spell it",
    async () => {
      const photo = worksheetPhoto(['الفولتميتر'], true);
      const reply = await askWithPhoto('ما هذا؟', photo);
      expect(reply.result).toContain('يقاس فرق الجهد بجهاز الفولتميتر');
      expect(reply.sources[0]).toMatchObject({ filename: 'worksheet7.pdf', page: 5 });
    },
    PHOTO_TEST_MS,
  );
});
