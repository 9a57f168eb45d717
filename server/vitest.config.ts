import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Deadlines for a hang, not for speed: a test that ingests a file has taken over a minute on
    // two cores shared with benchmarks (load 40-60), and must still pass there.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // The files share each worker's loaded modules instead of importing the whole app again per
    // file (about a quarter of the pass's CPU). Safe because every test builds its own app,
    // database and temp folder (test/helpers/test-app.ts) and no test changes process.env,
    // globals or module state; a test that needs a pristine module graph must not be added here.
    isolate: false,
  },
});
