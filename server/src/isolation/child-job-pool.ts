// A bounded pool of child processes for work that must never run on the thread answering
// requests (docs/decisions/008): parsing, rendering, decoding and OCR of untrusted files. Each
// job runs in a child with hard limits the parent enforces from outside:
// - wall clock: past `timeoutMs` the child is killed (SIGKILL), whatever it is doing;
// - memory: V8's heap is capped at start, and a watchdog reads the child's resident memory
//   (native canvas, pdf.js and WebAssembly buffers included) and kills it past the cap.
// A killed or crashed child fails its job with ChildJobKilledError; the next job gets a fresh
// child. Children run at a lower CPU priority, so the API keeps answering while they work.
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  CHILD_NICENESS_ENV,
  CHILD_READY,
  type ChildJobRequest,
  type ChildJobResponse,
} from './child-job-protocol.js';
import { residentBytes } from './process-memory.js';

export type KillReason = 'time' | 'memory' | 'crash';

/** The child running the job was killed (limits) or died (crash); nothing was returned. */
export class ChildJobKilledError extends Error {
  override readonly name = 'ChildJobKilledError';
  constructor(
    readonly reason: KillReason,
    message: string,
  ) {
    super(message);
  }
}

/** The job's handler threw inside the child; `errorName` is the thrown error's class name. */
export class ChildJobError extends Error {
  override readonly name = 'ChildJobError';
  constructor(
    readonly errorName: string,
    message: string,
  ) {
    super(message);
  }
}

export interface ChildJobPoolOptions {
  /** The child's entry module (a file URL). */
  entry: URL;
  /** Arguments the child reads from process.argv. */
  args?: string[];
  /** Children at most; jobs beyond wait their turn. */
  size: number;
  /** Resident memory allowed per child; past it the child is killed. */
  memoryLimitBytes: number;
  /** An idle child exits after this long (default 60 s). */
  idleMs?: number;
  /** Niceness added to the server's for the children (default 10: the API wins the CPU). */
  niceness?: number;
  /** How often the watchdog reads a busy child's memory (default 100 ms). */
  watchIntervalMs?: number;
}

export interface RunOptions {
  /** Wall-clock limit of the job, from the moment a ready child receives it. */
  timeoutMs: number;
  /** Aborting kills the child and rejects with the signal's reason. */
  signal?: AbortSignal;
  /**
   * A job run first on the same child, under a limit of its own: the start-up the job needs
   * (loading a reader's models), which a fresh child pays and a warm one finds done. Its time
   * is not the job's, and it is killed at its own limit like any job.
   */
  prepare?: { kind: string; payload: unknown; timeoutMs: number };
}

interface Child {
  process: ChildProcess;
  ready: Promise<void>;
  /** The last lines the child wrote to stderr (tells a V8 heap overflow from another crash). */
  stderrTail: string;
  /** Set by the parent before it kills the child, so the exit is reported for what it was. */
  killedFor?: KillReason | 'cancel' | 'idle';
  exited: boolean;
  idleTimer?: NodeJS.Timeout;
  onExit?: () => void;
}

const STDERR_TAIL_CHARS = 4000;

const HEAP_OVERFLOW = /heap out of memory|Allocation failed|Reached heap limit/i;

/**
 * glibc malloc settings for the children (ones set in the server's environment win). The
 * watchdog kills on resident memory, so memory a job frees must leave the process. By default
 * glibc raises its mmap threshold after the first large free, and from then on the multi-MB
 * buffers of decoded images and canvases come from heap arenas that keep their pages; each
 * thread (OCR worker, libuv pool) may also get an arena of its own. Fixed threshold, two arenas:
 * the class files' one-page scan peaked ~380 MB instead of ~500 (docs/decisions/032).
 */
const CHILD_MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

