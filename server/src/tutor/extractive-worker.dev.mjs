// Worker entry when the server runs from its TypeScript sources (tsx, vitest): loads tsx's
// loader in this thread, then the real entry. The bundle uses dist/search-worker.js instead.
import { tsImport } from 'tsx/esm/api';

await tsImport('./extractive-worker.ts', import.meta.url);
