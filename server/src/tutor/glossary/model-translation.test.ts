// With an OpenAI-compatible model configured (the local fake server), a bilingual bot's question
// is also translated by the model; retrieval runs for both; the provider gets the glossary terms.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  systemPrompt,
  type FakeLlm,
  type RecordedRequest,
} from '../../../test/fake-llm/fake-llm-server.js';
import { enrolledClass, type Account, askTutor } from '../../../test/helpers/accounts.js';
import { indexStudyFile } from '../../../test/helpers/study-files.js';
import { createLlmTestApp, type LlmTestApp } from '../../../test/helpers/llm-test-app.js';

const NOTES = 'Cellular respiration releases the energy stored in glucose inside the mitochondria.';
const ROCKS = 'Rocks are grouped into three families: igneous, sedimentary and metamorphic.';
const ARABIC_NOTES = 'تتكون الصخور النارية عندما تبرد الصهارة المنصهرة.';

const isTranslation = (req: RecordedRequest) => systemPrompt(req).startsWith('Translate');
const userText = (req: RecordedRequest) => {
  const content = req.body.messages?.[1]?.content;
  return typeof content === 'string' ? content : '';
};

describe('cross-language questions with a model configured', () => {
  let fake: FakeLlm;
  let t: LlmTestApp;
  let student: Account;
  let botId: string;

  beforeAll(async () => {
    t = await createLlmTestApp(2000);
    fake = t.llm;
    ({ student, botId } = await enrolledClass(t.app, {
      supported_languages: ['Arabic - English'],
    }));
    await indexStudyFile(t.ctx, botId, 'file-notes', [
      { page: 1, filename: 'notes.pdf', text: NOTES },
      { page: 2, filename: 'notes.pdf', text: ROCKS },
    ]);
    await indexStudyFile(t.ctx, botId, 'file-glossary', [
      {
        page: 1,
        filename: 'glossary.pdf',
        text: 'Cellular respiration التنفس الخلوي\nMitochondria الميتوكوندريا\nGlucose الجلوكوز',
      },
    ]);
    await indexStudyFile(t.ctx, botId, 'file-ar', [
      { page: 1, filename: 'الصخور.pdf', text: ARABIC_NOTES },
    ]);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });

  const ask = (text: string) => askTutor(t.app, student, botId, text);

  /** The fake model: translates with a fixed text, and answers citing the passage holding `cite`. */
  const model = (translation: string | null, cite: string) => {
    fake.respond = (req) => {
      if (isTranslation(req))
        return translation === null
          ? { kind: 'error', status: 500, body: 'down' }
          : { kind: 'text', text: translation };
      const n = new RegExp(`<passage number="(\\d+)"[^>]*>\\n${cite}`).exec(systemPrompt(req))?.[1];
      return {
        kind: 'text',
        text: n ? `الإجابة من ملفات المعلم [${n}].` : 'لا تغطي المواد هذا السؤال.',
      };
    };
  };

  it('translates an Arabic question and answers from the English notes it finds', async () => {
    // No glossary term here: only the model's translation can reach the English page.
    model('Where is the energy in glucose released?', 'Cellular respiration releases');
    const reply = await ask('أين تتحرر الطاقة المخزنة في السكر؟');
    const translation = fake.requests.find(isTranslation)!;
    expect(userText(translation)).toBe('أين تتحرر الطاقة المخزنة في السكر؟');
    expect(systemPrompt(translation)).toContain('into English');
    expect(reply.sources[0]).toMatchObject({ filename: 'notes.pdf', page: 1 });
    expect(reply.result).toBe('الإجابة من ملفات المعلم [1].');
  });

  it('gives the translator and the provider the glossary terms the question names', async () => {
    model('What happens in cellular respiration?', 'Cellular respiration releases');
    const reply = await ask('ماذا يحدث في التنفس الخلوي؟');
    const [translation, answer] = [
      fake.requests.find(isTranslation)!,
      fake.requests.find((r) => !isTranslation(r))!,
    ];
    expect(systemPrompt(translation)).toContain('"التنفس الخلوي" = "Cellular respiration"');
    expect(systemPrompt(answer)).toContain('"التنفس الخلوي" = "Cellular respiration"');
    expect(systemPrompt(answer)).toContain(NOTES);
    expect(reply.sources[0]).toMatchObject({ filename: 'notes.pdf', page: 1 });
  });

  it('translates an English question into Arabic for Arabic notes', async () => {
    model('كيف تتكون الصخور النارية؟', 'تتكون الصخور النارية');
    const reply = await ask('How do igneous rocks form from magma?');
    expect(systemPrompt(fake.requests.find(isTranslation)!)).toContain('into Arabic');
    expect(reply.sources.map((s) => s.filename)).toContain('الصخور.pdf');
  });

  it('answers from the question as asked when the translation fails', async () => {
    model(null, 'Rocks are grouped');
    const reply = await ask('What are the three families of rocks?');
    expect(reply.sources[0]).toMatchObject({ filename: 'notes.pdf', page: 2 });
  });
});
