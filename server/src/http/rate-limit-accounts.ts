// Per-account throttling for sign-in and registration (issue 2). Failures are counted per
// (account, IP) pair, so an attacker hammering a student's email from one machine blocks only
// that machine, not the student signing in from the classroom. A much larger per-account
// ceiling still stops a distributed guess. A success clears the pair's count.
export interface AccountLimits {
  /** Failures allowed for one account from one IP within the window. */
  perPair: number;
  /** Failures allowed for one account from all IPs together within the window. */
  perAccount: number;
  windowMs: number;
}

interface Counter {
  count: number;
  windowEnd: number;
}

/** Keeps memory bounded when someone sprays random emails. */
const MAX_KEYS = 50_000;

export class AccountLimiter {
  private readonly counters = new Map<string, Counter>();

  constructor(
    readonly limits: AccountLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds to wait when the account may not be tried from this IP now; else undefined. */
  retryAfter(account: string, ip: string): number | undefined {
    const t = this.now();
    const pair = this.live(pairKey(account, ip), t);
    const whole = this.live(accountKey(account), t);
    const waits: number[] = [];
    if (pair && pair.count >= this.limits.perPair) waits.push(pair.windowEnd - t);
    if (whole && whole.count >= this.limits.perAccount) waits.push(whole.windowEnd - t);
    if (waits.length === 0) return undefined;
    return Math.max(1, Math.ceil(Math.max(...waits) / 1000));
  }

  recordFailure(account: string, ip: string): void {
    const t = this.now();
    this.bump(pairKey(account, ip), t);
    this.bump(accountKey(account), t);
  }

  recordSuccess(account: string, ip: string): void {
    this.counters.delete(pairKey(account, ip));
  }

  private live(key: string, t: number): Counter | undefined {
    const c = this.counters.get(key);
    if (c && c.windowEnd <= t) {
      this.counters.delete(key);
      return undefined;
    }
    return c;
  }

  private bump(key: string, t: number): void {
    const c = this.live(key, t);
    if (c) {
      c.count += 1;
      return;
    }
    if (this.counters.size >= MAX_KEYS) this.prune(t);
    this.counters.set(key, { count: 1, windowEnd: t + this.limits.windowMs });
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

const accountKey = (account: string) => `a\u0000${account.toLowerCase()}`;
const pairKey = (account: string, ip: string) => `p\u0000${account.toLowerCase()}\u0000${ip}`;
