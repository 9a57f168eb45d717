// The pool's limits with real child processes: a child that never yields is killed at the time
// limit, one that grows is killed at the memory cap, a crash is reported as such, a job that
// throws keeps its child, and no more children run than the pool's size.
import { afterEach, describe, expect, it } from 'vitest';
import { ChildJobError, ChildJobKilledError, ChildJobPool } from './child-job-pool.js';
import { residentBytes } from './process-memory.js';

const entry = new URL('../../test/fixtures/misbehaving-child.mjs', import.meta.url);
const MB = 1024 * 1024;
let pool: ChildJobPool;

function makePool(size = 1, memoryMb = 256): ChildJobPool {
  pool = new ChildJobPool({ entry, size, memoryLimitBytes: memoryMb * MB });
  return pool;
}

afterEach(async () => {
  await pool?.close();
});

async function killedFor(job: Promise<unknown>): Promise<string> {
  const error = await job.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ChildJobKilledError);
  return (error as ChildJobKilledError).reason;
}

describe('ChildJobPool', () => {
  it('runs a job in a child and answers with its result', async () => {
    makePool();
    expect(
      await pool.run('echo', { a: [1, 2], bytes: new Uint8Array([7]) }, { timeoutMs: 60_000 }),
    ).toEqual({ a: [1, 2], bytes: new Uint8Array([7]) });
  });

  it('kills a child that never yields once the time limit passes', async () => {
    makePool();
    expect(await killedFor(pool.run('spin', null, { timeoutMs: 1_000 }))).toBe('time');
    // The next job gets a fresh child.
    expect(await pool.run('echo', 'after', { timeoutMs: 60_000 })).toBe('after');
  });

  it("runs a job's start-up first on the same child, under its own limit, not the job's", async () => {
    makePool();
    // The start-up takes longer than the job's own limit; it is not the job's time.
    const prepare = { kind: 'warmUp', payload: 1_500, timeoutMs: 60_000 };
    expect(await pool.run('warmed', null, { timeoutMs: 1_000, prepare })).toBe(true);
    // A start-up that never ends is killed at its own limit.
    const stuck = { kind: 'spin', payload: null, timeoutMs: 1_000 };
    const job = pool.run('echo', 'never', { timeoutMs: 60_000, prepare: stuck });
    expect(await killedFor(job)).toBe('time');
  });

  it('kills a child whose resident memory passes the cap', async () => {
    makePool(1, 200);
    expect(await killedFor(pool.run('grow', null, { timeoutMs: 120_000 }))).toBe('memory');
  });

  it('reports a child that dies on its own as a crash', async () => {
    makePool();
    expect(await killedFor(pool.run('crash', null, { timeoutMs: 60_000 }))).toBe('crash');
  });

  it('passes a thrown error back by name and keeps the child', async () => {
    makePool();
    const first = await pool.run<number>('pid', null, { timeoutMs: 60_000 });
    const error = await pool.run('throw', null, { timeoutMs: 60_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChildJobError);
    expect(error).toMatchObject({ errorName: 'IngestionError', message: 'bad input' });
    expect(await pool.run<number>('pid', null, { timeoutMs: 60_000 })).toBe(first);
  });

  it('retires a child that grew past half its cap, and the next jobs never get the dying one', async () => {
    makePool(1, 256);
    for (let round = 0; round < 5; round++) {
      expect(await pool.run('bloat', null, { timeoutMs: 60_000 })).toBe('bloated');
      // The retirement is decided when the child's memory has been read; jobs sent around that
      // moment must land on a sound child, never on the one being killed.
      for (let i = 0; i < 20; i++) {
        expect(await pool.run('echo', i, { timeoutMs: 60_000 })).toBe(i);
        await new Promise((r) => setTimeout(r, i % 4));
      }
    }
  });

  it('kills the child when the caller aborts', async () => {
    makePool();
    const controller = new AbortController();
    const job = pool.run('spin', null, { timeoutMs: 120_000, signal: controller.signal });
    const pid = await waitFor(() => pool.pids[0]);
    controller.abort(new Error('file deleted'));
    await expect(job).rejects.toThrow('file deleted');
    await waitFor(async () => ((await residentBytes(pid)) === null ? true : undefined));
  });

  it('keeps the process alive until a child it killed has exited (close is always seen through)', async () => {
    makePool();
    await pool.run('echo', 1, { timeoutMs: 60_000 });
    // The idle child does not keep the process alive; once close() has killed it, its exit is
    // awaited, and if nothing kept the event loop running until then the process would end with
    // that await unsettled (exit code 13) instead of finishing its shutdown.
    const aliveProcesses = () =>
      process.getActiveResourcesInfo().filter((resource) => resource === 'ProcessWrap').length;
    const before = aliveProcesses();
    const closing = pool.close();
    expect(aliveProcesses()).toBe(before + 1);
    await closing;
  });

  it('never runs more children than its size; later jobs wait their turn', async () => {
    makePool(2);
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, pool.pids.length)), 5);
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => pool.run('echo', n, { timeoutMs: 60_000 })),
    );
    clearInterval(watch);
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBeLessThanOrEqual(2);
  });
});

async function waitFor<T>(probe: () => T | undefined | Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not reached in 60 s');
    await new Promise((r) => setTimeout(r, 20));
  }
}
