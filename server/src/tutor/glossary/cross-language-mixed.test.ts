// A question in one language naming a glossary term in the other ("what is التقطير" about English
// notes with a "Term | المصطلح" table, docs/decisions/113): the term is what is asked, and the
// rest of the question is already in the notes' language. Through the real TutorService over
// real SQLite search and the glossary mined at indexing. Carried the other way, the Arabic term
// stayed as typed and the only passage holding it was the glossary row that names it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { classWithFiles } from '../../../test/helpers/study-files.js';
import type { LanguageCode } from '../../search/language-codes.js';
import type { ChunkInput } from '../../search/search-index.js';

const LANGUAGES: LanguageCode[] = ['ara', 'eng'];

// server/bench/crosslang-113-class/science/solutions.md, two of its pages.
const NOTES: ChunkInput[] = [
  {
    page: 5,
    filename: 'solutions-and-mixtures.pdf',
    text: 'Separating mixtures\nFiltration separates an insoluble solid from a liquid: the sand stays on the filter paper as the residue. Distillation separates a liquid from a solution by boiling it and cooling the vapour in a condenser; it is used to get pure water from sea water.',
  },
  {
    page: 6,
    filename: 'solutions-and-mixtures.pdf',
    text: 'Key terms\nTerm | المصطلح\nSolute | المذاب\nSolvent | المذيب\nFiltration | الترشيح\nDistillation | التقطير\nThe concentration of a solution tells how much solute is dissolved in a given volume of solution.',
  },
];

describe('a glossary term asked in the other script', () => {
  let t: TestApp;
  let botId: string;

  const ask = (text: string) =>
    t.ctx.tutor.ask({ botId, botName: 'Science', botLanguages: LANGUAGES, text });

  beforeAll(async () => {
    t = await createTestApp();
    ({ botId } = await classWithFiles(t, { supported_languages: ['Arabic - English'] }, [NOTES]));
  });
  afterAll(() => t.close());

  it('answers with the passage that explains the term, not the glossary row', async () => {
    const reply = await ask('what is التقطير');
    expect(reply.text).toContain('boiling it and cooling the vapour');
    expect(reply.sources[0]).toMatchObject({ page: 5 });
  });
});
