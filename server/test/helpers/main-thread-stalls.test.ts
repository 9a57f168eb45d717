import { describe, expect, it } from 'vitest';
import { STALL_CPU_MS, watchMainThreadStalls } from './main-thread-stalls.js';

/** Keeps the thread busy until it has itself used `ms` of CPU, however busy the machine is. */
function burnCpu(ms: number): void {
  const start = process.cpuUsage();
  let x = 0;
  for (;;) {
    for (let i = 0; i < 100_000; i++) x += Math.sqrt(i);
    const used = process.cpuUsage(start);
    if ((used.user + used.system) / 1000 >= ms || x < 0) return;
  }
}

const tick = () => new Promise((r) => setTimeout(r, 30));

describe('watchMainThreadStalls', () => {
  it('counts work done on the thread itself as a stall', async () => {
    const watch = watchMainThreadStalls();
    await tick();
    burnCpu(STALL_CPU_MS + 200);
    await tick();
    const { longestCpuMs, ticks } = watch.stop();
    expect(ticks).toBeGreaterThan(0);
    expect(longestCpuMs).toBeGreaterThanOrEqual(STALL_CPU_MS);
  });

  it('does not count waiting (for a timer, a child, a busy core) as a stall', async () => {
    const watch = watchMainThreadStalls();
    await new Promise((r) => setTimeout(r, STALL_CPU_MS + 200));
    const { longestCpuMs, ticks } = watch.stop();
    expect(ticks).toBeGreaterThan(0);
    expect(longestCpuMs).toBeLessThan(STALL_CPU_MS);
  });
});
