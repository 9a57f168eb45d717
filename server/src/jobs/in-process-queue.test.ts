import { describe, expect, it } from 'vitest';
import { InProcessQueue } from './in-process-queue.js';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('InProcessQueue', () => {
  it('runs jobs in order, one at a time by default, after enqueue returns', async () => {
    const log: string[] = [];
    let active = 0;
    let maxActive = 0;
    const queue = new InProcessQueue<number>(async (job) => {
      active++;
      maxActive = Math.max(maxActive, active);
      log.push(`start ${job.id}`);
      await tick(10);
      active--;
    });
    queue.enqueue({ id: 'a', data: 1 });
    queue.enqueue({ id: 'b', data: 2 });
    queue.enqueue({ id: 'a', data: 1 }); // already waiting: not added twice
    expect(log).toEqual([]);
    await queue.onIdle();
    expect(log).toEqual(['start a', 'start b']);
    expect(maxActive).toBe(1);
  });

  it('aborts a running job on cancel and keeps going after a failure', async () => {
    const errors: string[] = [];
    const done: string[] = [];
    const queue = new InProcessQueue<null>(
      async (job, signal) => {
        if (job.id === 'fails') throw new Error('boom');
        if (job.id === 'long') {
          await new Promise((_, reject) =>
            signal.addEventListener('abort', () => reject(signal.reason)),
          );
        }
        done.push(job.id);
      },
      { onError: (e, id) => errors.push(`${id}: ${(e as Error).message}`) },
    );
    queue.enqueue({ id: 'long', data: null });
    queue.enqueue({ id: 'fails', data: null });
    queue.enqueue({ id: 'ok', data: null });
    await tick(5);
    queue.cancel('long');
    await queue.onIdle();
    expect(errors).toEqual(['long: Job cancelled', 'fails: boom']);
    expect(done).toEqual(['ok']);
  });
});
