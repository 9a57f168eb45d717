// Indexes study material for a bot the way the ingestion job leaves it (a files row, its chunks
// in the search index, its mined glossary), without running the PDF/OCR pipeline: for tutor
// tests that need exact page texts.
import type { AppContext } from '../../src/context.js';
import type { ChunkInput } from '../../src/search/search-index.js';

export async function indexStudyFile(
  ctx: AppContext,
  botId: string,
  fileId: string,
  chunks: ChunkInput[],
): Promise<void> {
  const at = new Date().toISOString();
  await ctx.db
    .insertInto('files')
    .values({
      id: fileId,
      bot_id: botId,
      filename: chunks[0]!.filename,
      kind: 'pdf',
      size: 1,
      blob_key: fileId,
      status: 'COMPLETED',
      error: null,
      chunk_count: chunks.length,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await ctx.search.replaceFileChunks(botId, fileId, chunks, ['ara', 'eng']);
  await ctx.glossary.indexFile(botId, fileId, chunks);
}
