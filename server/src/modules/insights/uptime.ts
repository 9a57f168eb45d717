// A real uptime figure for the dashboard (issue 10): while the server runs it records each UTC
// minute once; uptime over the last 24 hours is the share of minutes recorded since the first
// record in that window. A stopped server records nothing, so its downtime shows.
import type { Db } from '../../db/database.js';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

const minuteOf = (ms: number) => new Date(ms).toISOString().slice(0, 16);

export class UptimeRecorder {
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  start(): void {
    if (this.timer) return;
    this.record();
    this.timer = setInterval(() => this.record(), MINUTE_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.writing;
  }

  record(): void {
    this.writing = this.db
      .insertInto('uptime_minutes')
      .values({ minute: minuteOf(this.now()) })
      .onConflict((oc) => oc.column('minute').doNothing())
      .execute()
      .then(
        () => undefined,
        () => undefined, // a busy database skips a minute; it shows as a lower figure, not an error
      );
  }

  /** Share of the last 24 h the server was up, from the first recorded minute in that window. */
  async lastDay(): Promise<{ ratio: number | null; since: string | null }> {
    const now = this.now();
    const windowStart = minuteOf(now - DAY_MINUTES * MINUTE_MS);
    const row = await this.db
      .selectFrom('uptime_minutes')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('minute').as('first')])
      .where('minute', '>', windowStart)
      .executeTakeFirstOrThrow();
    const recorded = Number(row.n);
    if (!row.first || recorded === 0) return { ratio: null, since: null };
    const first = Date.parse(`${row.first}:00.000Z`);
    const span = Math.min(DAY_MINUTES, Math.floor((now - first) / MINUTE_MS) + 1);
    return { ratio: Math.min(1, recorded / span), since: `${row.first}:00.000Z` };
  }
}
