// Installs the locked dependencies when node_modules is missing or older than the lock file.
// Only Node built-ins here: this runs before anything is installed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * npm writes node_modules/.package-lock.json at the end of every install, after the lock file.
 * The lock file changes whenever a dependency does, so a lock newer than that marker means
 * node_modules is stale. (package.json alone also changes for scripts; that needs no install.)
 */
export function dependenciesStale() {
  const installed = mtime(path.join(root, 'node_modules', '.package-lock.json'));
  if (installed === undefined) return true;
  return (mtime(path.join(root, 'package-lock.json')) ?? 0) > installed;
}

/** Runs a command in the repo root with inherited output; exits the process on failure. */
export function runOrExit(cmd, args, label = `${cmd} ${args.join(' ')}`) {
  console.log(`\n> ${label}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) {
    console.error(`\n${label} failed (exit ${res.status ?? res.signal}).`);
    process.exit(res.status || 1);
  }
}

export function ensureDependencies() {
  if (!dependenciesStale()) return;
  runOrExit(npm, ['ci', '--no-audit', '--no-fund'], 'npm ci (installing locked dependencies)');
}

export { npm };
