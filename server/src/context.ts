// Everything a request or job needs, built once at start (main.ts) or per test.
// Modules add their service here; routes receive the context and never build their own.
import type { AppConfig } from './config.js';
import type { Db } from './db/database.js';
import { TokenService } from './modules/auth/token.service.js';
import { UsersRepository } from './modules/users/users.repository.js';

export type ReadyConfig = AppConfig & { jwtSecret: string };

export interface AppContext {
  config: ReadyConfig;
  db: Db;
  tokens: TokenService;
  users: UsersRepository;
}

export function createContext(config: ReadyConfig, db: Db): AppContext {
  return {
    config,
    db,
    tokens: new TokenService(config.jwtSecret, config.tokenTtlSeconds),
    users: new UsersRepository(db),
  };
}

/** Stops background work and closes the database. */
export async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.db.destroy();
}
