// Per-account throttling for sign-in and registration (issues 2 and 8). The design is in
// docs/decisions/009-abuse-limits.md:
// - Throttle per (account, address): failures are counted per pair, so an attacker hammering a
//   student's email from one machine blocks only that machine.
// - Slow down per account: once an account collects many failures from all addresses, attempts
//   from addresses that never signed in to it successfully are spaced out (one every
//   `slowIntervalMs`, waiting server-side; past `maxWaitMs` they answer 429 with Retry-After).
// - Never a hard lock for the owner: an address that signed in to the account successfully is
//   exempt from the account-wide slow-down, so a distributed attack cannot lock the owner out.
import { WindowCounters } from './rate-limit-windows.js';

export interface AccountLimits {
  /** Failures allowed for one account from one address within the window. */
  perPair: number;
  windowMs: number;
  /** Failures of the account from all addresses after which unknown addresses are slowed. */
  slowAfter?: number;
  /** Spacing between attempts from unknown addresses while the account is slowed. */
  slowIntervalMs?: number;
  /** The longest an attempt waits for its turn; past it the answer is 429. */
  maxWaitMs?: number;
  /** Hard ceiling for the account from all addresses (registration only: no owner to lock out). */
  perAccount?: number;
}

export type Pace = { waitMs: number } | { retryAfterSeconds: number };

/** Addresses remembered per account as known-good, and for how long. */
const KNOWN_PER_ACCOUNT = 10;
const KNOWN_FOR_MS = 30 * 24 * 3600_000;
const MAX_KNOWN_ACCOUNTS = 50_000;

export class AccountLimiter {
  private readonly counters: WindowCounters;
  /** account -> (address -> known until). */
  private readonly known = new Map<string, Map<string, number>>();
  /** account -> time of the next free turn for an unknown address. */
  private readonly nextTurn = new Map<string, number>();

  constructor(
    readonly limits: AccountLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.counters = new WindowCounters(now);
  }

  /** Seconds to wait when the account may not be tried from this address now; else undefined. */
  retryAfter(account: string, ip: string): number | undefined {
    const waits: number[] = [];
    const pair = this.counters.get(pairKey(account, ip));
    if (pair && pair.count >= this.limits.perPair) waits.push(pair.windowEnd);
    const whole = this.counters.get(accountKey(account));
    if (this.limits.perAccount !== undefined && whole && whole.count >= this.limits.perAccount)
      waits.push(whole.windowEnd);
    if (waits.length === 0) return undefined;
    return this.counters.secondsLeft(Math.max(...waits));
  }

  /**
   * The account-wide slow-down: how long this attempt waits before its password is checked,
   * or the Retry-After when its turn is too far away. Known addresses never wait.
   */
  pace(account: string, ip: string): Pace {
    const { slowAfter, slowIntervalMs = 0, maxWaitMs = 0 } = this.limits;
    if (slowAfter === undefined || this.isKnown(account, ip)) return { waitMs: 0 };
    const whole = this.counters.get(accountKey(account));
    if (!whole || whole.count < slowAfter) return { waitMs: 0 };
    const t = this.now();
    const key = accountKey(account);
    const turn = Math.max(t, this.nextTurn.get(key) ?? 0);
    if (turn - t > maxWaitMs) {
      return { retryAfterSeconds: Math.max(1, Math.ceil((turn - t - maxWaitMs) / 1000)) };
    }
    this.nextTurn.set(key, turn + slowIntervalMs);
    if (this.nextTurn.size > MAX_KNOWN_ACCOUNTS) this.forgetPastTurns(t);
    return { waitMs: turn - t };
  }

  recordFailure(account: string, ip: string): void {
    this.counters.bump(pairKey(account, ip), this.limits.windowMs);
    this.counters.bump(accountKey(account), this.limits.windowMs);
  }

  /** Clears the pair's failures and remembers the address as the owner's. */
  recordSuccess(account: string, ip: string): void {
    this.counters.delete(pairKey(account, ip));
    const key = accountKey(account);
    const addresses = this.known.get(key) ?? new Map<string, number>();
    addresses.delete(ip);
    addresses.set(ip, this.now() + KNOWN_FOR_MS);
    // Oldest first: the Map keeps insertion order.
    while (addresses.size > KNOWN_PER_ACCOUNT) addresses.delete(addresses.keys().next().value!);
    this.known.delete(key);
    this.known.set(key, addresses);
    while (this.known.size > MAX_KNOWN_ACCOUNTS) this.known.delete(this.known.keys().next().value!);
  }

  private isKnown(account: string, ip: string): boolean {
    const until = this.known.get(accountKey(account))?.get(ip);
    return until !== undefined && until > this.now();
  }

  private forgetPastTurns(t: number): void {
    for (const [key, turn] of this.nextTurn) if (turn <= t) this.nextTurn.delete(key);
  }
}

const accountKey = (account: string) => `a\u0000${account.toLowerCase()}`;
const pairKey = (account: string, ip: string) => `p\u0000${account.toLowerCase()}\u0000${ip}`;
