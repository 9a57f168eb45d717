// Server-side sign-out (issue 8): POST /api/auth/logout ends the token it was called with, and
// only that one (other devices stay signed in; a password change still ends them all through
// token_version). Revoked tokens are kept by their SHA-256 until they would have expired. One
// process (the embedded default) reads the list into memory once, so checking it costs every
// request a Map lookup; several API processes (`shared`, on PostgreSQL) ask the table on every
// check instead, so a sign-out through one process holds in all of them at once.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.js';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export class RevokedTokens {
  /** token hash -> expiry in seconds since the epoch. */
  private revoked: Map<string, number> | undefined;
  private loading: Promise<Map<string, number>> | undefined;

  constructor(
    private readonly db: Db,
    private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
    private readonly options: { shared?: boolean } = {},
  ) {}

  async revoke(token: string, expiresAt: number): Promise<void> {
    const revoked = this.options.shared ? new Map<string, number>() : await this.load();
    const hash = hashOf(token);
    await this.db
      .insertInto('revoked_tokens')
      .values({ token_hash: hash, expires_at: expiresAt })
      .onConflict((oc) => oc.column('token_hash').doNothing())
      .execute();
    revoked.set(hash, expiresAt);
  }

  async isRevoked(token: string): Promise<boolean> {
    if (this.options.shared) {
      const row = await this.db
        .selectFrom('revoked_tokens')
        .select('token_hash')
        .where('token_hash', '=', hashOf(token))
        .where('expires_at', '>', this.nowSeconds())
        .executeTakeFirst();
      return row !== undefined;
    }
    const revoked = this.revoked ?? (await this.load());
    if (revoked.size === 0) return false;
    const expiresAt = revoked.get(hashOf(token));
    return expiresAt !== undefined && expiresAt > this.nowSeconds();
  }

  private load(): Promise<Map<string, number>> {
    this.loading ??= (async () => {
      // Expired entries are of no use any more: they go at start.
      await this.db
        .deleteFrom('revoked_tokens')
        .where('expires_at', '<=', this.nowSeconds())
        .execute();
      const rows = await this.db.selectFrom('revoked_tokens').selectAll().execute();
      this.revoked = new Map(rows.map((r) => [r.token_hash, r.expires_at]));
      return this.revoked;
    })();
    return this.loading;
  }
}
