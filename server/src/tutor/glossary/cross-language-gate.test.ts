// Cross-language questions pass the same decline gate as questions in the notes' own language
// (docs/decisions/056): the whole question is carried across, not only the terms the glossary or
// a spelling recognises, so what it asks about a term is judged too. Through the real
// TutorService over real SQLite search, on a bilingual bot with English notes and an Arabic
// glossary table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { classWithFiles } from '../../../test/helpers/study-files.js';
import type { LanguageCode } from '../../search/language-codes.js';
import type { ChunkInput } from '../../search/search-index.js';

const LANGUAGES: LanguageCode[] = ['ara', 'eng'];

const ENGLISH_NOTES: ChunkInput[] = [
  {
    page: 1,
    filename: 'energy-notes.pdf',
    text: 'Plants make glucose in their leaves. Glucose is a sugar that stores energy for the cell.',
  },
  {
    page: 2,
    filename: 'wireless-notes.pdf',
    text: 'Bluetooth transfers data between nearby devices by short-range radio waves.',
  },
  {
    page: 3,
    filename: 'wireless-notes.pdf',
    text: 'A hotspot shares a mobile internet connection with other devices over Wi-Fi.',
  },
];

const GLOSSARY_TABLE: ChunkInput[] = [
  {
    page: 1,
    filename: 'مسرد المصطلحات.pdf',
    text: 'المصطلح Term\nالجلوكوز Glucose\nالورقة Leaf\nالطاقة Energy',
  },
];

describe('cross-language answers and the decline gate', () => {
  let t: TestApp;
  let botId: string;

  const ask = (text: string) =>
    t.ctx.tutor.ask({ botId, botName: 'Science', botLanguages: LANGUAGES, text });

  beforeAll(async () => {
    t = await createTestApp();
    ({ botId } = await classWithFiles(t, { supported_languages: ['Arabic - English'] }, [
      ENGLISH_NOTES,
      GLOSSARY_TABLE,
    ]));
  });
  afterAll(() => t.close());

  it('declines a question the notes do not answer about a glossary term', async () => {
    // The notes never give glucose's melting point; searched for "Glucose" alone, the glucose
    // sentence came back as if it answered.
    const reply = await ask('ما درجة انصهار الجلوكوز؟');
    expect(reply.sources).toEqual([]);
    expect(reply.text).not.toContain('Glucose is a sugar');
  });

  it('declines a question about an English term spelled in Arabic that the notes do not answer', async () => {
    // Who invented it is not in the notes; searched for "Bluetooth" alone, the Bluetooth line answered.
    const reply = await ask('من اخترع البلوتوث؟');
    expect(reply.sources).toEqual([]);
  });

  it('answers a question around an English term spelled in Arabic, introduced in Arabic', async () => {
    const reply = await ask('كيف ينقل البلوتوث البيانات؟');
    expect(reply.sources[0]).toMatchObject({ filename: 'wireless-notes.pdf', page: 2 });
    expect(reply.text).toContain('Bluetooth transfers data between nearby devices');
    expect(reply.text.split('\n')[0]).toBe('وجدت الإجابة في ملفات معلمك باللغة الإنجليزية:');
  });
});
