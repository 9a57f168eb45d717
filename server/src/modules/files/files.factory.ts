// Builds the files module from the app's parts (called once from context.ts): blob store under
// dataDir/uploads, the job children that process files and read chat photos (isolation/), the
// in-process job queue and its worker.
import path from 'node:path';
import type { IngestionConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { resolveLimits, type IngestionLimits } from '../../ingestion/ingestion-limits.js';
import { IsolatedWork } from '../../isolation/isolated-work.js';
import { InProcessQueue } from '../../jobs/in-process-queue.js';
import type { SearchIndex } from '../../search/search-index.js';
import type { BotGlossaries } from '../../tutor/glossary/bot-glossaries.js';
import { LocalBlobStore } from '../../storage/local-blob-store.js';
import type { BotHooks } from '../bots/bot-hooks.js';
import type { BotsRepository } from '../bots/bots.repository.js';
import type { ImageTextReader } from '../chats/chats.service.js';
import { FileIngestWorker } from './file-ingest.worker.js';
import { FilesRepository } from './files.repository.js';
import { FilesService, type FileJobData } from './files.service.js';

/** A chat photo's reading (decode, scale, OCR) is killed past this; the question still goes through. */
const CHAT_IMAGE_KILL_MS = 20_000;

export interface FilesFactoryDeps {
  config: { dataDir: string; ingestion: IngestionConfig };
  db: Db;
  botsRepository: BotsRepository;
  botHooks: BotHooks;
  search: SearchIndex;
  /** Stores each file's bilingual glossary when it is indexed. */
  glossary?: BotGlossaries;
  log?: (message: string, error: unknown) => void;
}

export interface FilesModule {
  service: FilesService;
  /** Shared with chat (image questions): reads a photo in a job child, never on this thread. */
  ocr: ImageTextReader;
  /** Process ids of the job children running now (benchmarks measure their memory). */
  childPids(): number[];
  /** Resolves when no file is waiting or processing (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export function ingestionLimits(config: IngestionConfig): IngestionLimits {
  return resolveLimits({
    maxUploadBytes: config.uploadMaxBytes,
    maxPdfPages: config.maxPdfPages,
    maxImagePixels: config.maxImagePixels,
    maxZipEntries: config.zipMaxEntries,
    maxZipUnpackedBytes: config.zipMaxUnpackedBytes,
    maxZipRatio: config.zipMaxRatio,
    fileTimeBudgetMs: config.fileTimeBudgetMs,
  });
}

export function createFilesModule(deps: FilesFactoryDeps): FilesModule {
  const log = deps.log ?? ((message, error) => console.error(message, error));
  const limits = ingestionLimits(deps.config.ingestion);
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
  const queue = new InProcessQueue<FileJobData>((job, signal) => worker.process(job.id, signal), {
    concurrency: deps.config.ingestion.workers,
    onError: (error, fileId) => log(`File job ${fileId} crashed:`, error),
  });
  const service = new FilesService({
    files,
    bots: deps.botsRepository,
    blobs,
    search: deps.search,
    queue,
    limits,
  });
  deps.botHooks.beforeDelete.push((botId) => service.removeBotFiles(botId));
  // Resume what a crash or restart left PROCESSING (the schema is migrated before the context is built).
  service
    .resumeProcessing()
    .catch((error: unknown) => log('Resuming unfinished files failed:', error));
  return {
    service,
    ocr: {
      recognize: (image, languages, signal) =>
        isolated.recognizeImage(image, languages, signal, CHAT_IMAGE_KILL_MS),
    },
    childPids: () => isolated.pids,
    idle: () => queue.onIdle(),
    async close() {
      await queue.close();
      await isolated.close();
    },
  };
}
