import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { prepareDataDir } from './data-dir.js';

const dirs: string[] = [];
function freshDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-datadir-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const modeOf = (p: string) => fs.statSync(p).mode & 0o777;

describe('prepareDataDir', () => {
  it.each([
    ['a short', 'abcde\n'],
    ['an empty', ''],
  ])('%s jwt-secret file stops the start with one clear error', (_label, content) => {
    const dir = freshDir();
    fs.writeFileSync(path.join(dir, 'jwt-secret'), content, { mode: 0o600 });
    const run = () => prepareDataDir(loadConfig({ EDUBOT_DATA_DIR: dir }));
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(/jwt-secret: the token secret must be at least 32 characters long/);
    // Never silently replaced: the operator decides.
    expect(fs.readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(content);
  });

  it('uses a stored secret of 32 characters or more', () => {
    const dir = freshDir();
    const secret = 'x'.repeat(32);
    fs.writeFileSync(path.join(dir, 'jwt-secret'), `${secret}\n`);
    expect(prepareDataDir(loadConfig({ EDUBOT_DATA_DIR: dir })).jwtSecret).toBe(secret);
  });

  it('tightens a data folder an operator created world-readable to owner-only', () => {
    const dir = freshDir();
    fs.chmodSync(dir, 0o755);
    fs.mkdirSync(path.join(dir, 'chat-images'), { mode: 0o755 });
    fs.writeFileSync(path.join(dir, 'chat-images', 'photo'), 'x', { mode: 0o644 });
    fs.writeFileSync(path.join(dir, 'edubot.sqlite'), 'x', { mode: 0o644 });
    fs.chmodSync(path.join(dir, 'chat-images'), 0o755);
    fs.chmodSync(path.join(dir, 'edubot.sqlite'), 0o644);
    prepareDataDir(loadConfig({ EDUBOT_DATA_DIR: dir }));
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(path.join(dir, 'chat-images'))).toBe(0o700);
    expect(modeOf(path.join(dir, 'chat-images', 'photo'))).toBe(0o600);
    expect(modeOf(path.join(dir, 'edubot.sqlite'))).toBe(0o600);
    expect(modeOf(path.join(dir, 'jwt-secret'))).toBe(0o600);
  });

  it('sweeps half-written uploads and chat images left by a crash, and keeps whole ones', () => {
    const dir = freshDir();
    const key = '0b6f5a8e-4d1c-4c59-9d7e-2f1a3b4c5d6e';
    for (const folder of ['uploads', 'chat-images']) {
      fs.mkdirSync(path.join(dir, folder));
      fs.writeFileSync(path.join(dir, folder, key), 'whole');
      fs.writeFileSync(path.join(dir, folder, `${key}.part`), 'half');
    }
    prepareDataDir(loadConfig({ EDUBOT_DATA_DIR: dir }));
    expect(fs.readdirSync(path.join(dir, 'uploads'))).toEqual([key]);
    expect(fs.readdirSync(path.join(dir, 'chat-images'))).toEqual([key]);
  });
});
