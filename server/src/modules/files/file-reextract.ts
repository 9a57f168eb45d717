// Re-extraction of a COMPLETED file after an extraction upgrade (ingestion/extraction-version.ts).
// The file stays COMPLETED and searchable with its old chunks the whole time: the new chunks
// replace them in one write when they are ready. If the new run fails, the old chunks are kept
// (a working file never turns FAILED through an upgrade) and the file is stamped anyway, so a
// file that fails is not retried at every start; the failure is logged for the operator.
import { EXTRACTION_VERSION } from '../../ingestion/extraction-version.js';
import { IngestionError } from '../../ingestion/ingestion-error.js';
import { nowIso } from '../../lib/clock.js';
import type { LanguageCode } from '../../search/language-codes.js';
import type { FileIngestDeps } from './file-ingest.worker.js';
import type { FileJobRow } from './files.repository.js';

export async function reextractCompletedFile(
  deps: FileIngestDeps,
  row: FileJobRow,
  languages: LanguageCode[],
  signal: AbortSignal,
): Promise<void> {
  const { files, blobs, search } = deps;
  let chunkCount: number | null = null;
  try {
    const bytes = await blobs.get(row.blob_key);
    const chunks = await deps.ingest({ name: row.filename, bytes }, languages, deps.limits, signal);
    if (signal.aborted) return; // deleted or shutting down: a restart tries again
    // Deleted meanwhile: write nothing.
    if ((await files.findForJob(row.id))?.status !== 'COMPLETED') return;
    chunkCount = await search.replaceFileChunks(row.bot_id, row.id, chunks, languages);
    await deps.glossary?.indexFile(row.bot_id, row.id, chunks);
  } catch (error) {
    if (signal.aborted) return;
    if (!(error instanceof IngestionError)) deps.onUnexpectedError?.(row.id, error);
  }
  const stamped = await files.finishReextraction(row.id, {
    chunkCount,
    extractionVersion: EXTRACTION_VERSION,
    at: nowIso(),
  });
  // Deleted while its new chunks were being written: take them out again.
  if (!stamped && chunkCount !== null) await search.removeFile(row.bot_id, row.id);
}
