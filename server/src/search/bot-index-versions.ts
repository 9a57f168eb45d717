// Which version of each bot's index this process has written. Data derived from a bot's indexed
// files (its documents, how many chunks hold a word) is the same from one question to the next
// and changes only when a file of the bot is indexed or removed; a cache of it keeps the version
// it was read at and is stale once the version moved. Only an index that makes every write to its
// tables itself can keep the versions: the SQLite deployment, one process whose writes all go
// through PooledSearchIndex (decision 018, docs/decisions/093). PostgreSQL has several processes
// writing, so nothing there is cached this way.

export class BotIndexVersions {
  private readonly versions = new Map<string, number>();
  /** Never reused, so a bot deleted and indexed again never meets a version from before. */
  private last = 0;

  /** The bot's current version: 0 until this process writes to its index. */
  version(botId: string): number {
    return this.versions.get(botId) ?? 0;
  }

  /** A write to the bot's index committed (or failed: a reread costs little). */
  changed(botId: string): void {
    this.versions.set(botId, ++this.last);
  }
}

/**
 * One value per bot, read again when the bot's index version moved. A read that overlapped a
 * write keeps the version seen before it started, so its value is read again on the next call.
 */
export class PerBotCache<T> {
  private readonly entries = new Map<string, { version: number; value: T }>();

  constructor(
    private readonly versions: BotIndexVersions,
    private readonly maxBots = 256,
  ) {}

  async get(botId: string, read: () => Promise<T>): Promise<T> {
    const version = this.versions.version(botId);
    const cached = this.entries.get(botId);
    if (cached && cached.version === version) return cached.value;
    const value = await read();
    this.entries.delete(botId);
    if (this.entries.size >= this.maxBots) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(botId, { version, value });
    return value;
  }
}
