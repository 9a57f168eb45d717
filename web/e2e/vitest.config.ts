import { defineConfig } from 'vitest/config';

// Browser flows against the real server started by run.mjs, one Chromium per file. Two files at a
// time: much of a flow is waiting (page loads, network idle, file processing on the server), so
// on CI's 2 cores a second file fills that time. The files share nothing but the server: each
// makes its own accounts and bots through the API (support/api-setup.ts).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['web/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
