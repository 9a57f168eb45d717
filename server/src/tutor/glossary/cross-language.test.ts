// Cross-language questions through the real TutorService over real SQLite search: a bilingual
// bot with English notes, an Arabic glossary table and Arabic notes with bracketed terms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { createBot, signUp } from '../../../test/helpers/accounts.js';
import { indexStudyFile } from '../../../test/helpers/study-files.js';
import type { LanguageCode } from '../../search/language-codes.js';
import type { ChunkInput } from '../../search/search-index.js';
import { createExtractiveProvider } from '../providers/extractive.provider.js';
import { TutorService } from '../tutor.service.js';

const LANGUAGES: LanguageCode[] = ['ara', 'eng'];

const ENGLISH_NOTES: ChunkInput[] = [
  {
    page: 1,
    filename: 'biology-notes.pdf',
    text: 'Photosynthesis is the process by which green plants make glucose from sunlight, water and carbon dioxide. It takes place in the chloroplasts of leaf cells.',
  },
  {
    page: 2,
    filename: 'biology-notes.pdf',
    text: 'Cellular respiration releases the energy stored in glucose. Most of it happens inside the mitochondria.',
  },
  {
    page: 3,
    filename: 'biology-notes.pdf',
    text: 'Rocks are grouped into three families: igneous, sedimentary and metamorphic.',
  },
];

const GLOSSARY_TABLE: ChunkInput[] = [
  {
    page: 1,
    filename: 'مسرد المصطلحات.pdf',
    text: 'المصطلح Term\nالبناء الضوئي Photosynthesis\nالتنفس الخلوي Cellular respiration\nالبلاستيدات الخضراء Chloroplasts\nالميتوكوندريا Mitochondria',
  },
];

const ARABIC_NOTES: ChunkInput[] = [
  {
    page: 4,
    filename: 'دورة الماء.pdf',
    text: 'التبخر (Evaporation) هو تحول الماء السائل إلى بخار عندما تسخن الشمس مياه المحيطات. يتكاثف البخار في الهواء فتتكون الغيوم.',
  },
  {
    page: 5,
    filename: 'دورة الماء.pdf',
    text: 'تعتمد النباتات على الماء في عملية النمو، وتحتاج التربة إلى الماء لتبقى خصبة.',
  },
  {
    page: 6,
    filename: 'دورة الماء.pdf',
    text: 'يبدأ بناء الساق في النبات من البذرة، وتحتاج التربة الخصبة إلى الماء.',
  },
];

describe('cross-language questions on a bilingual bot', () => {
  let t: TestApp;
  let botId: string;
  let withGlossary: TutorService;
  let withoutGlossary: TutorService;

  const ask = (tutor: TutorService, text: string) =>
    tutor.ask({ botId, botName: 'Science', botLanguages: LANGUAGES, text });

  beforeAll(async () => {
    t = await createTestApp();
    const teacher = await signUp(t.app, 'teacher');
    botId = await createBot(t.app, teacher, { supported_languages: ['Arabic - English'] });
    const files: [string, ChunkInput[]][] = [
      ['file-en-notes', ENGLISH_NOTES],
      ['file-glossary', GLOSSARY_TABLE],
      ['file-ar-notes', ARABIC_NOTES],
    ];
    for (const [id, chunks] of files) await indexStudyFile(t.ctx, botId, id, chunks);
    withGlossary = t.ctx.tutor;
    withoutGlossary = new TutorService(t.ctx.search, createExtractiveProvider());
  });
  afterAll(() => t.close());

  it('never answers in the other language with a passage that does not name the term', async () => {
    // The English notes say nothing of soil; the Arabic notes speak of plants and soil, never of
    // photosynthesis (البناء الضوئي): quoting them would answer another question.
    const reply = await ask(withGlossary, 'does photosynthesis need fertile soil?');
    expect(reply.text).not.toContain('تحتاج التربة');
  });

  it('answers an Arabic question from English notes, introduced in Arabic', async () => {
    const reply = await ask(withGlossary, 'ما هو البناء الضوئي؟');
    expect(reply.sources[0]).toMatchObject({ filename: 'biology-notes.pdf', page: 1 });
    expect(reply.text).toContain(
      'Photosynthesis is the process by which green plants make glucose',
    );
    expect(reply.text.split('\n')[0]).toBe(
      'وجدت الإجابة في ملفات معلمك باللغة الإنجليزية، و«البناء الضوئي» فيها هو «Photosynthesis»:',
    );
    // Without the glossary the same question never reaches the English page.
    const before = await ask(withoutGlossary, 'ما هو البناء الضوئي؟');
    expect(before.sources.some((s) => s.filename === 'biology-notes.pdf')).toBe(false);
  });

  it('finds the English page for an Arabic question with other words around the term', async () => {
    const reply = await ask(withGlossary, 'أين يحدث التنفس الخلوي في الخلية؟');
    expect(reply.sources[0]).toMatchObject({ filename: 'biology-notes.pdf', page: 2 });
    expect(reply.text).toContain('mitochondria');
  });

  it('introduces Arabic quotes with an English line for an English question', async () => {
    const reply = await ask(withGlossary, 'What is evaporation?');
    expect(reply.sources[0]).toMatchObject({ filename: 'دورة الماء.pdf', page: 4 });
    expect(reply.text.split('\n')[0]).toBe("Your teacher's files answer this in Arabic:");
    expect(reply.text).toContain('تحول الماء السائل إلى بخار');
  });

  it('leaves same-language questions exactly as they were', async () => {
    for (const q of [
      'What is photosynthesis?',
      'Where does cellular respiration happen?',
      'What are the three families of rocks?',
      'ما هو التبخر؟',
      'كيف تتكون الغيوم؟',
    ]) {
      const [after, before] = [await ask(withGlossary, q), await ask(withoutGlossary, q)];
      expect(after, q).toEqual(before);
    }
  });

  it('removes a file glossary with the file', async () => {
    await t.ctx.db.deleteFrom('files').where('id', '=', 'file-glossary').execute();
    const glossary = await t.ctx.glossary.forBot(botId, LANGUAGES);
    // The other files do not give this term, so nothing translates it any more.
    expect(glossary?.match('ما هو البناء الضوئي؟') ?? []).toEqual([]);
    expect(glossary?.match('What is evaporation?').map((m) => m.translation)).toEqual(['التبخر']);
  });
});
