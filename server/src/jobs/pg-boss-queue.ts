// JobQueue over pg-boss (PostgreSQL), for deployments with separate API and worker processes
// (docs/deploy.md). Jobs live in the database: any API process enqueues, any worker process
// runs them, and a worker killed mid-job loses nothing: its job expires and is retried by
// another worker. Failed runs are retried with exponential backoff; a job out of retries goes to
// a dead-letter queue whose handler records the failure (the file ends FAILED with a reason).
// pg-boss is the vendor library: nothing outside this file imports it.
import PgBoss from 'pg-boss';
import type { Job, JobHandler, JobQueue } from './job-queue.js';
import { retryOnDeadlock } from './retry-on-deadlock.js';

export interface PgBossQueueOptions<T> {
  url: string;
  /** pg-boss keeps its tables in this schema (installed at start, under its own lock). */
  schema: string;
  /** Queue name; its dead-letter queue is `${name}-dead`. */
  name: string;
  /** Runs jobs in this process (roles all and worker); false only enqueues (role api). */
  consume: boolean;
  /** Jobs run at once in this process. */
  concurrency: number;
  /** Retries after the first run; then the dead-letter handler. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A run longer than this counts as dead (its worker was killed) and is retried. */
  expireInSeconds: number;
  /** How often a job-less worker asks for work. */
  pollingIntervalSeconds?: number;
  /** What a job out of retries leaves behind (runs on a consuming process). */
  onDeadLetter: (job: Job<T>) => Promise<void>;
  onError?: (error: unknown, jobId: string) => void;
}

/** Ids in the queue are our own (a file id); pg-boss numbers its jobs itself. */
interface Payload<T> {
  key: string;
  data: T;
}

const POLL_IDLE_MS = 200;

export class PgBossQueue<T> implements JobQueue<T> {
  private readonly boss: PgBoss;
  private readonly running = new Map<
    string,
    { controller: AbortController; done: Promise<void> }
  >();
  private started: Promise<void> | undefined;
  private closed = false;
  /** This process's pollers of the file queue, woken when this process enqueues. */
  private readonly workerIds: string[] = [];

  constructor(
    private readonly handler: JobHandler<T>,
    private readonly options: PgBossQueueOptions<T>,
  ) {
    // Expired runs are found at maintenance: often enough that a killed worker's job is picked
    // up again within a fraction of its expiry.
    const maintenance = Math.min(60, Math.max(1, Math.ceil(options.expireInSeconds / 4)));
    this.boss = new PgBoss({
      connectionString: options.url,
      schema: options.schema,
      max: Math.max(2, options.concurrency + 1),
      supervise: options.consume,
      schedule: false,
      maintenanceIntervalSeconds: maintenance,
    });
    this.boss.on('error', (error) => options.onError?.(error, options.name));
  }

  /** Installs or upgrades pg-boss's tables, creates the queues and starts consuming. */
  start(): Promise<void> {
    this.started ??= this.startOnce();
    return this.started;
  }

  async enqueue(job: Job<T>): Promise<void> {
    if (this.closed) return;
    await this.start();
    const payload: Payload<T> = { key: job.id, data: job.data };
    // 'stately' queue: at most one waiting and one running job per key, so a file queued twice
    // (an upload and a restart's resume) is not processed twice at once.
    await this.boss.send(this.options.name, payload, { singletonKey: job.id });
    // An idle poller of this process takes it now rather than at its next poll.
    for (const id of this.workerIds) this.boss.notifyWorker(id);
  }

  /** Aborts the job when this process runs it; a run in another process finds its row gone. */
  cancel(id: string): void {
    this.running.get(id)?.controller.abort(new Error('Job cancelled'));
  }

  /** Nothing waiting, retrying or running in this queue, in any process. */
  async onIdle(): Promise<void> {
    await this.start();
    for (;;) {
      const pending = await this.boss.getQueueSize(this.options.name, { before: 'completed' });
      if (pending === 0 && this.running.size === 0) return;
      await new Promise((resolve) => setTimeout(resolve, POLL_IDLE_MS));
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (!this.started) return;
    await this.started.catch(() => undefined);
    if (this.options.consume) {
      await this.boss.offWork(this.options.name);
      await this.boss.offWork(deadLetterOf(this.options.name));
    }
    // Runs cut short here fail (see run) and are retried by another worker.
    for (const { controller } of this.running.values()) controller.abort(new Error('Queue closed'));
    await Promise.allSettled([...this.running.values()].map((r) => r.done));
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }

  private async startOnce(): Promise<void> {
    const { name, consume, concurrency } = this.options;
    await this.boss.start();
    const dead = deadLetterOf(name);
    // Each createQueue alters pg-boss's shared queue table: two processes creating queues at once
    // can deadlock, and the loser runs again (retry-on-deadlock.ts).
    await retryOnDeadlock(() => this.boss.createQueue(dead, { name: dead, policy: 'standard' }));
    await retryOnDeadlock(() =>
      this.boss.createQueue(name, {
        name,
        policy: 'stately',
        retryLimit: this.options.retryLimit,
        retryDelay: this.options.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: this.options.expireInSeconds,
        deadLetter: dead,
      }),
    );
    if (!consume || this.closed) return;
    const polling = {
      batchSize: 1,
      pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 1,
    };
    // One poller per slot: each runs one job at a time.
    for (let i = 0; i < Math.max(1, concurrency); i++) {
      const id = await this.boss.work<Payload<T>>(name, polling, async ([job]) => {
        if (job) await this.run({ id: job.data.key, data: job.data.data });
      });
      this.workerIds.push(id);
    }
    await this.boss.work<Payload<T>>(dead, polling, async ([job]) => {
      if (job) await this.options.onDeadLetter({ id: job.data.key, data: job.data.data });
    });
  }

  private async run(job: Job<T>): Promise<void> {
    const controller = new AbortController();
    const done = (async () => {
      try {
        await this.handler(job, controller.signal);
      } catch (error) {
        this.options.onError?.(error, job.id);
        throw error;
      }
    })();
    this.running.set(job.id, { controller, done: done.catch(() => undefined) });
    try {
      await done;
      // A run aborted before it finished wrote nothing: failing it makes pg-boss run it again.
      if (controller.signal.aborted) throw new Error('Job interrupted before it finished');
    } finally {
      this.running.delete(job.id);
    }
  }
}

export const deadLetterOf = (name: string) => `${name}-dead`;
