// In-process job queue: FIFO, a fixed number of jobs at a time (1 by default so the API keeps the
// CPU it needs; OCR itself runs in worker threads). Errors are the handler's business: a throw is
// reported to onError and the queue moves on.
import type { Job, JobHandler, JobQueue } from './job-queue.js';

export interface InProcessQueueOptions {
  concurrency?: number;
  onError?: (error: unknown, jobId: string) => void;
}

export class InProcessQueue<T> implements JobQueue<T> {
  private readonly waiting: Job<T>[] = [];
  private readonly running = new Map<
    string,
    { controller: AbortController; done: Promise<void> }
  >();
  private readonly idleWaiters: (() => void)[] = [];
  private readonly concurrency: number;
  private closed = false;

  constructor(
    private readonly handler: JobHandler<T>,
    private readonly options: InProcessQueueOptions = {},
  ) {
    this.concurrency = Math.max(1, options.concurrency ?? 1);
  }

  async enqueue(job: Job<T>): Promise<void> {
    if (this.closed) return;
    if (this.running.has(job.id) || this.waiting.some((j) => j.id === job.id)) return;
    this.waiting.push(job);
    this.pump();
  }

  cancel(id: string): void {
    const index = this.waiting.findIndex((j) => j.id === id);
    if (index >= 0) this.waiting.splice(index, 1);
    this.running.get(id)?.controller.abort(new Error('Job cancelled'));
    this.checkIdle();
  }

  onIdle(): Promise<void> {
    if (this.waiting.length === 0 && this.running.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  async close(): Promise<void> {
    this.closed = true;
    this.waiting.length = 0;
    for (const { controller } of this.running.values()) controller.abort(new Error('Queue closed'));
    await Promise.allSettled([...this.running.values()].map((r) => r.done));
  }

  private pump(): void {
    while (!this.closed && this.running.size < this.concurrency && this.waiting.length > 0) {
      const job = this.waiting.shift()!;
      const controller = new AbortController();
      const done = this.run(job, controller.signal);
      this.running.set(job.id, { controller, done });
    }
  }

  private async run(job: Job<T>, signal: AbortSignal): Promise<void> {
    // Start on a later tick so enqueue() returns before any work happens (the upload answers first).
    await new Promise((resolve) => setImmediate(resolve));
    try {
      await this.handler(job, signal);
    } catch (error) {
      this.options.onError?.(error, job.id);
    } finally {
      this.running.delete(job.id);
      this.pump();
      this.checkIdle();
    }
  }

  private checkIdle(): void {
    if (this.waiting.length > 0 || this.running.size > 0) return;
    for (const wake of this.idleWaiters.splice(0)) wake();
  }
}
