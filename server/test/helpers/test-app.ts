// A real app over a real database (a SQLite file in a fresh temp folder, or a fresh schema on
// PostgreSQL in the suite's PostgreSQL pass: test-database.ts), for app.inject tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { closeContext, createContext, type AppContext } from '../../src/context.js';
import { prepareDataDir } from '../../src/data-dir.js';
import { FAST_TEST_HASH_COST } from '../../src/modules/auth/password-hasher.js';
import { openTestDatabase, testDatabaseUrl, testJobQueue } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  dataDir: string;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  appOptions: BuildAppOptions = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-test-'));
  const databaseUrl = testDatabaseUrl();
  const config = prepareDataDir(
    loadConfig({
      EDUBOT_DATA_DIR: dataDir,
      ...(databaseUrl ? { EDUBOT_DATABASE_URL: databaseUrl } : {}),
      ...env,
    }),
  );
  const { db, schema, drop } = await openTestDatabase(config, env.EDUBOT_DATA_DIR !== undefined);
  // Hundreds of accounts per run: a light Argon2 cost here only; main.ts keeps the strong one.
  const ctx = createContext(config, db, {
    passwordHashCost: FAST_TEST_HASH_COST,
    jobQueue: testJobQueue(schema),
  });
  const app = await buildApp(ctx, appOptions);
  await app.ready();
  return {
    app,
    ctx,
    dataDir,
    async close() {
      await app.close();
      await closeContext(ctx);
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
