// `npm run typecheck`: tsc on each workspace, side by side (one per core; tsc itself uses one).
// The exit code is non-zero if any workspace fails.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runTogether } from './run-together.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
// The slowest first, so the short one fills in beside it.
const workspaces = ['web', 'server', 'common'];

const results = await runTogether(
  workspaces.map((w) => ({ name: `tsc ${w}`, cmd: tsc, args: ['-p', w, '--noEmit'], cwd: root })),
);
process.exit(results.every((r) => r.status === 0) ? 0 : 1);
