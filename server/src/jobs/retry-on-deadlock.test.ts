// A queue start that lost a PostgreSQL deadlock is run again; any other error is not.
import { describe, expect, it } from 'vitest';
import { retryOnDeadlock } from './retry-on-deadlock.js';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('retryOnDeadlock', () => {
  it('runs again after a deadlock and returns what the run returns', async () => {
    let calls = 0;
    const result = await retryOnDeadlock(
      async () => {
        calls += 1;
        if (calls < 3) throw deadlock();
        return 'started';
      },
      { pauseMs: 1 },
    );
    expect([result, calls]).toEqual(['started', 3]);
  });

  it('gives up after its attempts, with the deadlock error', async () => {
    let calls = 0;
    const run = retryOnDeadlock(
      async () => {
        calls += 1;
        throw deadlock();
      },
      { attempts: 3, pauseMs: 1 },
    );
    await expect(run).rejects.toMatchObject({ code: '40P01' });
    expect(calls).toBe(3);
  });

  it('does not retry other errors', async () => {
    let calls = 0;
    const run = retryOnDeadlock(async () => {
      calls += 1;
      throw Object.assign(new Error('permission denied'), { code: '42501' });
    });
    await expect(run).rejects.toThrow('permission denied');
    expect(calls).toBe(1);
  });
});
