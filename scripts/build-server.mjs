// Bundles the server into server/dist/main.js, and the search worker thread's entry into
// server/dist/search-worker.js (search-worker-pool.ts loads it from beside the bundle): our own
// code (server and the @edubot/* workspaces) goes into ESM files; every npm package stays external and is loaded from
// node_modules at run time (native addons, wasm and data files need their real folders).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Bare imports are external unless they name one of our workspaces. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@edubot/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'server/src/main.ts',
    'search-worker': 'server/src/search/search-worker.ts',
  },
  outdir: 'server/dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
  // Some dependencies are CommonJS and call require(); give the ESM bundle one.
  banner: {
    js: "import { createRequire as __edubotCreateRequire } from 'node:module'; const require = __edubotCreateRequire(import.meta.url);",
  },
});
console.log(
  `server bundle: server/dist/main.js, server/dist/search-worker.js (${Date.now() - started} ms)`,
);