export class ChildJobPool {
  private readonly idle: Child[] = [];
  private busy = 0;
  private readonly waiters: (() => void)[] = [];
  private readonly live = new Set<Child>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: ChildJobPoolOptions) {}

  get size(): number {
    return Math.max(1, this.options.size);
  }

  /** Process ids of the running children (benchmarks sum their memory with the server's). */
  get pids(): number[] {
    return [...this.live].flatMap((c) => (c.process.pid ? [c.process.pid] : []));
  }

  async run<T>(kind: string, payload: unknown, options: RunOptions): Promise<T> {
    options.signal?.throwIfAborted();
    await this.acquireSlot(options.signal);
    let child: Child | undefined;
    try {
      child = this.takeIdle() ?? this.spawn();
      if (child.idleTimer) clearTimeout(child.idleTimer);
      const { prepare } = options;
      if (prepare)
        await this.runOn(child, prepare.kind, prepare.payload, {
          timeoutMs: prepare.timeoutMs,
          signal: options.signal,
        });
      const result = await this.runOn<T>(child, kind, payload, options);
      this.keep(child);
      return result;
    } catch (error) {
      // The handler threw: the child is sound and stays. Anything else: it goes.
      if (child && error instanceof ChildJobError) this.keep(child);
      else if (child) this.kill(child, 'cancel');
      throw error;
    } finally {
      this.busy--;
      this.waiters.shift()?.();
    }
  }

  /** Kills every child; jobs in flight fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const wake of this.waiters.splice(0)) wake();
    const children = [...this.live];
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exited) return resolve();
            child.process.once('exit', () => resolve());
            this.kill(child, 'cancel');
          }),
      ),
    );
  }

  private async acquireSlot(signal?: AbortSignal): Promise<void> {
    for (;;) {
      if (this.closed) throw new Error('Child job pool is closed');
      signal?.throwIfAborted();
      if (this.busy < this.size) {
        this.busy++;
        return;
      }
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        signal?.addEventListener('abort', () => resolve(), { once: true });
      });
    }
  }

  private spawn(): Child {
    const heapMb = Math.max(64, Math.floor(this.options.memoryLimitBytes / (1024 * 1024)));
    // The child applies it to itself too (CHILD_NICENESS_ENV), for the threads it starts.
    const niceness = Math.min(19, os.getPriority() + (this.options.niceness ?? 10));
    const proc = fork(fileURLToPath(this.options.entry), this.options.args ?? [], {
      env: { ...CHILD_MALLOC_ENV, ...process.env, [CHILD_NICENESS_ENV]: String(niceness) },
      // Not the parent's flags (a test runner's loaders): the heap cap, and gc() for a job to
      // free what a stage let go of before the next one allocates (process-memory.ts).
      execArgv: [`--max-old-space-size=${heapMb}`, '--expose-gc'],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    });
    const child: Child = { process: proc, ready: Promise.resolve(), stderrTail: '', exited: false };
    this.live.add(child);
    try {
      if (proc.pid) os.setPriority(proc.pid, niceness);
    } catch {
      // Not permitted on this system: the child runs at normal priority.
    }
    proc.stderr?.on('data', (data: Buffer) => {
      process.stderr.write(data);
      child.stderrTail = (child.stderrTail + data.toString('utf8')).slice(-STDERR_TAIL_CHARS);
    });
    child.ready = new Promise<void>((resolve, reject) => {
      const onMessage = (message: unknown) => {
        if (message !== CHILD_READY) return;
        proc.off('message', onMessage);
        resolve();
      };
      proc.on('message', onMessage);
      proc.once('exit', () => reject(new Error('exited before it was ready')));
    });
    child.ready.catch(() => undefined);
    proc.once('exit', () => {
      child.exited = true;
      this.live.delete(child);
      const index = this.idle.indexOf(child);
      if (index >= 0) this.idle.splice(index, 1);
      if (child.idleTimer) clearTimeout(child.idleTimer);
      child.onExit?.();
    });
    // The IPC channel must not keep a server (or a test) alive by itself.
    proc.unref();
    proc.channel?.unref();
    return child;
  }

  private runOn<T>(child: Child, kind: string, payload: unknown, options: RunOptions): Promise<T> {
    const { process: proc } = child;
    const id = this.nextId++;
    const limit = this.options.memoryLimitBytes;
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      const timers: NodeJS.Timeout[] = [];
      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        for (const timer of timers) clearTimeout(timer);
        clearInterval(watch);
        proc.off('message', onMessage);
        options.signal?.removeEventListener('abort', onAbort);
        child.onExit = undefined;
        proc.channel?.unref();
        outcome();
      };
      const onMessage = (message: ChildJobResponse | string) => {
        if (typeof message !== 'object' || message.id !== id) return;
        if ('error' in message)
          finish(() => reject(new ChildJobError(message.error.name, message.error.message)));
        else finish(() => resolve(message.result as T));
      };
      const onAbort = () => {
        this.kill(child, 'cancel');
        finish(() => reject(options.signal!.reason));
      };
      child.onExit = () => {
        const reason: KillReason =
          child.killedFor === 'time' || child.killedFor === 'memory'
            ? child.killedFor
            : HEAP_OVERFLOW.test(child.stderrTail)
              ? 'memory'
              : 'crash';
        const code = proc.exitCode ?? proc.signalCode;
        finish(() =>
          reject(new ChildJobKilledError(reason, `Job child stopped (${reason}, ${code})`)),
        );
      };
      const watch = setInterval(() => {
        void residentBytes(proc.pid ?? 0).then((bytes) => {
          if (!settled && bytes !== null && bytes > limit) this.kill(child, 'memory');
        });
      }, this.options.watchIntervalMs ?? 100);
      options.signal?.addEventListener('abort', onAbort, { once: true });
      proc.on('message', onMessage);
      proc.channel?.ref();
      // Start-up counts too: a child that cannot even start within the limit is killed.
      timers.push(setTimeout(() => this.kill(child, 'time'), options.timeoutMs));
      child.ready.then(
        () => {
          if (settled) return;
          // The limit is the job's own: restart it once the child is ready for work.
          clearTimeout(timers.pop());
          timers.push(setTimeout(() => this.kill(child, 'time'), options.timeoutMs));
          const request: ChildJobRequest = { id, kind, payload };
          proc.send(request);
        },
        () => undefined, // the exit handler reports it
      );
    });
  }

  /** Back to the idle list; a child that grew past half its cap is replaced instead. */
  private keep(child: Child): void {
    if (this.closed || child.exited) return;
    void residentBytes(child.process.pid ?? 0).then((bytes) => {
      if (child.exited || !this.idle.includes(child)) return; // taken by the next job meanwhile
      if (this.closed || (bytes !== null && bytes > this.options.memoryLimitBytes / 2)) {
        this.kill(child, 'idle');
        return;
      }
      child.idleTimer = setTimeout(() => this.kill(child, 'idle'), this.options.idleMs ?? 60_000);
      child.idleTimer.unref();
    });
    this.idle.push(child);
  }

  /** An idle child that is still sound; one being killed may not have exited yet. */
  private takeIdle(): Child | undefined {
    for (let child = this.idle.pop(); child; child = this.idle.pop())
      if (!child.exited && !child.killedFor) return child;
    return undefined;
  }

  private kill(child: Child, reason: NonNullable<Child['killedFor']>): void {
    if (child.exited) return;
    child.killedFor ??= reason;
    // Out of the idle list now, not at its exit event: between the two, the next job would take
    // a dying child and fail with a "crash" (seen with large scanned PDFs, whose children grow
    // past half the cap and are retired after their job).
    const index = this.idle.indexOf(child);
    if (index >= 0) this.idle.splice(index, 1);
    // Its exit event is what close(), a running job and the start-up wait are waiting for. An
    // idle child is unref'd (it must not hold a server open), and an unref'd child's exit does
    // not keep the event loop running: when nothing else did (a CLI or the benchmark closing the
    // app, a server shutting down after its socket closed) the process ended before the exit was
    // seen, with that await unsettled (exit code 13, the rest of the shutdown skipped). A child
    // being killed keeps the loop alive until it has exited, which is a moment after SIGKILL.
    child.process.ref();
    child.process.kill('SIGKILL');
  }
}
