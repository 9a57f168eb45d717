// The data folder holds the database, uploads, chat images and the generated token secret.
// Everything in it is owner-only: a folder an operator created with a loose umask is tightened
// at every start (issue 8), and files created later inherit 0600 from main.ts's umask.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type AppConfig } from './config.js';
import { PART_SUFFIX } from './storage/local-blob-store.js';

const SECRET_FILE = 'jwt-secret';
/** HS256 with a shorter secret can be brute-forced offline from one token. */
export const MIN_SECRET_LENGTH = 32;

/** Creates the data folder and fills in the token secret: given, stored, or generated once. */
export function prepareDataDir(config: AppConfig): AppConfig & { jwtSecret: string } {
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  tidyDataDir(config.dataDir);
  if (config.jwtSecret) return { ...config, jwtSecret: config.jwtSecret };
  const file = path.join(config.dataDir, SECRET_FILE);
  const stored = readStoredSecret(file);
  if (stored !== undefined) return { ...config, jwtSecret: stored };
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another process won the race; then its secret is the one to use.
  try {
    fs.writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
    return { ...config, jwtSecret: secret };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return { ...config, jwtSecret: readStoredSecret(file)! };
  }
}

/** The stored secret, undefined when there is no file; a short or empty one stops the start. */
function readStoredSecret(file: string): string | undefined {
  let stored: string;
  try {
    stored = fs.readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  if (stored.length < MIN_SECRET_LENGTH) {
    // Never replaced silently: tokens signed with it may be forged, and the operator must know.
    throw new ConfigError(
      `Invalid ${file}: the token secret must be at least ${MIN_SECRET_LENGTH} characters long ` +
        `(it has ${stored.length}); delete the file to have a strong one generated`,
    );
  }
  return stored;
}

/**
 * Folders 0700 and files 0600 under the data folder, the folder itself included; half-written
 * blobs (".part") a crash left behind are removed (nothing is writing them before start).
 */
export function tidyDataDir(dir: string): void {
  fs.chmodSync(dir, 0o700);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) tidyDataDir(full);
    else if (entry.isFile() && entry.name.endsWith(PART_SUFFIX)) fs.rmSync(full, { force: true });
    else if (entry.isFile()) fs.chmodSync(full, 0o600);
  }
}

export const databasePath = (config: AppConfig) => path.join(config.dataDir, 'edubot.sqlite');
export const uploadsDir = (config: AppConfig) => path.join(config.dataDir, 'uploads');
