// Turns a provider's answer into the reply's `sources`: one entry per cited passage, in
// citation order ([1] is sources[0]), each with a short excerpt that starts at the passage's
// first sentence the answer quotes (or the passage start), cut at a word boundary.
import type { SourceDto } from '@edubot/common';
import type { SearchHit } from '../search/search-index.js';
import { splitSentences } from './sentences.js';

const EXCERPT_CHARS = 300;

export function excerptFor(passage: string, answer: string): string {
  const quoted = splitSentences(passage).find((s) => answer.includes(s.text));
  const flat = passage.replace(/\s+/gu, ' ').trim();
  const start = quoted ? Math.max(0, flat.indexOf(quoted.text)) : 0;
  const rest = flat.slice(start);
  if (rest.length <= EXCERPT_CHARS) return rest;
  const cut = rest.lastIndexOf(' ', EXCERPT_CHARS);
  return `${rest.slice(0, cut > EXCERPT_CHARS / 2 ? cut : EXCERPT_CHARS)}…`;
}

export function toSources(
  passages: readonly SearchHit[],
  cited: readonly number[],
  answer: string,
): SourceDto[] {
  return cited
    .filter((i) => Number.isInteger(i) && i >= 0 && i < passages.length)
    .map((i) => {
      const hit = passages[i]!;
      return {
        file_id: hit.fileId,
        filename: hit.filename,
        page: hit.page,
        excerpt: excerptFor(hit.text, answer),
      };
    });
}
