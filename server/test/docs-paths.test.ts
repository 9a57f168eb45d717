// docs/ answers "where is X decided?" by naming files; files move. Every source file a document
// names in backticks (a path, or a file name with enough of its folder to find it) must exist,
// so a move that forgets the docs fails here instead of sending a newcomer to nowhere.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
const documents = ['README.md', ...tracked.filter((f) => /^docs\/.+\.md$/.test(f))];

/** `server/src/x.ts`, `bots.repository.ts`, `answer/wrapped-lines.ts`; not URLs, globs or build output. */
const NAMED_FILE = /`([A-Za-z0-9_.\-/]+\.(?:ts|tsx|mjs|js|md))`/g;

describe('the docs name files that exist', () => {
  it.each(documents)('%s', (doc) => {
    const text = fs.readFileSync(path.join(root, doc), 'utf8');
    const missing = [...text.matchAll(NAMED_FILE)]
      .map((m) => m[1]!)
      .filter((name) => !/^[/.]/.test(name) && !name.includes('NNN') && !name.includes('dist/'))
      .filter((name) => !tracked.some((f) => f === name || f.endsWith(`/${name}`)));
    expect(missing).toEqual([]);
  });
});
