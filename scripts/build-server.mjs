// Bundles the server into server/dist/main.js, the search worker thread's entry (the tutor's, which
// also writes extractive answers) into server/dist/search-worker.js (loaded from beside the
// bundle, tutor/extractive-offload.ts) and the
// job child's entry into server/dist/heavy-job-child.js (isolation/isolated-work.ts forks it).
// The esbuild options are in server-bundle-options.mjs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { serverBundleOptions } from './server-bundle-options.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const started = Date.now();
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'server/src/main.ts',
    'search-worker': 'server/src/tutor/extractive-worker.ts',
    'heavy-job-child': 'server/src/isolation/heavy-job-child.ts',
  },
  outdir: 'server/dist',
  sourcemap: true,
  ...serverBundleOptions,
});
console.log(
  `server bundle: server/dist/main.js, search-worker.js, heavy-job-child.js (${Date.now() - started} ms)`,
);
