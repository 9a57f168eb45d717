// When the topic's own sentences give fewer questions than the student asked for, the quiz
// reaches further into the files that hold the topic before it gives fewer: the other passages
// of those files, the pages nearest the topic's first. A short section ("Temperature and pH",
// five points) then still gives six questions, the sixth from the slides beside it.
import type { SearchHit } from '../../search/search-index.js';
import type { MaterialDocument } from '../../search/material-reader.js';
import { chunkToHit, type IntentContext } from './intent-reply.js';
import { materialSentences, type MaterialSentence } from './material-sentences.js';

/** Files of the topic read further (the ones holding most of its sentences). */
const MAX_FILES = 2;
/** Passages read of each such file. */
const CHUNKS_PER_FILE = 30;

export interface WiderMaterial {
  /** Passages to add after the quiz's own (sentences' `chunk` counts on from `offset`). */
  passages: SearchHit[];
  sentences: MaterialSentence[];
}

/**
 * The sentences of the topic's files that the quiz has not read yet, nearest page first, then in
 * reading order. `used` holds the texts of the sentences already drawn on.
 */
export async function sameFileSentences(
  ctx: IntentContext,
  documents: readonly MaterialDocument[],
  passages: readonly SearchHit[],
  topicSentences: readonly MaterialSentence[],
  used: ReadonlySet<string>,
): Promise<WiderMaterial> {
  const perFile = new Map<string, number>();
  const pages = new Map<string, number[]>();
  for (const s of topicSentences) {
    const hit = passages[s.chunk];
    if (!hit) continue;
    perFile.set(hit.filename, (perFile.get(hit.filename) ?? 0) + 1);
    pages.set(hit.filename, [...(pages.get(hit.filename) ?? []), hit.page ?? 0]);
  }
  const files = [...perFile]
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_FILES)
    .map(([name]) => documents.find((d) => d.filename === name))
    .filter((d): d is MaterialDocument => d !== undefined);
  const offset = passages.length;
  const hits: SearchHit[] = [];
  for (const document of files) {
    const chunks = await ctx.reader.documentChunks(ctx.botId, document, {
      limit: CHUNKS_PER_FILE,
    });
    hits.push(...chunks.map(chunkToHit));
  }
  const distance = (hit: SearchHit): number => {
    const near = pages.get(hit.filename) ?? [];
    return Math.min(...near.map((p) => Math.abs((hit.page ?? 0) - p)));
  };
  const sentences = materialSentences(hits, ctx.languages)
    .map((s) => ({ ...s, chunk: s.chunk + offset }))
    .filter((s) => !used.has(s.text))
    .sort(
      (a, b) =>
        distance(hits[a.chunk - offset]!) - distance(hits[b.chunk - offset]!) ||
        a.chunk - b.chunk ||
        a.index - b.index,
    );
  return { passages: hits, sentences };
}
