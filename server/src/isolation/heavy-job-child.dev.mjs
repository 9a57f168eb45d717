// Child entry when the server runs from its TypeScript sources (tsx, vitest). Unlike the search
// worker's shim it does not load through tsx: pdf.js loaded through tsx's loader costs ~400 MB
// more resident memory, which would count against the child's memory cap. It bundles the real
// entry the way `npm start` does (scripts/server-bundle-options.mjs) into node_modules/.cache
// (so packages resolve from node_modules), loads it, and removes the file.
import { rm } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { serverBundleOptions } from '../../../scripts/server-bundle-options.mjs';

const outfile = fileURLToPath(
  new URL(
    `../../../node_modules/.cache/edubot/heavy-job-child-${process.pid}.mjs`,
    import.meta.url,
  ),
);
await build({
  ...serverBundleOptions,
  entryPoints: [fileURLToPath(new URL('./heavy-job-child.ts', import.meta.url))],
  outfile,
});
try {
  await import(pathToFileURL(outfile).href);
} finally {
  await rm(outfile, { force: true });
}
