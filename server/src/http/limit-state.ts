// Where the abuse limits keep their counts (docs/decisions/009-abuse-limits.md): in this
// process's memory on the embedded default (one process serves the school), in PostgreSQL when
// several API processes share one database (postgres-limit-state.ts), so a student cannot get
// twice the quota, nor an attacker twice the guesses, by landing on another process.
// Every operation is one atomic step, so parallel requests cannot both take the last use.
import { WindowCounters } from './rate-limit-windows.js';

export interface CountWindow {
  count: number;
  /** Epoch milliseconds when the window ends. */
  windowEnd: number;
}

export type Turn = { waitMs: number } | { retryAfterSeconds: number };

export interface LimitState {
  /** Count and window end of a key, when its window is still running. */
  get(key: string): Promise<CountWindow | undefined>;
  /** Adds one to the key (a key without a running window starts one of `windowMs`); the window after. */
  bump(key: string, windowMs: number): Promise<CountWindow>;
  /**
   * Adds one when the key's running window holds fewer than `max`; otherwise counts nothing and
   * answers the end of the full window.
   */
  take(key: string, windowMs: number, max: number): Promise<{ fullUntil?: number }>;
  /** Undoes one take (a later rule of the same request refused it). */
  giveBack(key: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** Remembers `member` under `key` for `forMs`; the `keep` latest members stay. */
  remember(key: string, member: string, forMs: number, keep: number): Promise<void>;
  isRemembered(key: string, member: string): Promise<boolean>;
  /**
   * The next free turn of a key, spaced `intervalMs` apart: how long to wait for it, or the
   * Retry-After when it is more than `maxWaitMs` away (then no turn is taken).
   */
  takeTurn(key: string, intervalMs: number, maxWaitMs: number): Promise<Turn>;
  /** Whole seconds (at least 1) until a window end. */
  secondsLeft(windowEnd: number): number;
}

/** Keeps memory bounded when someone sprays random keys (emails, addresses). */
const MAX_REMEMBERED_KEYS = 50_000;
const MAX_TURN_KEYS = 50_000;

export class MemoryLimitState implements LimitState {
  private readonly counters: WindowCounters;
  /** key -> (member -> remembered until), oldest first. */
  private readonly remembered = new Map<string, Map<string, number>>();
  /** key -> time of its next free turn. */
  private readonly turns = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {
    this.counters = new WindowCounters(now);
  }

  async get(key: string): Promise<CountWindow | undefined> {
    return this.counters.get(key);
  }

  async bump(key: string, windowMs: number): Promise<CountWindow> {
    this.counters.bump(key, windowMs);
    return this.counters.get(key)!;
  }

  async take(key: string, windowMs: number, max: number): Promise<{ fullUntil?: number }> {
    const used = this.counters.get(key);
    if (used && used.count >= max) return { fullUntil: used.windowEnd };
    this.counters.bump(key, windowMs);
    return {};
  }

  async giveBack(key: string): Promise<void> {
    this.counters.unbump(key);
  }

  async delete(key: string): Promise<void> {
    this.counters.delete(key);
  }

  async remember(key: string, member: string, forMs: number, keep: number): Promise<void> {
    const members = this.remembered.get(key) ?? new Map<string, number>();
    members.delete(member);
    members.set(member, this.now() + forMs);
    // Oldest first: the Map keeps insertion order.
    while (members.size > keep) members.delete(members.keys().next().value!);
    this.remembered.delete(key);
    this.remembered.set(key, members);
    while (this.remembered.size > MAX_REMEMBERED_KEYS)
      this.remembered.delete(this.remembered.keys().next().value!);
  }

  async isRemembered(key: string, member: string): Promise<boolean> {
    const until = this.remembered.get(key)?.get(member);
    return until !== undefined && until > this.now();
  }

  async takeTurn(key: string, intervalMs: number, maxWaitMs: number): Promise<Turn> {
    const t = this.now();
    const turn = Math.max(t, this.turns.get(key) ?? 0);
    if (turn - t > maxWaitMs) {
      return { retryAfterSeconds: Math.max(1, Math.ceil((turn - t - maxWaitMs) / 1000)) };
    }
    this.turns.set(key, turn + intervalMs);
    if (this.turns.size > MAX_TURN_KEYS) {
      for (const [k, next] of this.turns) if (next <= t) this.turns.delete(k);
    }
    return { waitMs: turn - t };
  }

  secondsLeft(windowEnd: number): number {
    return this.counters.secondsLeft(windowEnd);
  }
}

/** One namespace of a shared state: each limiter's keys apart from the others'. */
export function namespaced(state: LimitState, namespace: string): LimitState {
  const k = (key: string) => `${namespace}\u0000${key}`;
  return {
    get: (key) => state.get(k(key)),
    bump: (key, windowMs) => state.bump(k(key), windowMs),
    take: (key, windowMs, max) => state.take(k(key), windowMs, max),
    giveBack: (key) => state.giveBack(k(key)),
    delete: (key) => state.delete(k(key)),
    remember: (key, member, forMs, keep) => state.remember(k(key), member, forMs, keep),
    isRemembered: (key, member) => state.isRemembered(k(key), member),
    takeTurn: (key, intervalMs, maxWaitMs) => state.takeTurn(k(key), intervalMs, maxWaitMs),
    secondsLeft: (windowEnd) => state.secondsLeft(windowEnd),
  };
}
