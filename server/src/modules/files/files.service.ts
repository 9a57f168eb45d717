// Study files of a teacher's bot (docs/product.md): upload (streamed to the blob store, type decided by
// the bytes), status, list, delete. Processing happens later in the job queue.
import type { Readable } from 'node:stream';
import type { FileDto, FileStatusDto, UploadResponse } from '@edubot/common';
import { HttpError, TooManyRequestsError, notFound } from '../../http/errors.js';
import { EXTRACTION_VERSION } from '../../ingestion/extraction-version.js';
import { INGESTION_MESSAGES } from '../../ingestion/ingestion-error.js';
import type { IngestionLimits } from '../../ingestion/ingestion-limits.js';
import { detectKind } from '../../ingestion/stages/detect.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { SearchIndex } from '../../search/search-index.js';
import { BlobTooLargeError, type BlobStore } from '../../storage/blob-store.js';
import type { BotAccess } from '../bots/bot-access.js';
import { displayFilename, toFileDto, toFileStatusDto } from './file-dto.js';
import type { FilesRepository } from './files.repository.js';

export const FILE_NOT_FOUND = 'File not found';
export const fileTooLarge = (maxBytes: number) =>
  `File is too large. Maximum size is ${Math.floor(maxBytes / (1024 * 1024))} MB.`;

/** Waiting does not free storage, deleting files does; an hour is a polite Retry-After. */
const STORAGE_RETRY_AFTER_SECONDS = 3600;
export const storageFull = (quotaBytes: number) =>
  `Your study files use all of your ${Math.floor(quotaBytes / (1024 * 1024))} MB of storage. ` +
  'Delete some files to upload more.';

export interface UploadOptions {
  /** The teacher's storage quota over all their bots (issue 8). */
  storageQuotaBytes?: number;
}

export type FileJobData = Record<string, never>;

export interface FilesServiceDeps {
  files: FilesRepository;
  access: Pick<BotAccess, 'requireOwned'>;
  blobs: BlobStore;
  search: SearchIndex;
  queue: JobQueue<FileJobData>;
  limits: IngestionLimits;
}

/** Marks a multipart stream cut at the parser's size limit, so it is reported as 413 too. */
export function isUploadTooLarge(error: unknown): boolean {
  return (
    error instanceof BlobTooLargeError ||
    (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
  );
}

export class FilesService {
  /** Run after a file is deleted (chats mark its past excerpts); context.ts fills it. */
  readonly afterDelete: ((botId: string, fileId: string) => Promise<void>)[] = [];

  constructor(private readonly deps: FilesServiceDeps) {}

  /** Fails with 404 before any byte is read when the bot is not the teacher's. */
  async assertOwnBot(teacherId: string, botId: string): Promise<void> {
    await this.deps.access.requireOwned(teacherId, botId);
  }

  async upload(
    teacherId: string,
    botId: string,
    rawName: string | undefined,
    body: Readable,
    options: UploadOptions = {},
  ): Promise<UploadResponse> {
    await this.assertOwnBot(teacherId, botId);
    const quota = options.storageQuotaBytes ?? Infinity;
    const left = quota - (quota === Infinity ? 0 : await this.deps.files.storedBytes(teacherId));
    if (left <= 0) {
      body.resume();
      throw new TooManyRequestsError(STORAGE_RETRY_AFTER_SECONDS, storageFull(quota));
    }
    const maxBytes = Math.min(this.deps.limits.maxUploadBytes, left);
    let kind = 'empty';
    let blob;
    try {
      blob = await this.deps.blobs.put(body, {
        maxBytes,
        inspect: (head) => {
          if (head.byteLength === 0) return; // nothing to read: accepted, then FAILED with "No readable text"
          const detected = detectKind(head);
          if (detected === 'unsupported') throw new HttpError(415, INGESTION_MESSAGES.unsupported);
          kind = detected;
        },
      });
    } catch (error) {
      if (isUploadTooLarge(error) && maxBytes < this.deps.limits.maxUploadBytes)
        throw new TooManyRequestsError(STORAGE_RETRY_AFTER_SECONDS, storageFull(quota));
      if (isUploadTooLarge(error))
        throw new HttpError(413, fileTooLarge(this.deps.limits.maxUploadBytes));
      throw error;
    }
    // A multipart parser cuts the stream at its own size limit and flags it instead of failing.
    if ((body as Readable & { truncated?: boolean }).truncated === true) {
      await this.deps.blobs.delete(blob.key);
      throw new HttpError(413, fileTooLarge(this.deps.limits.maxUploadBytes));
    }
    const id = newId();
    const filename = displayFilename(rawName);
    const at = nowIso();
    try {
      await this.deps.files.insert({
        id,
        bot_id: botId,
        filename,
        kind,
        size: blob.size,
        blob_key: blob.key,
        status: 'PROCESSING',
        error: null,
        chunk_count: 0,
        created_at: at,
        updated_at: at,
      });
    } catch (error) {
      // The bot was deleted while the upload streamed: no row, so no orphan blob either.
      await this.deps.blobs.delete(blob.key);
      throw error;
    }
    await this.deps.queue.enqueue({ id, data: {} });
    return { file_id: id, filename, status: 'PROCESSING' };
  }

  async status(teacherId: string, fileId: string): Promise<FileStatusDto> {
    const row = await this.deps.files.findOwned(fileId, teacherId);
    if (!row) throw notFound(FILE_NOT_FOUND);
    return toFileStatusDto(row);
  }

  async list(teacherId: string, botId: string): Promise<FileDto[]> {
    await this.assertOwnBot(teacherId, botId);
    return (await this.deps.files.listByBot(botId)).map(toFileDto);
  }

  async delete(teacherId: string, fileId: string, botId: string): Promise<void> {
    const row = await this.deps.files.findOwned(fileId, teacherId);
    if (!row || row.bot_id !== botId) throw notFound(FILE_NOT_FOUND);
    this.deps.queue.cancel(fileId);
    await this.deps.search.removeFile(botId, fileId);
    await this.deps.files.delete(fileId);
    await this.deps.blobs.delete(row.blob_key);
    for (const hook of this.afterDelete) await hook(botId, fileId);
  }

  /** Reset Bot Content (issue 10): every file of the bot goes the way a single delete does. */
  async deleteAllOfBot(teacherId: string, botId: string): Promise<{ deleted: number }> {
    await this.assertOwnBot(teacherId, botId);
    const rows = await this.deps.files.listByBot(botId);
    for (const row of rows) await this.delete(teacherId, row.id, botId);
    return { deleted: rows.length };
  }

  /** Bot deletion: stop its jobs and remove blobs and index entries (rows go by cascade). */
  async removeBotFiles(botId: string): Promise<void> {
    for (const row of await this.deps.files.listByBot(botId)) {
      this.deps.queue.cancel(row.id);
      await this.deps.blobs.delete(row.blob_key);
    }
    await this.deps.search.removeBot(botId);
  }

  /** Files left PROCESSING by a crash or restart go back into the queue, then outdated ones. */
  async resumeProcessing(): Promise<number> {
    const ids = await this.deps.files.listIdsByStatus('PROCESSING');
    // Then files an older extraction indexed: they stay COMPLETED while extracted again.
    const outdated = await this.deps.files.listIdsExtractedBefore(EXTRACTION_VERSION);
    for (const id of [...ids, ...outdated]) await this.deps.queue.enqueue({ id, data: {} });
    return ids.length + outdated.length;
  }
}
