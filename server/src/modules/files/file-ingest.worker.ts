// The job behind every upload: blob -> ingestion pipeline (in a job child, isolation/) -> search
// index -> COMPLETED, or FAILED with a reason the teacher can read. Idempotent: running a file
// again replaces its chunks, so files left PROCESSING by a crash or restart are run again at
// start, but at most MAX_FILE_ATTEMPTS times in all (the count is in the files table).
import { EXTRACTION_VERSION } from '../../ingestion/extraction-version.js';
import { IngestionError, INGESTION_MESSAGES } from '../../ingestion/ingestion-error.js';
import type { IngestionLimits } from '../../ingestion/ingestion-limits.js';
import { ChildJobKilledError } from '../../isolation/child-job-pool.js';
import { nowIso } from '../../lib/clock.js';
import type { LanguageCode } from '../../search/language-codes.js';
import type { ChunkInput, SearchIndex } from '../../search/search-index.js';
import type { BlobStore } from '../../storage/blob-store.js';
import type { BotGlossaries } from '../../tutor/glossary/bot-glossaries.js';
import { botLanguages } from '../bots/bot-languages.js';
import { reextractCompletedFile } from './file-reextract.js';
import type { FileRow, FilesRepository } from './files.repository.js';

/** Runs of one file before it is given up: a crash may be bad luck once, not three times. */
export const MAX_FILE_ATTEMPTS = 3;

/** The pipeline, wherever it runs (a job child in the server). */
export type IngestRunner = (
  file: { name: string; bytes: Uint8Array },
  languages: LanguageCode[],
  limits: IngestionLimits,
  signal: AbortSignal,
) => Promise<ChunkInput[]>;

export interface FileIngestDeps {
  files: FilesRepository;
  blobs: BlobStore;
  search: SearchIndex;
  ingest: IngestRunner;
  limits: IngestionLimits;
  /** Mines and stores the file's bilingual glossary next to its chunks (tutor/glossary/). */
  glossary?: BotGlossaries;
  /** Unexpected failures (bugs, disk errors, crashed children): logged for the operator. */
  onUnexpectedError?: (fileId: string, error: unknown) => void;
}

/** What the teacher reads for a failure; null means "try again" (a crash with attempts left). */
function failureReason(error: unknown, attempt: number): string | null {
  if (error instanceof IngestionError) return error.message;
  if (error instanceof ChildJobKilledError) {
    if (error.reason === 'time') return INGESTION_MESSAGES.timeBudget;
    if (error.reason === 'memory') return INGESTION_MESSAGES.memoryLimit;
    return attempt < MAX_FILE_ATTEMPTS ? null : INGESTION_MESSAGES.tooManyAttempts(attempt);
  }
  return INGESTION_MESSAGES.internal;
}

export class FileIngestWorker {
  constructor(private readonly deps: FileIngestDeps) {}

  /**
   * The job queue gave up on the file (pg-boss dead letter: its runs kept dying or erroring):
   * it ends FAILED with the reason, unless it finished or was deleted meanwhile.
   */
  async giveUp(fileId: string, reason: string): Promise<void> {
    const row = await this.deps.files.findForJob(fileId);
    if (row?.status === 'PROCESSING') await this.failFile(row, reason);
  }

  private async failFile(row: FileRow, reason: string): Promise<void> {
    await this.deps.search.removeFile(row.bot_id, row.id);
    await this.deps.glossary?.removeFile(row.id);
    // A FAILED file is never read again: its bytes go first (so whoever sees FAILED sees them
    // gone, and they count against no quota); the row stays to show the reason.
    await this.deps.blobs.delete(row.blob_key);
    await this.deps.files.finish(row.id, {
      status: 'FAILED',
      error: reason,
      chunkCount: 0,
      at: nowIso(),
    });
  }

  async process(fileId: string, signal: AbortSignal): Promise<void> {
    const { files, blobs, search } = this.deps;
    const row = await files.findForJob(fileId);
    if (row?.status === 'COMPLETED' && row.extraction_version < EXTRACTION_VERSION)
      return reextractCompletedFile(this.deps, row, botLanguages(row.supported_languages), signal);
    if (!row || row.status !== 'PROCESSING') return;
    const languages = botLanguages(row.supported_languages);
    const fail = (reason: string) => this.failFile(row, reason);
    for (;;) {
      // Counted before the run: a run cut short by a crash of the whole server counts too.
      const attempt = await files.startAttempt(row.id);
      if (attempt === null) return; // deleted or finished meanwhile
      if (attempt > MAX_FILE_ATTEMPTS) return fail(INGESTION_MESSAGES.tooManyAttempts(attempt - 1));
      try {
        const bytes = await blobs.get(row.blob_key);
        const chunks = await this.deps.ingest(
          { name: row.filename, bytes },
          languages,
          this.deps.limits,
          signal,
        );
        // Cancelled (file deleted) or shutting down: write nothing; a restart resumes it if it still exists.
        if (signal.aborted) return;
        const count = await search.replaceFileChunks(row.bot_id, row.id, chunks, languages);
        await this.deps.glossary?.indexFile(row.bot_id, row.id, chunks);
        const finished = await files.finish(row.id, {
          status: 'COMPLETED',
          error: null,
          chunkCount: count,
          at: nowIso(),
          extractionVersion: EXTRACTION_VERSION,
        });
        // Deleted while its chunks were being written: take them out again.
        if (!finished) await search.removeFile(row.bot_id, row.id);
        return;
      } catch (error) {
        if (signal.aborted) return;
        // A limit kill is the file's doing and is shown to the teacher; crashes and bugs are logged.
        const expected =
          error instanceof IngestionError ||
          (error instanceof ChildJobKilledError && error.reason !== 'crash');
        if (!expected) this.deps.onUnexpectedError?.(fileId, error);
        const reason = failureReason(error, attempt);
        if (reason !== null) return fail(reason);
      }
    }
  }
}
