// The job behind every upload: blob -> ingestion pipeline -> search index -> COMPLETED, or FAILED
// with a reason the teacher can read. Idempotent: running a file again replaces its chunks, so
// files left PROCESSING by a crash or restart are simply run again at start.
import { LANGUAGE_CODES, type SupportedLanguage } from '@edubot/common';
import { IngestionError, INGESTION_MESSAGES } from '../../ingestion/ingestion-error.js';
import type { IngestionLimits } from '../../ingestion/ingestion-limits.js';
import { ingestFile } from '../../ingestion/pipeline.js';
import type { OcrEngine } from '../../ingestion/stages/ocr.js';
import { nowIso } from '../../lib/clock.js';
import type { LanguageCode } from '../../search/language-codes.js';
import type { SearchIndex } from '../../search/search-index.js';
import type { BlobStore } from '../../storage/blob-store.js';
import type { BotGlossaries } from '../../tutor/glossary/bot-glossaries.js';
import type { FilesRepository } from './files.repository.js';

export interface FileIngestDeps {
  files: FilesRepository;
  blobs: BlobStore;
  search: SearchIndex;
  ocr: OcrEngine;
  limits: IngestionLimits;
  /** Mines and stores the file's bilingual glossary next to its chunks (tutor/glossary/). */
  glossary?: BotGlossaries;
  /** Unexpected failures (bugs, disk errors): logged for the operator, shown generically. */
  onUnexpectedError?: (fileId: string, error: unknown) => void;
}

/** The bot's OCR and analyzer languages from its supported_languages column (JSON). */
export function botLanguages(supportedLanguagesJson: string): LanguageCode[] {
  let choices: SupportedLanguage[] = [];
  try {
    choices = JSON.parse(supportedLanguagesJson) as SupportedLanguage[];
  } catch {
    // a damaged row falls back to the default below
  }
  const codes = new Set<LanguageCode>(choices.flatMap((c) => LANGUAGE_CODES[c] ?? []));
  return codes.size > 0 ? [...codes] : ['ara', 'eng'];
}

export class FileIngestWorker {
  constructor(private readonly deps: FileIngestDeps) {}

  async process(fileId: string, signal: AbortSignal): Promise<void> {
    const { files, blobs, search } = this.deps;
    const row = await files.findForJob(fileId);
    if (!row || row.status !== 'PROCESSING') return;
    const languages = botLanguages(row.supported_languages);
    try {
      const bytes = await blobs.get(row.blob_key);
      const chunks = await ingestFile(
        { name: row.filename, bytes },
        { languages, signal },
        { ocr: this.deps.ocr, limits: this.deps.limits },
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
      });
      // Deleted while its chunks were being written: take them out again.
      if (!finished) await search.removeFile(row.bot_id, row.id);
    } catch (error) {
      if (signal.aborted) return;
      if (!(error instanceof IngestionError)) this.deps.onUnexpectedError?.(fileId, error);
      const reason = error instanceof IngestionError ? error.message : INGESTION_MESSAGES.internal;
      await search.removeFile(row.bot_id, row.id);
      await this.deps.glossary?.removeFile(row.id);
      // A FAILED file is never read again: its bytes go first (so whoever sees FAILED sees them
      // gone, and they count against no quota); the row stays to show the reason.
      await blobs.delete(row.blob_key);
      await files.finish(row.id, { status: 'FAILED', error: reason, chunkCount: 0, at: nowIso() });
    }
  }
}
