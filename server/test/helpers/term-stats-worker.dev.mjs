// Loads tsx's loader in the worker thread, then the TypeScript entry (as search-worker.dev.mjs).
import { tsImport } from 'tsx/esm/api';

await tsImport('./term-stats-worker.ts', import.meta.url);
