// Starts EduBot. EDUBOT_ROLE=all (default): the API, the web app and the file worker in one
// process, as on the embedded default. On PostgreSQL a deployment can split them: `api` serves
// HTTP and enqueues files, `worker` processes files and serves no HTTP (docs/deploy.md).
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { closeContext, createContext, type AppContext } from './context.js';
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
  if (config.role === 'worker') return runWorker(ctx);
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

/** A worker process: file jobs only, until SIGTERM or SIGINT lets its running jobs go back to the queue. */
function runWorker(ctx: AppContext): void {
  const log = (msg: string, extra: object = {}) =>
    console.log(
      JSON.stringify({ time: Date.now(), pid: process.pid, role: 'worker', msg, ...extra }),
    );
  const shutdown = async (signal: string) => {
    log('shutting down', { signal });
    await closeContext(ctx);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  log('processing study files', { workers: ctx.config.ingestion.workers });
}

main().catch((err: unknown) => {
  console.error(`EduBot cannot start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
