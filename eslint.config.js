// Flat ESLint config: typescript-eslint recommended, import rules that keep the architecture's
// one-way dependencies (docs/architecture.md, Layers), no import cycles, and React hook rules for web.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const featuresDir = path.join(root, 'web', 'src', 'features');
const features = fs.existsSync(featuresDir)
  ? fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const zones = [
  // common is the shared contract: it depends on nothing of ours.
  {
    target: './common',
    from: ['./server', './web'],
    message: 'common must not import server or web code.',
  },
  { target: './server', from: './web', message: 'The server never imports web code.' },
  { target: './web', from: './server', message: 'The web app talks to the server over HTTP only.' },
  // web: lib and components -> features -> app, never backwards.
  {
    target: ['./web/src/lib', './web/src/components'],
    from: ['./web/src/features', './web/src/app'],
    message: 'lib and components are shared building blocks: they must not import features or app.',
  },
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'Features must not import the app shell.',
  },
  // No feature imports another feature; the app composes them.
  ...features.map((f) => ({
    target: `./web/src/features/${f}`,
    from: './web/src/features',
    except: [`./${f}`],
    message: 'A feature must not import another feature; compose them in web/src/app.',
  })),
];

// server: the composition root (main.ts, app.ts, context.ts) wires the layers below it and no
// layer reaches back up: modules (HTTP features) -> tutor -> search; ingestion uses search's
// language analysis only; lib, storage and jobs are the bottom. Tests may cross these lines.
const serverZones = [
  {
    target: [
      './server/src/modules',
      './server/src/tutor',
      './server/src/search',
      './server/src/ingestion',
      './server/src/http',
      './server/src/isolation',
      './server/src/jobs',
      './server/src/lib',
      './server/src/storage',
    ],
    from: ['./server/src/main.ts', './server/src/app.ts', './server/src/context.ts'],
    message:
      'Only the composition root imports main.ts, app.ts or context.ts: take narrow dependencies instead.',
  },
  {
    target: './server/src/modules/users',
    from: './server/src/modules/auth',
    message:
      'users knows nothing of auth (auth builds on users): take the narrow interfaces in users.service.ts.',
  },
  {
    target: './server/src/search',
    from: [
      './server/src/tutor',
      './server/src/modules',
      './server/src/http',
      './server/src/ingestion',
    ],
    message: 'search returns hits and knows nothing of the tutor, the HTTP modules or ingestion.',
  },
  {
    target: './server/src/tutor',
    from: ['./server/src/modules', './server/src/http'],
    message: 'The tutor answers questions; it knows nothing of HTTP or the modules that call it.',
  },
  {
    target: './server/src/ingestion',
    from: ['./server/src/modules', './server/src/tutor', './server/src/http'],
    message: 'Ingestion turns a file into chunks; it knows nothing of who stores or serves them.',
  },
  {
    target: ['./server/src/lib', './server/src/storage', './server/src/jobs'],
    from: [
      './server/src/modules',
      './server/src/tutor',
      './server/src/search',
      './server/src/http',
      './server/src/ingestion',
    ],
    message: 'lib, storage and jobs are the bottom layer: they import none of the layers above.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'web/public/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.jsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.jsx', '.json'],
          // Source imports say './x.js' and mean './x.ts' (TypeScript ESM convention).
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
          alias: { '@': [path.join(root, 'web', 'src')] },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        // `import('x').T` stays allowed: it types lazily loaded modules without loading them.
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      // Text cleaning strips control characters on purpose (ingestion, normalization).
      'no-control-regex': 'off',
    },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts', 'server/src/**/*.test-fixtures.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...zones, ...serverZones] }] },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The two classic hook rules. The React Compiler rules that v7's preset adds (refs,
    // set-state-in-effect, ...) only pay off once the app builds with the compiler.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
