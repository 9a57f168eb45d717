// LimitState in PostgreSQL (limit-state.ts): the counts of the abuse limits shared by every API
// process of a deployment. Each operation is one statement (an upsert with a condition), so
// two processes taking the last use of a quota at once cannot both get it. Times are epoch
// milliseconds from the API process's clock; rows past their end are swept now and then.
import { sql, type Kysely } from 'kysely';
import type { CountWindow, LimitState, Turn } from './limit-state.js';

/** About one write in this many also deletes ended rows (cheap, bounded tables). */
const SWEEP_EVERY = 500;

// Kysely<any>: the limit tables are this file's own (migration 009-shared-limits).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/** PostgreSQL text cannot hold NUL, which separates the parts of a key (limit-state.ts). */
const stored = (key: string) => key.replaceAll('\u0000', '\u001f');

export class PostgresLimitState implements LimitState {
  private writes = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string): Promise<CountWindow | undefined> {
    const { rows } = await sql<{ count: number; window_end: number }>`
      SELECT count, window_end FROM limit_counters
      WHERE key = ${stored(key)} AND window_end > ${this.now()}`.execute(this.db);
    const row = rows[0];
    return row ? { count: row.count, windowEnd: row.window_end } : undefined;
  }

  async bump(key: string, windowMs: number): Promise<CountWindow> {
    return (await this.upsertCount(key, windowMs, null))!;
  }

  async take(key: string, windowMs: number, max: number): Promise<{ fullUntil?: number }> {
    if (await this.upsertCount(key, windowMs, max)) return {};
    const full = await this.get(key);
    // The window ended between the two statements: nothing is full any more, so try again.
    return full ? { fullUntil: full.windowEnd } : this.take(key, windowMs, max);
  }

  async giveBack(key: string): Promise<void> {
    await sql`
      UPDATE limit_counters SET count = count - 1
      WHERE key = ${stored(key)} AND window_end > ${this.now()} AND count > 0`.execute(this.db);
  }

  async delete(key: string): Promise<void> {
    await sql`DELETE FROM limit_counters WHERE key = ${stored(key)}`.execute(this.db);
  }

  async remember(key: string, member: string, forMs: number, keep: number): Promise<void> {
    const until = this.now() + forMs;
    await sql`
      INSERT INTO limit_members (key, member, until) VALUES (${stored(key)}, ${member}, ${until})
      ON CONFLICT (key, member) DO UPDATE SET until = excluded.until`.execute(this.db);
    await sql`
      DELETE FROM limit_members WHERE key = ${stored(key)} AND member NOT IN (
        SELECT member FROM limit_members WHERE key = ${stored(key)} ORDER BY until DESC LIMIT ${keep}
      )`.execute(this.db);
  }

  async isRemembered(key: string, member: string): Promise<boolean> {
    const { rows } = await sql`
      SELECT 1 FROM limit_members
      WHERE key = ${stored(key)} AND member = ${member} AND until > ${this.now()}`.execute(this.db);
    return rows.length > 0;
  }

  async takeTurn(key: string, intervalMs: number, maxWaitMs: number): Promise<Turn> {
    const t = this.now();
    const { rows } = await sql<{ next_turn: number }>`
      INSERT INTO limit_turns AS turns (key, next_turn) VALUES (${stored(key)}, ${t + intervalMs})
      ON CONFLICT (key) DO UPDATE
        SET next_turn = greatest(turns.next_turn, ${t}) + ${intervalMs}
        WHERE greatest(turns.next_turn, ${t}) - ${t} <= ${maxWaitMs}
      RETURNING next_turn`.execute(this.db);
    await this.sweepSometimes();
    if (rows[0]) return { waitMs: rows[0].next_turn - intervalMs - t };
    const current = await sql<{ next_turn: number }>`
      SELECT next_turn FROM limit_turns WHERE key = ${stored(key)}`.execute(this.db);
    const turn = current.rows[0]?.next_turn ?? t;
    return { retryAfterSeconds: Math.max(1, Math.ceil((turn - t - maxWaitMs) / 1000)) };
  }

  secondsLeft(windowEnd: number): number {
    return Math.max(1, Math.ceil((windowEnd - this.now()) / 1000));
  }

  /**
   * One more use of the key (a new window when none is running), unless `max` is given and the
   * running window already holds it. The window after, or undefined when it did not count.
   */
  private async upsertCount(
    key: string,
    windowMs: number,
    max: number | null,
  ): Promise<CountWindow | undefined> {
    const t = this.now();
    const { rows } = await sql<{ count: number; window_end: number }>`
      INSERT INTO limit_counters AS c (key, count, window_end) VALUES (${stored(key)}, 1, ${t + windowMs})
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN c.window_end <= ${t} THEN 1 ELSE c.count + 1 END,
        window_end = CASE WHEN c.window_end <= ${t} THEN ${t + windowMs} ELSE c.window_end END
        WHERE c.window_end <= ${t} OR ${max}::integer IS NULL OR c.count < ${max}::integer
      RETURNING count, window_end`.execute(this.db);
    await this.sweepSometimes();
    const row = rows[0];
    return row ? { count: row.count, windowEnd: row.window_end } : undefined;
  }

  private async sweepSometimes(): Promise<void> {
    this.writes += 1;
    if (this.writes % SWEEP_EVERY !== 0) return;
    const t = this.now();
    await sql`DELETE FROM limit_counters WHERE window_end <= ${t}`.execute(this.db);
    await sql`DELETE FROM limit_turns WHERE next_turn <= ${t}`.execute(this.db);
    await sql`DELETE FROM limit_members WHERE until <= ${t}`.execute(this.db);
  }
}
