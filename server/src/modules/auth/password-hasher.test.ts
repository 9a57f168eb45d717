import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { closeContext, createContext } from '../../context.js';
import { databasePath, prepareDataDir } from '../../data-dir.js';
import { migrateToLatest, openSqliteDatabase } from '../../db/database.js';
import { PasswordHasher, STRONG_HASH_COST } from './password-hasher.js';

describe('PasswordHasher', () => {
  it('hashes with Argon2id at the strong cost by default and verifies only the right password', async () => {
    const hasher = new PasswordHasher();
    const hash = await hasher.hash('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$/);
    expect(await hasher.verify(hash, 'correct horse')).toBe(true);
    expect(await hasher.verify(hash, 'correct horsE')).toBe(false);
  });

  it('salts: the same password never gives the same hash', async () => {
    const hasher = new PasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
    expect(await hasher.hash('same')).not.toBe(await hasher.hash('same'));
  });

  it('reads a damaged stored hash as a wrong password, not a crash', async () => {
    const hasher = new PasswordHasher();
    expect(await hasher.verify('not-a-hash', 'x')).toBe(false);
    expect(await hasher.verifyAgainstNothing('x')).toBe(false);
  });

  it('the context main.ts builds (no options) registers users at the strong cost', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-hash-'));
    const config = prepareDataDir(loadConfig({ EDUBOT_DATA_DIR: dir }));
    const db = openSqliteDatabase(databasePath(config));
    await migrateToLatest(db);
    const ctx = createContext(config, db);
    try {
      await ctx.auth.register({
        name: 'Strong Hash',
        email: 'strong@school.example',
        password: 'secret-pass',
        role: 'student',
      });
      const row = await ctx.usersRepository.findByEmail('strong@school.example');
      const { memoryCost, timeCost, parallelism } = STRONG_HASH_COST;
      expect(row?.password_hash).toContain(`$m=${memoryCost},t=${timeCost},p=${parallelism}$`);
    } finally {
      await closeContext(ctx);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
