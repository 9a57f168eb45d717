import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project keeps its own environment.
// Vitest's default is one worker per core minus one: a single worker on CI's 2 cores, which
// leaves a core idle while a test waits on a child process, a socket deadline or a worker
// thread (most of the server suite). Two workers there took the SQLite pass from 228 s to
// 155 s (README, Tests); more cores get one worker each.
export default defineConfig({
  test: {
    projects: ['common', 'server', 'web'],
    maxWorkers: Math.max(2, os.availableParallelism()),
  },
});
