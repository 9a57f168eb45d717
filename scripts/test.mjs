// `npm test`: lint, type-check, every Vitest project, the server's database tests again on
// PostgreSQL when EDUBOT_TEST_DATABASE_URL names a database (.ci/run sets it; README), then the browser
// end-to-end suite when the web team's runner exists. Every step runs; the exit code is
// non-zero if any failed. Lint and type-check run side by side (each mostly uses one core; their
// output is printed whole as each ends); the test steps run one after another, each using every
// core itself.
//   node scripts/test.mjs --skip=e2e,lint     skips steps by name
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseTestFiles } from './database-test-files.mjs';
import { ensureDependencies, npm, root } from './ensure-deps.mjs';
import { runTogether } from './run-together.mjs';

const skip = new Set(
  process.argv
    .filter((a) => a.startsWith('--skip='))
    .flatMap((a) => a.slice('--skip='.length).split(','))
    .map((s) => s.trim()),
);
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const e2eRunner = path.join(root, 'web', 'e2e', 'run.mjs');
// Vitest also writes a JSON report per step, so the run can end on one total line.
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-test-'));
const jsonReport = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reportDir, `${name}.json`)}`,
];

const MULTI_PROCESS_TEST = 'test/multi-process.pg.test.ts';

const steps = [
  { name: 'lint', cmd: bin('eslint'), args: ['.', '--max-warnings=0'], together: true },
  { name: 'typecheck', cmd: npm, args: ['run', 'typecheck'], together: true },
  {
    // The SQLite pass: the embedded default, whatever the environment names. The
    // PostgreSQL-only files (`*.pg.test.ts`) belong to the next pass.
    name: 'unit',
    cmd: bin('vitest'),
    args: ['run', '--exclude', '**/*.pg.test.ts', ...jsonReport('unit')],
    env: { EDUBOT_TEST_DATABASE_URL: '' },
  },
  {
    // The server tests that open a database, a second time, every test app on its own schema in
    // that database, plus the PostgreSQL-only files (scripts/database-test-files.mjs). Files share
    // a worker's loaded modules as on SQLite (server/vitest.config.ts; decision 110 measured
    // 210 s -> 65 s). The multi-process file runs alone in the next step.
    name: 'postgres',
    cmd: bin('vitest'),
    args: [
      'run',
      '--project',
      'server',
      ...jsonReport('postgres'),
      ...databaseTestFiles(path.join(root, 'server'))
        .filter((file) => file !== MULTI_PROCESS_TEST)
        .map((file) => `server/${file}`),
    ],
    when: () => Boolean(process.env.EDUBOT_TEST_DATABASE_URL?.trim()),
    absent:
      'skipped: no PostgreSQL (set EDUBOT_TEST_DATABASE_URL=postgres://... to run the server suite on it, see README)',
  },
  {
    // Two API processes, a worker and a second worker after the first is killed, each started
    // from source: alone, so that on two cores no other test file competes with their start and
    // the file's deadlines (the CI run of 23 Nov timed out with another file beside it).
    name: 'postgres-processes',
    partOf: 'postgres',
    cmd: bin('vitest'),
    args: [
      'run',
      '--project',
      'server',
      ...jsonReport('postgres-processes'),
      `server/${MULTI_PROCESS_TEST}`,
    ],
    when: () => Boolean(process.env.EDUBOT_TEST_DATABASE_URL?.trim()),
    absent: 'skipped: no PostgreSQL (see the postgres step)',
  },
  {
    name: 'e2e',
    cmd: process.execPath,
    args: [e2eRunner, ...jsonReport('e2e')],
    when: () => fs.existsSync(e2eRunner),
  },
];

ensureDependencies();
const results = [];
const describeOutcome = (status, signal, seconds) =>
  status === 0
    ? `passed (${seconds.toFixed(1)}s)`
    : `FAILED (exit ${status ?? signal}, ${seconds.toFixed(1)}s)`;
const wanted = steps.filter((step) => {
  if (skip.has(step.name) || skip.has(step.partOf)) {
    results.push([step.name, 'skipped']);
    return false;
  }
  if (step.when && !step.when()) {
    if (step.absent) console.log(`\n> ${step.name}: ${step.absent}`);
    results.push([step.name, step.absent ?? 'not present']);
    return false;
  }
  return true;
});

const together = wanted.filter((step) => step.together);
if (together.length > 0) {
  const done = await runTogether(
    together.map((step) => ({ ...step, cwd: root, env: { ...process.env, ...step.env } })),
  );
  for (const r of done) results.push([r.name, describeOutcome(r.status, r.signal, r.seconds)]);
}
for (const step of wanted.filter((s) => !s.together)) {
  console.log(`\n> ${step.name}: ${path.basename(step.cmd)} ${step.args.join(' ')}`);
  const started = Date.now();
  const res = spawnSync(step.cmd, step.args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  results.push([step.name, describeOutcome(res.status, res.signal, (Date.now() - started) / 1000)]);
}

/** Test counts from the JSON reports of the steps that ran, and the tests that failed. */
function totals() {
  const sum = { passed: 0, failed: 0, skipped: 0, failures: [] };
  for (const file of fs.readdirSync(reportDir)) {
    const report = JSON.parse(fs.readFileSync(path.join(reportDir, file), 'utf8'));
    sum.passed += report.numPassedTests ?? 0;
    sum.failed += report.numFailedTests ?? 0;
    sum.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const suite of report.testResults ?? []) {
      const where = `${path.basename(file, '.json')}: ${path.relative(root, suite.name)}`;
      const failed = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const test of failed)
        sum.failures.push({ where, title: test.fullName, messages: test.failureMessages });
      // A file that fails before any test runs (an import error, a hook) has no failed test.
      if (failed.length === 0 && suite.status === 'failed') {
        sum.failures.push({ where, title: '(the file itself)', messages: [suite.message ?? ''] });
      }
    }
  }
  return sum;
}

/** The failures again at the very end, where a log cut to its last lines still shows them. */
function printFailures(failures) {
  if (failures.length === 0) return;
  console.log('\nFailed tests');
  for (const { where, title, messages } of failures) {
    console.log(`  ${where} > ${title}`);
    const first = (messages ?? [])
      .join('\n')
      .split('\n')
      .filter((line) => line.trim())
      .slice(0, 6);
    for (const line of first) console.log(`      ${line.trim().slice(0, 200)}`);
  }
}

console.log('\nSummary');
const order = steps.map((step) => step.name);
results.sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
for (const [name, outcome] of results) console.log(`  ${name.padEnd(10)} ${outcome}`);
const { passed, failed, skipped, failures } = totals();
fs.rmSync(reportDir, { recursive: true, force: true });
printFailures(failures);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(results.some(([, outcome]) => outcome.startsWith('FAILED')) ? 1 : 0);
