// Fixed-window counters by key, the in-memory counting behind the sign-in throttles
// (rate-limit-accounts.ts) and the per-user quotas (rate-limit-quotas.ts) on the embedded
// default (limit-state.ts MemoryLimitState): one process serves a school; counts restart with
// the server. Several API processes count in PostgreSQL instead (postgres-limit-state.ts).

interface Counter {
  count: number;
  windowEnd: number;
}

/** Keeps memory bounded when someone sprays random keys (emails, addresses). */
const MAX_KEYS = 50_000;

export class WindowCounters {
  private readonly counters = new Map<string, Counter>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Count and window end of a key, when its window is still running. */
  get(key: string): { count: number; windowEnd: number } | undefined {
    const t = this.now();
    const c = this.counters.get(key);
    if (c && c.windowEnd <= t) {
      this.counters.delete(key);
      return undefined;
    }
    return c ? { ...c } : undefined;
  }

  /** Adds one to the key; a key without a running window starts one of `windowMs`. */
  bump(key: string, windowMs: number): void {
    const t = this.now();
    const c = this.counters.get(key);
    if (c && c.windowEnd > t) {
      c.count += 1;
      return;
    }
    if (this.counters.size >= MAX_KEYS) this.prune(t);
    this.counters.set(key, { count: 1, windowEnd: t + windowMs });
  }

  /** Takes one back from a running window. */
  unbump(key: string): void {
    const c = this.counters.get(key);
    if (c && c.windowEnd > this.now() && c.count > 0) c.count -= 1;
  }

  delete(key: string): void {
    this.counters.delete(key);
  }

  /** Whole seconds (at least 1) until the key's window ends. */
  secondsLeft(windowEnd: number): number {
    return Math.max(1, Math.ceil((windowEnd - this.now()) / 1000));
  }

  private prune(t: number): void {
    for (const [key, c] of this.counters) if (c.windowEnd <= t) this.counters.delete(key);
    // Still full: drop the oldest windows (a Map iterates in insertion order).
    for (const key of this.counters.keys()) {
      if (this.counters.size < MAX_KEYS) break;
      this.counters.delete(key);
    }
  }
}
