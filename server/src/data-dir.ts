// The data folder holds the database, uploads and the generated token secret.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config.js';

const SECRET_FILE = 'jwt-secret';

/** Creates the data folder and fills in the token secret: given, stored, or generated once. */
export function prepareDataDir(config: AppConfig): AppConfig & { jwtSecret: string } {
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  if (config.jwtSecret) return { ...config, jwtSecret: config.jwtSecret };
  const file = path.join(config.dataDir, SECRET_FILE);
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return { ...config, jwtSecret: stored };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another process won the race; then its secret is the one to use.
  try {
    fs.writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
    return { ...config, jwtSecret: secret };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return { ...config, jwtSecret: fs.readFileSync(file, 'utf8').trim() };
  }
}

export const databasePath = (config: AppConfig) => path.join(config.dataDir, 'edubot.sqlite');
export const uploadsDir = (config: AppConfig) => path.join(config.dataDir, 'uploads');
