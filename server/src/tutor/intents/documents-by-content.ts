// "لخص الصفحة 3 من ملف المناخ" when the only file whose name or title says "المناخ" is a
// one-page review sheet: the file that has page 3 and whose text is about the climate is meant.
// The topic words the student named the file by are searched in the bot's passages; among the
// documents that have the page, the one holding the best-ranked passage wins.
import type { MaterialDocument } from '../../search/material-reader.js';
import { documentWords } from './document-words.js';
import type { IntentContext } from './intent-reply.js';
import { SECTION_WORDS } from './document-titles.js';
import { foldWord } from './request-words.js';

/** Passages read: enough to reach past a one-page namesake that repeats the topic's word. */
const SEARCHED = 24;

export async function documentByContent(
  ctx: IntentContext,
  subject: string,
  documents: readonly MaterialDocument[],
): Promise<MaterialDocument | null> {
  // "ملف المناخ", "the climate unit": the words after the file and section words.
  const topic = documentWords(subject)
    .rest.split(/\s+/u)
    .filter((w) => /\p{L}{3}/u.test(w) && !SECTION_WORDS.has(foldWord(w).toLowerCase()))
    .join(' ');
  if (!topic || documents.length === 0) return null;
  const byFile = new Map(documents.map((d) => [d.filename, d]));
  const hits = await ctx.search.search(ctx.botId, topic, {
    limit: SEARCHED,
    languages: ctx.languages,
  });
  for (const hit of hits) {
    const document = byFile.get(hit.filename);
    if (document) return document;
  }
  return null;
}
