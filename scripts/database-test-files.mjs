// Which server test files the PostgreSQL pass of `npm test` runs: those that open a test database
// (they import the test app or the test database helper, which put every app on its own schema
// when EDUBOT_TEST_DATABASE_URL is set) and the PostgreSQL-only files (`*.pg.test.ts`). The other
// server tests (analyzers, PDF and OCR stages, the child pool, the tutor's pure rules) never touch
// the database, so running them twice would only double CI time on two cores.
import fs from 'node:fs';
import path from 'node:path';

const opensTestDatabase = /from\s+['"][^'"]*helpers\/test-(app|database)(\.js)?['"]/;

/** Paths relative to `serverDir`, sorted. */
export function databaseTestFiles(serverDir) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(full);
      } else if (entry.name.endsWith('.test.ts')) {
        const pgOnly = entry.name.endsWith('.pg.test.ts');
        if (pgOnly || opensTestDatabase.test(fs.readFileSync(full, 'utf8'))) {
          found.push(path.relative(serverDir, full));
        }
      }
    }
  };
  for (const top of ['src', 'test']) walk(path.join(serverDir, top));
  return found.sort();
}
