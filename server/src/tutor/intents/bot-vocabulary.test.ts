import { describe, expect, it } from 'vitest';
import type { MaterialDocument, StudyMaterialReader } from '../../search/material-reader.js';
import { botVocabulary } from './bot-vocabulary.js';

/** A reader over a list of documents the test changes, counting the chunk reads. */
function fakeReader(documents: MaterialDocument[]) {
  const counts = { chunkReads: 0 };
  const reader: StudyMaterialReader = {
    documents: async () => documents.map((d) => ({ ...d })),
    documentChunks: async (_botId, document) => {
      counts.chunkReads++;
      return [
        {
          chunkId: 'c1',
          fileId: document.fileId,
          filename: document.filename,
          page: 1,
          text: 'Photosynthesis',
        },
      ];
    },
  };
  return { reader, counts };
}

const doc = (fileId: string, chunks = 3): MaterialDocument => ({
  fileId,
  filename: `${fileId}.pdf`,
  pages: 1,
  chunks,
});

describe('botVocabulary', () => {
  it('reads a bot’s chunks once while its documents stay the same, and again after each change', async () => {
    const documents = [doc('a'), doc('b')];
    const { reader, counts } = fakeReader(documents);
    const botId = `bot-${crypto.randomUUID()}`;
    const first = await botVocabulary(reader, botId);
    expect(counts.chunkReads).toBe(2);
    expect(await botVocabulary(reader, botId)).toBe(first);
    expect(counts.chunkReads).toBe(2);

    // A file re-extracted with another number of chunks, then a file added, then one removed.
    documents[1] = doc('b', 4);
    const second = await botVocabulary(reader, botId);
    expect(second).not.toBe(first);
    expect(counts.chunkReads).toBe(4);
    documents.push(doc('c'));
    expect(await botVocabulary(reader, botId)).not.toBe(second);
    expect(counts.chunkReads).toBe(7);
    documents.shift();
    await botVocabulary(reader, botId);
    expect(counts.chunkReads).toBe(9);
    // A renamed file.
    documents[0] = { ...documents[0]!, filename: 'renamed.pdf' };
    await botVocabulary(reader, botId);
    expect(counts.chunkReads).toBe(11);
  });

  it('keeps each bot’s vocabulary apart', async () => {
    const { reader, counts } = fakeReader([doc('a')]);
    const one = await botVocabulary(reader, `bot-${crypto.randomUUID()}`);
    const two = await botVocabulary(reader, `bot-${crypto.randomUUID()}`);
    expect(two).not.toBe(one);
    expect(counts.chunkReads).toBe(2);
  });
});
