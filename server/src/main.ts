// Starts the API and the in-process worker: one process on the embedded default.
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { closeContext, createContext } from './context.js';
import { prepareDataDir } from './data-dir.js';
import { migrateToLatest, openDatabase } from './db/database.js';

async function main(): Promise<void> {
  // Everything the server writes (database, uploads, chat images) is readable by its owner only.
  process.umask(0o077);
  let config;
  try {
    config = prepareDataDir(loadConfig(process.env));
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`EduBot cannot start: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }

  const db = openDatabase(config);
  await migrateToLatest(db);
  const ctx = createContext(config, db);
  const app = await buildApp(ctx, { logger: true });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await closeContext(ctx);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  console.error(`EduBot cannot start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
