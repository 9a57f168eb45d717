// A small pool of search worker threads (docs/decisions/007). The FTS5 query and the analysis
// of the question take about half of a reply's CPU; on the main thread they cap the whole
// server at one core. Threads start on first use; a call goes to the thread with the fewest
// calls in flight. A thread that dies fails its calls with an error (never a hang) and is
// replaced on the next call.
import { Worker } from 'node:worker_threads';
import type { SearchHit, SearchOptions } from './search-index.js';
import type {
  ForgetBotMessage,
  SearchRequest,
  SearchResponse,
  SearchWorkerData,
} from './search-worker-protocol.js';

export const SEARCH_WORKER_FAILED = 'Search worker failed';

interface Pending {
  resolve: (result: unknown) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
  /** The thread has opened the database and takes requests without delay. */
  ready: boolean;
  /** Resolves when the thread is ready, rejects when it fails first. */
  started: Promise<void>;
}

export interface SearchWorkerPoolOptions extends SearchWorkerData {
  size: number;
  /** A call still unanswered after this long terminates its thread (default 30 s). */
  timeoutMs?: number;
  /** The thread entry; the plain search entry beside this file when absent. */
  entry?: URL;
}

/**
 * Where the worker entry is: next to this file when running the TypeScript sources (tsx,
 * vitest), next to the bundle (server/dist/search-worker.js, scripts/build-server.mjs) otherwise.
 */
function plainWorkerEntry(): URL {
  // A worker thread does not inherit the tsx loader: the .mjs shim registers it there.
  const file = import.meta.url.endsWith('.ts') ? './search-worker.dev.mjs' : './search-worker.js';
  return new URL(file, import.meta.url);
}

export class SearchWorkerPool {
  private readonly threads: Thread[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: SearchWorkerPoolOptions) {}

  get size(): number {
    return this.options.size;
  }

  /** Running threads (for tests and diagnostics). */
  get workers(): readonly Worker[] {
    return this.threads.map((t) => t.worker);
  }

  search(botId: string, query: string, options: SearchOptions): Promise<SearchHit[]> {
    return this.call({
      botId,
      query,
      limit: options.limit,
      languages: [...options.languages],
    }) as Promise<SearchHit[]>;
  }

  /** Search, then the thread's answer step over the hits, in one trip to a thread. */
  searchAndAnswer(
    botId: string,
    query: string,
    options: SearchOptions,
    answer: unknown,
  ): Promise<unknown> {
    return this.call({
      botId,
      query,
      limit: options.limit,
      languages: [...options.languages],
      answer,
    });
  }

  private call(body: Omit<SearchRequest, 'id'>): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('Search worker pool is closed'));
    const thread = this.pick();
    const id = this.nextId++;
    const request: SearchRequest = { id, ...body };
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.fail(thread, new Error(`${SEARCH_WORKER_FAILED}: no answer in time`));
        void thread.worker.terminate();
      }, this.options.timeoutMs ?? 30_000);
      timer.unref();
      thread.pending.set(id, { resolve, reject, timer });
      // Starting or busy threads keep the process alive; idle ones do not (tests, CLI tools).
      if (thread.pending.size === 1) thread.worker.ref();
      thread.worker.postMessage(request);
    });
  }

  /**
   * After a write to this bot's index has committed: every running thread drops the bot's
   * remembered term statistics. Messages to a thread are handled in order, so every call made
   * after this one counts on the new index. A thread started later remembers nothing yet.
   */
  forgetBot(botId: string): void {
    const message: ForgetBotMessage = { forget: botId };
    for (const thread of this.threads) thread.worker.postMessage(message);
  }

  /** Starts every thread now and waits until all are ready (instead of on first use). */
  async warmUp(): Promise<void> {
    if (this.closed) throw new Error('Search worker pool is closed');
    while (this.threads.length < this.options.size) this.spawn();
    await Promise.all(this.threads.map((t) => t.started));
  }

  /** Terminates every thread; calls still in flight fail. */
  async close(): Promise<void> {
    this.closed = true;
    const threads = this.threads.splice(0);
    for (const thread of threads) this.rejectAll(thread, new Error('Search worker pool is closed'));
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }

  /**
   * All threads start together on first use. A starting thread (module loading, opening the
   * database: up to seconds on a loaded machine from TypeScript sources) gets calls only while
   * no thread is ready; otherwise the ready thread with the fewest calls in flight does.
   */
  private pick(): Thread {
    while (this.threads.length < this.options.size) this.spawn();
    let best: Thread | undefined;
    for (const thread of this.threads) {
      if (!best || rank(thread) < rank(best)) best = thread;
    }
    return best!;
  }

  private spawn(): void {
    const data: SearchWorkerData = { file: this.options.file, tuning: this.options.tuning };
    const worker = new Worker(this.options.entry ?? plainWorkerEntry(), { workerData: data });
    let started!: { resolve: () => void; reject: (err: Error) => void };
    const thread: Thread = {
      worker,
      pending: new Map(),
      ready: false,
      started: new Promise((resolve, reject) => (started = { resolve, reject })),
    };
    thread.started.catch(() => undefined); // only warmUp() waits for it
    worker.on('message', (response: SearchResponse | 'ready') => {
      if (response === 'ready') {
        thread.ready = true;
        if (thread.pending.size === 0) worker.unref();
        started.resolve();
        return;
      }
      const pending = thread.pending.get(response.id);
      if (!pending) return;
      thread.pending.delete(response.id);
      clearTimeout(pending.timer);
      if (thread.pending.size === 0) worker.unref();
      if ('error' in response) pending.reject(new Error(response.error));
      else pending.resolve('reply' in response ? response.reply : response.hits);
    });
    const failed = (err: Error) => {
      started.reject(err);
      this.fail(thread, err);
    };
    worker.on('error', (err) => failed(new Error(`${SEARCH_WORKER_FAILED}: ${err.message}`)));
    worker.on('exit', (code) => failed(new Error(`${SEARCH_WORKER_FAILED}: exited (${code})`)));
    this.threads.push(thread);
  }

  /** Takes the thread out of the pool (the next call spawns a new one) and fails its calls. */
  private fail(thread: Thread, err: Error): void {
    const index = this.threads.indexOf(thread);
    if (index >= 0) this.threads.splice(index, 1);
    this.rejectAll(thread, err);
  }

  private rejectAll(thread: Thread, err: Error): void {
    for (const pending of thread.pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(err);
    }
    thread.pending.clear();
  }
}

/** Ready threads first, then fewer calls in flight. */
function rank(thread: Thread): number {
  return (thread.ready ? 0 : 1_000_000) + thread.pending.size;
}
