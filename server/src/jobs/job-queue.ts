// The job queue behind one interface (docs/architecture.md `jobs/`): in-process by default,
// pg-boss on PostgreSQL (pg-boss-queue.ts). Jobs must be idempotent: after a crash they are simply run again
// (the durable state is the row they work on, e.g. a file still PROCESSING).

export interface Job<T> {
  /** Unique per unit of work (e.g. the file id): a job already waiting or running is not added twice. */
  id: string;
  data: T;
}

export type JobHandler<T> = (job: Job<T>, signal: AbortSignal) => Promise<void>;

export interface JobQueue<T> {
  /** Connects and starts taking jobs now rather than at the first enqueue (database-backed queues). */
  start?(): Promise<void>;
  /** Resolves once the job is queued (durably, for a database-backed queue). */
  enqueue(job: Job<T>): Promise<void>;
  /** Drops a waiting job, or aborts it when running (e.g. its file was deleted). */
  cancel(id: string): void;
  /** Resolves when nothing is waiting or running (tests, graceful shutdown). */
  onIdle(): Promise<void>;
  /** Stops taking jobs, aborts running ones and waits for them to settle. */
  close(): Promise<void>;
}
