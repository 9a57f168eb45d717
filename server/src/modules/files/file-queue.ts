// The queue study files wait in: in-process on SQLite (the embedded default), pg-boss on
// PostgreSQL, where API processes enqueue and worker processes run (EDUBOT_ROLE, docs/deploy.md).
import type { ProcessRole } from '../../config.js';
import { INGESTION_MESSAGES } from '../../ingestion/ingestion-error.js';
import { InProcessQueue } from '../../jobs/in-process-queue.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { PgBossQueue } from '../../jobs/pg-boss-queue.js';
import { MAX_FILE_ATTEMPTS, type FileIngestWorker } from './file-ingest.worker.js';
import type { FileJobData } from './files.service.js';

/** Where pg-boss keeps the file jobs; tests give each app its own queue name. */
export interface FileQueuePlace {
  schema: string;
  name: string;
}

export const DEFAULT_FILE_QUEUE: FileQueuePlace = { schema: 'pgboss', name: 'file-ingest' };

export interface FileQueueDeps {
  config: { databaseUrl: string | undefined; role: ProcessRole };
  worker: FileIngestWorker;
  /** Files processed at once by this process. */
  concurrency: number;
  /** A file's time budget: a run far past it was cut short by a dead worker. */
  fileTimeBudgetMs: number;
  place?: FileQueuePlace;
  log: (message: string, error: unknown) => void;
}

export function createFileQueue(deps: FileQueueDeps): JobQueue<FileJobData> & {
  /** Whether this process runs file jobs (false for EDUBOT_ROLE=api). */
  consumes: boolean;
} {
  const run = (job: { id: string }, signal: AbortSignal) => deps.worker.process(job.id, signal);
  const onError = (error: unknown, fileId: string) =>
    deps.log(`File job ${fileId} crashed:`, error);
  const url = deps.config.databaseUrl;
  if (!url) {
    const queue = new InProcessQueue<FileJobData>(run, { concurrency: deps.concurrency, onError });
    return Object.assign(queue, { consumes: true });
  }
  const consumes = deps.config.role !== 'api';
  const place = deps.place ?? DEFAULT_FILE_QUEUE;
  const budgetSeconds = Math.ceil(deps.fileTimeBudgetMs / 1000);
  const queue = new PgBossQueue<FileJobData>(run, {
    url,
    schema: place.schema,
    name: place.name,
    consume: consumes,
    concurrency: deps.concurrency,
    // The worker counts a file's runs itself (MAX_FILE_ATTEMPTS, then FAILED with the reason);
    // the queue's retries cover runs that never reached that count (killed workers, errors).
    retryLimit: MAX_FILE_ATTEMPTS + 1,
    retryDelaySeconds: 2,
    expireInSeconds: Math.ceil(budgetSeconds * 1.25) + 5,
    onDeadLetter: (job) =>
      deps.worker.giveUp(job.id, INGESTION_MESSAGES.tooManyAttempts(MAX_FILE_ATTEMPTS)),
    onError,
  });
  return Object.assign(queue, { consumes });
}
