// A second EduBot server for browser tests that need a streaming model: the built server
// (server/dist, built by run.mjs) on a free port, its own temp data folder, and the local fake
// OpenAI-compatible server (its own process: server/test/fake-llm/serve.ts) as its model, which
// answers `text` a piece every `pieceDelayMs`. Both stopped (and the folder removed) by stop().
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface LlmEduBot {
  baseUrl: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** Starts the fake model process and reads the URL it prints. */
async function startFakeModel(
  root: string,
  text: string,
  pieceDelayMs: number,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'server/test/fake-llm/serve.ts'],
    {
      cwd: root,
      env: { ...process.env, FAKE_LLM_TEXT: text, FAKE_LLM_PIECE_DELAY_MS: String(pieceDelayMs) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const found = /FAKE_LLM_URL=(\S+)/.exec(out);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`fake model exited with ${code}`)));
  });
  return { url, child };
}

export async function startLlmEduBot(text: string, pieceDelayMs: number): Promise<LlmEduBot> {
  const root = path.resolve(import.meta.dirname, '../../..');
  const fake = await startFakeModel(root, text, pieceDelayMs);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-e2e-llm-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      EDUBOT_DATA_DIR: dataDir,
      EDUBOT_LOG_LEVEL: 'warn',
      EDUBOT_LLM_BASE_URL: fake.url,
      EDUBOT_LLM_MODEL: 'fake-model',
      EDUBOT_LLM_TIMEOUT_MS: '120000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 100_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('server did not become healthy in time');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    async stop() {
      await stopProcess(server);
      await stopProcess(fake.child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
