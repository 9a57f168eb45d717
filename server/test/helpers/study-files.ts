// Indexes study material for a bot the way the ingestion job leaves it (a files row, its chunks
// in the search index, its mined glossary), without running the PDF/OCR pipeline: for tutor
// tests that need exact page texts.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../src/context.js';
import type { ChunkInput } from '../../src/search/search-index.js';
import { enrolledClass, type EnrolledClass } from './accounts.js';
import type { TestApp } from './test-app.js';

export interface FileRecord {
  id: string;
  botId: string;
  filename: string;
  status?: 'PROCESSING' | 'COMPLETED' | 'FAILED';
  /** Why a FAILED file could not be read, as the teacher and students see it. */
  error?: string | null;
  chunkCount?: number;
  /** Upload time (ISO); files are listed in this order. Default: now. */
  at?: string;
}

/**
 * Writes `files` rows as the upload route and the ingestion job leave them (a COMPLETED file by
 * default), for tests about file states that need no real upload.
 */
export async function insertFileRecords(ctx: AppContext, records: FileRecord[]): Promise<void> {
  const now = new Date().toISOString();
  await ctx.db
    .insertInto('files')
    .values(
      records.map((f) => ({
        id: f.id,
        bot_id: f.botId,
        filename: f.filename,
        kind: 'pdf',
        size: 1,
        // A key in the blob store's own format: deleting the bot deletes it (there is no blob).
        blob_key: randomUUID(),
        status: f.status ?? 'COMPLETED',
        error: f.error ?? null,
        chunk_count: f.chunkCount ?? 0,
        created_at: f.at ?? now,
        updated_at: f.at ?? now,
      })),
    )
    .execute();
}

export async function indexStudyFile(
  ctx: AppContext,
  botId: string,
  fileId: string,
  chunks: ChunkInput[],
): Promise<void> {
  await insertFileRecords(ctx, [
    { id: fileId, botId, filename: chunks[0]!.filename, chunkCount: chunks.length },
  ]);
  await ctx.search.replaceFileChunks(botId, fileId, chunks, ['ara', 'eng']);
  await ctx.glossary.indexFile(botId, fileId, chunks);
}

/** Several files of one bot, each given as its chunks; file ids `<botId>-f0`, `<botId>-f1`, … */
export async function indexStudyFiles(
  ctx: AppContext,
  botId: string,
  files: readonly ChunkInput[][],
): Promise<void> {
  for (const [n, chunks] of files.entries())
    await indexStudyFile(ctx, botId, `${botId}-f${n}`, chunks);
}

/** One page of a study file: the chat tests of study requests write a bot's files page by page. */
export const page = (filename: string, pageNo: number, text: string): ChunkInput => ({
  filename,
  page: pageNo,
  text,
});

/**
 * A teacher, a bot of theirs with `files` indexed (indexStudyFiles) and a student accepted to
 * it: the class most chat tests of study requests ask.
 */
export async function classWithFiles(
  t: TestApp,
  botOverrides: Record<string, unknown>,
  files: readonly ChunkInput[][],
): Promise<EnrolledClass> {
  const cls = await enrolledClass(t.app, botOverrides);
  await indexStudyFiles(t.ctx, cls.botId, files);
  return cls;
}
