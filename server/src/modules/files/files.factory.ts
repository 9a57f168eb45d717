// Builds the files module from the app's parts (called once from context.ts): blob store under
// dataDir/uploads, the job children that process files and read chat photos (isolation/), the
// job queue (in-process, or pg-boss on PostgreSQL: file-queue.ts) and its worker.
import path from 'node:path';
import type { IngestionConfig, ProcessRole } from '../../config.js';
import type { Db } from '../../db/database.js';
import { IsolatedWork } from '../../isolation/isolated-work.js';
import type { SearchIndex } from '../../search/search-index.js';
import type { BotGlossaries } from '../../tutor/glossary/bot-glossaries.js';
import { LocalBlobStore } from '../../storage/local-blob-store.js';
import type { BotHooks } from '../bots/bot-hooks.js';
import type { BotAccess } from '../bots/bot-access.js';
import type { ImageTextReader } from '../chats/chats.service.js';
import { FileIngestWorker } from './file-ingest.worker.js';
import { createFileQueue, type FileQueuePlace } from './file-queue.js';
import { FilesRepository } from './files.repository.js';
import { FilesService } from './files.service.js';
import { SourcePages } from './source-pages.js';

/** Rendering one cited page is killed past this (the student sees the excerpt without the page). */
const PAGE_RENDER_KILL_MS = 20_000;

export interface FilesFactoryDeps {
  config: {
    dataDir: string;
    ingestion: IngestionConfig;
    /** A chat photo's reading (decode, prepare, OCR) is killed past this; the question still goes through. */
    chatImageTimeoutMs: number;
    /** The photo reader's start-up (child, models) is killed past this; it is not the reading's time. */
    chatImageStartupTimeoutMs: number;
    databaseUrl: string | undefined;
    role: ProcessRole;
  };
  /** Where pg-boss keeps file jobs on PostgreSQL (tests: one queue per app). */
  jobQueue?: FileQueuePlace;
  db: Db;
  botAccess: BotAccess;
  botHooks: BotHooks;
  search: SearchIndex;
  /** Stores each file's bilingual glossary when it is indexed. */
  glossary?: BotGlossaries;
  log?: (message: string, error: unknown) => void;
}

export interface FilesModule {
  service: FilesService;
  /** Cited pages to look at (PDF pages rendered in a job child, images as they are). */
  pages: SourcePages;
  /** Shared with chat (image questions): reads a photo in a job child, never on this thread. */
  ocr: ImageTextReader;
  /** Process ids of the job children running now (benchmarks measure their memory). */
  childPids(): number[];
  /** Resolves when no file is waiting or processing (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export function createFilesModule(deps: FilesFactoryDeps): FilesModule {
  const log = deps.log ?? ((message, error) => console.error(message, error));
  const limits = deps.config.ingestion;
  const isolated = new IsolatedWork({
    langDir: path.join(deps.config.dataDir, 'tessdata'),
    fileWorkers: deps.config.ingestion.workers,
    memoryLimitBytes: deps.config.ingestion.memoryLimitBytes,
  });
  const files = new FilesRepository(deps.db);
  const blobs = LocalBlobStore.forDataDir(deps.config.dataDir);
  const worker = new FileIngestWorker({
    files,
    blobs,
    search: deps.search,
    glossary: deps.glossary,
    ingest: (file, languages, fileLimits, signal) =>
      isolated.ingest(file, languages, fileLimits, signal),
    limits,
    onUnexpectedError: (fileId, error) =>
      log(`Processing file ${fileId} failed unexpectedly:`, error),
  });
  const queue = createFileQueue({
    config: deps.config,
    worker,
    concurrency: deps.config.ingestion.workers,
    fileTimeBudgetMs: deps.config.ingestion.fileTimeBudgetMs,
    place: deps.jobQueue,
    log,
  });
  const service = new FilesService({
    files,
    access: deps.botAccess,
    blobs,
    search: deps.search,
    queue,
    limits,
  });
  deps.botHooks.beforeDelete.push((botId) => service.removeBotFiles(botId));
  // Resume what a crash or restart left PROCESSING (the schema is migrated before the context is
  // built). Only where files are processed: an API process of a split deployment leaves it to
  // the workers.
  if (queue.consumes) {
    queue.start?.().catch((error: unknown) => log('Starting the file job queue failed:', error));
    service
      .resumeProcessing()
      .catch((error: unknown) => log('Resuming unfinished files failed:', error));
  }
  const pages = new SourcePages({
    files,
    access: deps.botAccess,
    blobs,
    renderPdfPage: (bytes, page, excerpt) =>
      isolated.renderPage(bytes, page, limits.maxImagePixels, PAGE_RENDER_KILL_MS, excerpt),
  });
  return {
    service,
    pages,
    ocr: {
      recognize: (image, languages, signal) =>
        isolated.recognizeImage(image, languages, signal, {
          readMs: deps.config.chatImageTimeoutMs,
          startupMs: deps.config.chatImageStartupTimeoutMs,
        }),
    },
    childPids: () => isolated.pids,
    idle: () => queue.onIdle(),
    async close() {
      await queue.close();
      await isolated.close();
    },
  };
}
