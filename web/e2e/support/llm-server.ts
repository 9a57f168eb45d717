// A second EduBot server for browser tests that need a streaming model: the built server
// (server/dist, built by run.mjs) on a free port, its own temp data folder, and the local fake
// OpenAI-compatible server as its model. Stopped (and its folder removed) by stop().
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startFakeLlm, type FakeLlm } from '../../../server/test/fake-llm/fake-llm-server';

export interface LlmEduBot {
  baseUrl: string;
  fake: FakeLlm;
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

export async function startLlmEduBot(): Promise<LlmEduBot> {
  const fake = await startFakeLlm();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-e2e-llm-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const root = path.resolve(import.meta.dirname, '../../..');
  const server: ChildProcess = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      EDUBOT_DATA_DIR: dataDir,
      EDUBOT_LOG_LEVEL: 'warn',
      EDUBOT_LLM_BASE_URL: fake.baseUrl,
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
    fake,
    async stop() {
      const exited = new Promise((r) =>
        server.exitCode !== null ? r(null) : server.once('exit', r),
      );
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
      await fake.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
