#!/usr/bin/env node
// Prints the gzipped JavaScript each route downloads on a first visit: the app entry plus the
// route's lazy chunk, with everything they import statically, plus the translation catalogs the
// route renders with (the larger of English and Arabic). Reads web/dist/.vite/manifest.json.
// Exits 1 when a route of BUDGETED_ROUTES exceeds its budget. Code a route loads only on first
// input (the login form's validation) is listed apart, as "on first input".
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const ROUTES = {
  '/': ['src/features/landing/index.ts'],
  '/register': ['src/features/auth/register-page.tsx'],
  '/login': ['src/features/auth/login-page.tsx'],
  '/teacher-page': ['src/app/teacher-shell/teacher-shell.tsx'],
  '/upload': ['src/features/create-bot/index.ts'],
  '/botinfo': ['src/features/manage-bot/index.ts'],
  '/managebot': ['src/features/manage-bot/index.ts'],
  '/student-page': [
    'src/features/student-profile/index.tsx',
    'src/features/student-profile/index.ts',
    'src/features/study-area/index.tsx',
    'src/features/study-area/index.ts',
  ],
  '/edubot': ['src/features/chat/index.tsx', 'src/features/chat/index.ts'],
};
const BUDGET_KB = { '/': 150, '/login': 150 };
// Translation namespaces each route renders with ('common' is loaded for every route).
const ROUTE_NAMESPACES = {
  '/': ['landing'],
  '/register': ['auth'],
  '/login': ['auth'],
  '/teacher-page': ['teacher', 'bots', 'insight'],
  '/upload': ['bots'],
  '/botinfo': ['bots'],
  '/managebot': ['bots', 'insight'],
  '/student-page': ['student', 'study'],
  '/edubot': ['chat', 'insight'],
};
// Chunks a route imports dynamically only once the user types (kept off the first paint).
const ON_FIRST_INPUT = { '/login': ['src/features/auth/login-validation.ts'] };
const LANGUAGES = ['en', 'ar'];

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('No entry in manifest');

const gzCache = new Map();
function gz(file) {
  if (!gzCache.has(file))
    gzCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzCache.get(file);
}

/** Chunk files reachable by static imports from `key`. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const base = closure(entryKey);
const rows = [];
let failed = false;
for (const [route, keys] of Object.entries(ROUTES)) {
  const present = keys.filter((k) => manifest[k]);
  if (present.length === 0) {
    rows.push({ route, kb: NaN, files: 0, note: 'route chunk not found' });
    continue;
  }
  const all = new Set(base);
  for (const k of present) closure(k, all);
  const files = [...all].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const catalogBytes = Math.max(
    ...LANGUAGES.map((lng) =>
      ['common', ...(ROUTE_NAMESPACES[route] ?? [])]
        .map((ns) => manifest[`src/locales/${lng}/${ns}.json`]?.file)
        .filter(Boolean)
        .reduce((s, f) => s + gz(f), 0),
    ),
  );
  const bytes = files.reduce((s, f) => s + gz(f), 0) + catalogBytes;
  const kb = bytes / 1024;
  const laterFiles = new Set();
  for (const k of ON_FIRST_INPUT[route] ?? []) for (const c of closure(k)) laterFiles.add(c);
  for (const k of all) laterFiles.delete(k);
  const laterKb =
    [...laterFiles]
      .map((k) => manifest[k].file)
      .filter((f) => f.endsWith('.js'))
      .reduce((s, f) => s + gz(f), 0) / 1024;
  const budget = BUDGET_KB[route];
  const over = budget !== undefined && kb > budget;
  if (over) failed = true;
  rows.push({
    route,
    kb,
    files: files.length,
    note:
      (budget ? `${over ? 'OVER' : 'within'} ${budget} KB budget` : '') +
      (laterKb ? `; +${laterKb.toFixed(1)} KB on first input` : ''),
  });
}

const entryKb =
  [...base]
    .map((k) => manifest[k].file)
    .filter((f) => f.endsWith('.js'))
    .reduce((s, f) => s + gz(f), 0) / 1024;
console.log(`app entry (shared by every route): ${entryKb.toFixed(1)} KB gzipped JS`);
console.log('routes: entry + route chunks + catalogs of the larger language (en/ar)');
console.log('route'.padEnd(16) + 'gzipped JS'.padStart(12) + 'chunks'.padStart(8) + '  note');
for (const r of rows) {
  console.log(
    r.route.padEnd(16) +
      `${Number.isNaN(r.kb) ? '-' : r.kb.toFixed(1) + ' KB'}`.padStart(12) +
      String(r.files).padStart(8) +
      '  ' +
      r.note,
  );
}
if (failed) {
  console.error('Bundle budget exceeded.');
  process.exit(1);
}
