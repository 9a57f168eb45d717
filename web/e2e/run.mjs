// End-to-end run: builds the app, starts the real server on a temp data folder and a free port,
// then drives Debian's Chromium through the flows in *.e2e.test.ts. Called by `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const chromium = process.env.EDUBOT_CHROMIUM ?? '/usr/bin/chromium';

if (!fs.existsSync(chromium)) {
  console.error(
    `e2e: ${chromium} not found. Install Debian's chromium (apt-get install -y chromium).`,
  );
  process.exit(1);
}

function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, server, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy in time');
}

run('npm', ['run', 'build']);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-e2e-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
// the built-in extractive tutor answers: no model server, no network, same answers every run
const serverEnv = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => !k.startsWith('EDUBOT_LLM_')),
);
const server = spawn(process.execPath, ['server/dist/main.js'], {
  cwd: root,
  env: {
    ...serverEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    EDUBOT_DATA_DIR: dataDir,
    EDUBOT_LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let code = 1;
try {
  await waitForHealth(baseUrl, server);
  const res = spawnSync(
    process.execPath,
    // Extra arguments (e.g. a JSON reporter from scripts/test.mjs) go to Vitest.
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--config',
      'web/e2e/vitest.config.ts',
      ...process.argv.slice(2),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_CHROMIUM: chromium },
    },
  );
  code = res.status ?? 1;
} catch (err) {
  console.error(`e2e: ${err instanceof Error ? err.message : err}`);
} finally {
  // let the server close its database before its folder goes away
  const exited = new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (server.exitCode === null) server.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
