// Tells a request thread that does heavy work itself from one that is merely slow because the
// machine is busy. Wall-clock latency cannot: on CI's two shared cores a health call has taken
// 1.2 s with nothing wrong in the server. CPU time can: between two ticks of a 10 ms timer the
// process burns little CPU when it was only waiting for a core, and the whole parse when a file
// was parsed on the thread itself. The server runs in the test's own process, so
// `process.cpuUsage()` counts its main thread (and its search threads, which stay idle between
// the few calls these tests make).

export interface StallWatch {
  /** Stops the timer; the most CPU the process used between two ticks, in ms. */
  stop(): { longestCpuMs: number; ticks: number };
}

const TICK_MS = 10;

export function watchMainThreadStalls(): StallWatch {
  let last = process.cpuUsage();
  let longestCpuMs = 0;
  let ticks = 0;
  const timer = setInterval(() => {
    const used = process.cpuUsage(last);
    last = process.cpuUsage();
    longestCpuMs = Math.max(longestCpuMs, (used.user + used.system) / 1000);
    ticks += 1;
  }, TICK_MS);
  return {
    stop() {
      clearInterval(timer);
      return { longestCpuMs, ticks };
    },
  };
}

/**
 * The CPU a tick gap may hold before it counts as a stall: far above a served call (a few ms,
 * ×5 under valgrind-like slowness) and far below the seconds a hostile file costs to parse.
 */
export const STALL_CPU_MS = 500;
