// The real server process, started the way `npm start` starts it (env config, data folder,
// migrations at start), answers /api/health; a bad env value stops it with one clear line.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_MAIN, exited, freePort, serverDir } from './helpers/server-process.js';

function start(env: Record<string, string>): {
  child: ChildProcess;
  output: () => { out: string; err: string };
} {
  let out = '';
  let err = '';
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  return { child, output: () => ({ out, err }) };
}

describe('the server process', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const c of children) {
      if (c.exitCode === null) {
        c.kill('SIGTERM');
        await exited(c);
      }
    }
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('starts, migrates a fresh data folder, generates a secret and answers /api/health', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-proc-'));
    dirs.push(dataDir);
    const port = await freePort();
    const { child, output } = start({
      PORT: String(port),
      HOST: '127.0.0.1',
      EDUBOT_DATA_DIR: dataDir,
      EDUBOT_LOG_LEVEL: 'warn',
    });
    children.push(child);
    // Start-up on a busy 2-core machine (tsx compiling, the search workers starting) has taken
    // over 30 s; a server that cannot start at all still fails here, just later.
    const deadline = Date.now() + 100_000;
    let res: Response | undefined;
    while (Date.now() < deadline && child.exitCode === null) {
      try {
        res = await fetch(`http://127.0.0.1:${port}/api/health`);
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    expect(res, `server did not answer: ${JSON.stringify(output())}`).toBeDefined();
    expect(res!.status).toBe(200);
    expect(await res!.json()).toEqual({ status: 'ok' });
    expect(fs.existsSync(path.join(dataDir, 'edubot.sqlite'))).toBe(true);
    const secret = fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o077).toBe(0);
    // The database the server created is its owner's only (umask 077 at start).
    expect(fs.statSync(path.join(dataDir, 'edubot.sqlite')).mode & 0o077).toBe(0);

    // A real sign-up over the wire, as a browser would.
    const reg = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Real Wire',
        email: 'wire@school.example',
        password: 'secret-pass',
        role: 'student',
      }),
    });
    expect(reg.status).toBe(201);

    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
  }, 120_000);

  it.each([
    ['PORT', 'abc'],
    ['EDUBOT_MEMBERSHIP_DAYS', '-3'],
    ['EDUBOT_JWT_SECRET', 'short'],
  ])('a bad %s=%s stops it with one clear line', async (name, value) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-proc-'));
    dirs.push(dataDir);
    const { child, output } = start({ EDUBOT_DATA_DIR: dataDir, [name]: value });
    children.push(child);
    expect(await exited(child)).toBe(1);
    const lines = output().err.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^EduBot cannot start: Invalid ${name}: `));
    expect(output().out).toBe('');
  });

  it.each([
    ['a short', 'short-secret\n'],
    ['an empty', ''],
  ])('%s jwt-secret file stops it with one clear line', async (_label, content) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-proc-'));
    dirs.push(dataDir);
    fs.writeFileSync(path.join(dataDir, 'jwt-secret'), content);
    const { child, output } = start({ EDUBOT_DATA_DIR: dataDir });
    children.push(child);
    expect(await exited(child)).toBe(1);
    const lines = output().err.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^EduBot cannot start: Invalid .*jwt-secret: the token secret must be at least 32 characters/,
    );
  });
});
