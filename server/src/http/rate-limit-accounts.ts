// Per-account throttling for sign-in and registration (issues 2 and 8). The design is in
// docs/decisions/009-abuse-limits.md:
// - Throttle per (account, address): failures are counted per pair, so an attacker hammering a
//   student's email from one machine blocks only that machine.
// - Slow down per account: once an account collects many failures from all addresses, attempts
//   from addresses that never signed in to it successfully are spaced out (one every
//   `slowIntervalMs`, waiting server-side; past `maxWaitMs` they answer 429 with Retry-After).
// - Never a hard lock for the owner: an address that signed in to the account successfully is
//   exempt from the account-wide slow-down, so a distributed attack cannot lock the owner out.
import { MemoryLimitState, type LimitState, type Turn } from './limit-state.js';

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

export type Pace = Turn;

/** Addresses remembered per account as known-good, and for how long. */
const KNOWN_PER_ACCOUNT = 10;
const KNOWN_FOR_MS = 30 * 24 * 3600_000;

export class AccountLimiter {
  constructor(
    readonly limits: AccountLimits,
    /** This process's memory by default; shared by API processes on PostgreSQL (context.ts). */
    private readonly state: LimitState = new MemoryLimitState(),
  ) {}

  /** Seconds to wait when the account may not be tried from this address now; else undefined. */
  async retryAfter(account: string, ip: string): Promise<number | undefined> {
    const waits: number[] = [];
    const pair = await this.state.get(pairKey(account, ip));
    if (pair && pair.count >= this.limits.perPair) waits.push(pair.windowEnd);
    if (this.limits.perAccount !== undefined) {
      const whole = await this.state.get(accountKey(account));
      if (whole && whole.count >= this.limits.perAccount) waits.push(whole.windowEnd);
    }
    if (waits.length === 0) return undefined;
    return this.state.secondsLeft(Math.max(...waits));
  }

  /**
   * The account-wide slow-down: how long this attempt waits before its password is checked,
   * or the Retry-After when its turn is too far away. Known addresses never wait.
   */
  async pace(account: string, ip: string): Promise<Pace> {
    const { slowAfter, slowIntervalMs = 0, maxWaitMs = 0 } = this.limits;
    if (slowAfter === undefined) return { waitMs: 0 };
    if (await this.state.isRemembered(accountKey(account), ip)) return { waitMs: 0 };
    const whole = await this.state.get(accountKey(account));
    if (!whole || whole.count < slowAfter) return { waitMs: 0 };
    return this.state.takeTurn(accountKey(account), slowIntervalMs, maxWaitMs);
  }

  async recordFailure(account: string, ip: string): Promise<void> {
    await this.state.bump(pairKey(account, ip), this.limits.windowMs);
    await this.state.bump(accountKey(account), this.limits.windowMs);
  }

  /** Clears the pair's failures and remembers the address as the owner's. */
  async recordSuccess(account: string, ip: string): Promise<void> {
    await this.state.delete(pairKey(account, ip));
    await this.state.remember(accountKey(account), ip, KNOWN_FOR_MS, KNOWN_PER_ACCOUNT);
  }
}

const accountKey = (account: string) => `a\u0000${account.toLowerCase()}`;
const pairKey = (account: string, ip: string) => `p\u0000${account.toLowerCase()}\u0000${ip}`;
