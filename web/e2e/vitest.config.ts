import { defineConfig } from 'vitest/config';

// Browser flows against the real server started by run.mjs; one file at a time, one Chromium each.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['web/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
