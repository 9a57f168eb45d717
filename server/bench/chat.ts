// Chat benchmark (issues 3 §6 and 7): `npm run bench:chat [-- --seconds 20 --clients 50 --runs 3
// --bots small,realistic]`. Starts the real app (buildApp over a temporary SQLite, listening on
// 127.0.0.1:0), seeds a teacher and two bots: the small one, a few hundred paragraphs of real
// Arabic and English study text (from ../shared/data/qa when present, generated otherwise),
// indexed directly; and the realistic one, over 1,000 pages of textbooks, slides, scans and
// Arabic notes read by the real ingestion pipeline (chat-realistic-material.ts); and 50
// students with accepted memberships to both. Then 50 concurrent clients, in a child process so they neither share the
// server's event loop nor count in its CPU time, POST questions for a fixed time over keep-alive HTTP. Prints replies/s
// and latency percentiles of each run and their medians over the runs, with the CPU each reply
// cost the server (all threads, and its main thread alone) and the load generator.
// `-- --processes 2 [--postgres <url>]` (issue 9): the same students and small bot on PostgreSQL
// (EDUBOT_BENCH_DATABASE_URL or --postgres; a scratch schema, dropped after) served by that many
// `EDUBOT_ROLE=api` processes, the clients spread over them, measured in the same run as one
// process on SQLite, and both printed side by side.
// Targets on 2 cores (extractive): small bot >= 300 replies/s and p95 <= 200 ms (issue 3);
// realistic bot >= 1,000 replies/s and p95 <= 100 ms on a quiet machine (issue 7).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { spawn } from 'node:child_process';
import { sql } from 'kysely';
import { openPostgresDatabase } from '../src/db/postgres.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { closeContext, createContext, type AppContext } from '../src/context.js';
import { databasePath, prepareDataDir } from '../src/data-dir.js';
import { migrateToLatest, openSqliteDatabase } from '../src/db/database.js';
import { loadMaterial } from './chat-material.js';
import { loadRealisticMaterial } from './chat-realistic-material.js';
import type { ChunkInput } from '../src/search/search-index.js';
import { newJoinCode } from '../src/modules/bots/join-code.js';
import { freePort } from '../test/helpers/server-process.js';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    clients: { type: 'string', default: '50' },
    paragraphs: { type: 'string', default: '400' },
    runs: { type: 'string', default: '3' },
    bots: { type: 'string', default: 'small,realistic' },
    processes: { type: 'string' },
    postgres: { type: 'string' },
  },
});
const SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);
const CLIENTS = Number(args.clients);
const RUNS = Math.max(1, Number(args.runs));
/** A run that has not finished this long after its planned end is killed (bounded load). */
const GRACE_MS = 30_000;
/** Search worker threads of the server under test (config.searchWorkers, set in main). */
let searchWorkers = 1;

// The load generator: plain JS run by a child node process (config on stdin, result on stdout). Each client is one student who
// asks a question, waits for the reply, and asks the next (a new chat every 10 questions).
// node:http with a keep-alive agent rather than fetch(): it costs the load generator about half
// the CPU per request, and on 2 cores the load generator shares the machine with the server.
const CLIENT_CODE = `
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
function post(url, token, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: 'Bearer ' + token } }, (res) => {
      const parts = [];
      res.on('data', (c) => parts.push(c));
      res.on('end', () => { try { resolve({ status: res.statusCode, json: JSON.parse(Buffer.concat(parts).toString('utf8')) }); } catch (e) { reject(e); } });
      res.on('error', reject);
    });
    req.setTimeout(20000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}
const input = [];
process.stdin.on('data', (c) => input.push(c));
process.stdin.on('end', () => run(JSON.parse(Buffer.concat(input).toString('utf8'))));
function run({ urls, tokens, questions, warmupMs, runMs }) {
const latencies = [];
let errors = 0, declines = 0, measuring = false, done = false;
const statuses = {};
async function client(i) {
  let chatId, asked = 0, q = i * 7;
  while (!done) {
    const question = questions[q++ % questions.length];
    const body = JSON.stringify(chatId ? { user_query: question, chat_id: chatId } : { user_query: question });
    const started = performance.now();
    try {
      const res = await post(urls[i % urls.length], tokens[i], body);
      const json = res.json;
      const ms = performance.now() - started;
      if (!measuring) continue;
      statuses[res.status] = (statuses[res.status] || 0) + 1;
      if (res.status !== 200) { errors++; continue; }
      latencies.push(ms);
      if (json.sources.length === 0) declines++;
      chatId = ++asked % 10 === 0 ? undefined : json.chat_id;
    } catch (e) { if (measuring) errors++; }
  }
}
const all = tokens.map((_, i) => client(i));
let cpu;
setTimeout(() => { measuring = true; const t0 = performance.now(); cpu = process.cpuUsage();
  setTimeout(() => { done = true; const elapsed = (performance.now() - t0) / 1000;
    const used = process.cpuUsage(cpu); const clientCpuMs = (used.user + used.system) / 1000;
    Promise.all(all).then(() => process.stdout.write(JSON.stringify({ latencies, errors, declines, statuses, elapsed, clientCpuMs }))); }, runMs);
}, warmupMs);
}
`;

interface ClientResult {
  latencies: number[];
  errors: number;
  declines: number;
  statuses: Record<string, number>;
  elapsed: number;
  clientCpuMs: number;
}

interface Targets {
  rps: number;
  p95: number;
}

interface RunFigures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  cpuPerReply: number;
  mainCpuPerReply: number;
  workerCpuPerReply: number;
  otherCpuPerReply: number;
  clientCpuPerReply: number;
}

/** CPU ms of each thread of this process by thread id (Linux /proc; empty elsewhere). */
function threadCpuMs(): Map<string, number> {
  const out = new Map<string, number>();
  let tasks: string[];
  try {
    tasks = fs.readdirSync('/proc/self/task');
  } catch {
    return out;
  }
  for (const tid of tasks) {
    try {
      const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
      out.set(tid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return out;
}

/**
 * CPU of one window split by thread: the main thread (HTTP, auth, database writes), the search
 * workers (the `workers` busiest other threads: retrieval and the extractive answer) and the rest
 * (V8's GC helpers, libuv's pool). Threads carry no names in Node 20, hence "busiest".
 */
function threadSplit(
  before: Map<string, number>,
  after: Map<string, number>,
  workers: number,
): { main: number; workers: number; other: number } {
  const main = String(process.pid);
  const used = [...after].map(([tid, ms]) => ({ tid, ms: ms - (before.get(tid) ?? 0) }));
  const others = used.filter((t) => t.tid !== main).sort((a, b) => b.ms - a.ms);
  const sum = (list: { ms: number }[]) => list.reduce((n, t) => n + t.ms, 0);
  return {
    main: used.find((t) => t.tid === main)?.ms ?? NaN,
    workers: sum(others.slice(0, workers)),
    other: sum(others.slice(workers)),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** One run of the load generator against the listening server. */
async function measure(
  urls: string[],
  tokens: string[],
  questions: string[],
  targets: Targets,
  /** The server runs in this process (its CPU is measured); false for separate API processes. */
  local = true,
): Promise<RunFigures> {
  // The server's own CPU time per reply (this process only: clients run in another one) is
  // less sensitive to whatever else the machine runs than throughput is. The main thread's share
  // shows how close the single event loop is to its ceiling.
  let elu = performance.eventLoopUtilization();
  let cpu = process.cpuUsage();
  let threads = threadCpuMs();
  const startMeasuring = setTimeout(() => {
    elu = performance.eventLoopUtilization();
    cpu = process.cpuUsage();
    threads = threadCpuMs();
  }, WARMUP * 1000);
  const result = await new Promise<ClientResult>((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', CLIENT_CODE], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const killer = setTimeout(() => child.kill('SIGKILL'), (WARMUP + SECONDS) * 1000 + GRACE_MS);
    const out: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(killer);
      if (code !== 0) reject(new Error(`load generator exited with ${code ?? signal}`));
      else resolve(JSON.parse(Buffer.concat(out).toString('utf8')) as ClientResult);
    });
    child.stdin.end(
      JSON.stringify({ urls, tokens, questions, warmupMs: WARMUP * 1000, runMs: SECONDS * 1000 }),
    );
  });
  clearTimeout(startMeasuring);
  const busy = performance.eventLoopUtilization(elu);
  const used = process.cpuUsage(cpu);
  const split = threadSplit(threads, threadCpuMs(), searchWorkers);
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const replies = sorted.length;
  const perReply = (ms: number) => ms / Math.max(1, replies);
  const figures: RunFigures = {
    rps: replies / result.elapsed,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    cpuPerReply: perReply((used.user + used.system) / 1000),
    mainCpuPerReply: perReply(split.main),
    workerCpuPerReply: perReply(split.workers),
    otherCpuPerReply: perReply(split.other),
    clientCpuPerReply: perReply(result.clientCpuMs),
  };
  console.log(
    `  replies         ${replies} in ${result.elapsed.toFixed(1)}s, errors ${result.errors} ${JSON.stringify(result.statuses)}`,
  );
  console.log(`  throughput      ${figures.rps.toFixed(0)} replies/s   (target >= ${targets.rps})`);
  console.log(
    `  latency         p50 ${figures.p50.toFixed(1)} ms   p95 ${figures.p95.toFixed(1)} ms   (target <= ${targets.p95})   p99 ${figures.p99.toFixed(1)} ms`,
  );
  if (local)
    console.log(
      `  server          event loop ${(busy.utilization * 100).toFixed(0)}% busy, ` +
        `${figures.cpuPerReply.toFixed(2)} ms CPU per reply (main thread ${figures.mainCpuPerReply.toFixed(2)} ms, ` +
        `search workers ${figures.workerCpuPerReply.toFixed(2)} ms, other threads ${figures.otherCpuPerReply.toFixed(2)} ms); ` +
        `load generator ${figures.clientCpuPerReply.toFixed(2)} ms`,
    );
  console.log(
    `  declined        ${((result.declines / Math.max(1, replies)) * 100).toFixed(1)}% of replies`,
  );
  return figures;
}

interface BenchBot {
  label: string;
  id: string;
  description: string;
  questions: string[];
  targets: Targets;
}

const SMALL_TARGETS: Targets = { rps: 300, p95: 200 };
const REALISTIC_TARGETS: Targets = { rps: 1000, p95: 100 };

/** The bench school: a teacher, the wanted bots with their material, CLIENTS students with accepted memberships. */
async function seedSchool(
  ctx: AppContext,
  wanted: Set<string>,
): Promise<{ bots: BenchBot[]; tokens: string[] }> {
  const db = ctx.db;
  const now = new Date().toISOString();
  const teacherId = 'bench-teacher';
  const user = (id: string, role: 'student' | 'teacher') => ({
    id,
    name: role === 'teacher' ? 'Bench Teacher' : `Student ${id}`,
    email: `${id}@bench.example`,
    password_hash: 'not-used-by-the-benchmark',
    role,
    is_active: 1,
    bot_limit: role === 'teacher' ? 3 : null,
    token_version: 0,
    created_at: now,
    updated_at: now,
  });
  await db.insertInto('users').values(user(teacherId, 'teacher')).execute();
  const seedBot = async (name: string, files: { chunks: ChunkInput[] }[]) => {
    const botId = crypto.randomUUID();
    await db
      .insertInto('bots')
      .values({
        id: botId,
        teacher_id: teacherId,
        name,
        subject: 'General',
        grade: 'Grade 10',
        supported_languages: JSON.stringify(['Arabic - English']),
        created_at: now,
        join_code: newJoinCode(),
      })
      .execute();
    for (const [i, file] of files.entries()) {
      await ctx.search.replaceFileChunks(botId, `${botId}-file-${i}`, file.chunks, ['ara', 'eng']);
    }
    return botId;
  };
  const bots: BenchBot[] = [];
  if (wanted.has('small')) {
    const material = loadMaterial(Number(args.paragraphs));
    const chunkCount = material.files.reduce((n, f) => n + f.chunks.length, 0);
    bots.push({
      label: 'small bot',
      id: await seedBot('Bench Bot', material.files),
      description: `${chunkCount} paragraphs indexed (${material.source}), ${material.questions.length} distinct questions`,
      questions: material.questions,
      targets: SMALL_TARGETS,
    });
  }
  if (wanted.has('realistic')) {
    const material = await loadRealisticMaterial((line) => console.log(line));
    if (!material) {
      console.log('realistic bot: skipped, ../shared/data/qa not found (set EDUBOT_BENCH_QA_DIR)');
    } else {
      const chunkCount = material.files.reduce((n, f) => n + f.chunks.length, 0);
      bots.push({
        label: 'realistic bot',
        id: await seedBot('Realistic Bench Bot', material.files),
        description: `${material.pages} pages, ${chunkCount} chunks from ${material.source}, ${material.questions.length} questions`,
        questions: material.questions,
        targets: REALISTIC_TARGETS,
      });
    }
  }
  const tokens: string[] = [];
  const expires = new Date(Date.now() + 365 * 86_400_000).toISOString();
  for (let i = 0; i < CLIENTS; i++) {
    const id = `bench-student-${i}`;
    await db.insertInto('users').values(user(id, 'student')).execute();
    for (const bot of bots) {
      await db
        .insertInto('memberships')
        .values({
          id: crypto.randomUUID(),
          student_id: id,
          bot_id: bot.id,
          status: 'accepted',
          created_at: now,
          decided_at: now,
          expires_at: expires,
        })
        .execute();
    }
    tokens.push(await ctx.tokens.issue({ userId: id, role: 'student', tokenVersion: 0 }));
  }
  return { bots, tokens };
}

async function main(): Promise<void> {
  const processes = args.processes === undefined ? 0 : Number(args.processes);
  const postgresUrl = args.postgres ?? process.env.EDUBOT_BENCH_DATABASE_URL;
  if (processes > 0 && !postgresUrl)
    throw new Error('--processes needs --postgres <url> or EDUBOT_BENCH_DATABASE_URL');
  // Side by side, the small bot unless --bots says otherwise (the realistic one takes minutes to read).
  const botList =
    processes > 0 && process.argv.every((a) => !a.startsWith('--bots')) ? 'small' : args.bots;
  const wanted = new Set(botList.split(',').map((b) => b.trim()));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-bench-chat-'));
  const config = prepareDataDir(
    loadConfig({
      EDUBOT_DATA_DIR: dir,
      EDUBOT_LOG_LEVEL: 'silent',
      // A load test floods by design: the per-student message limits would refuse it.
      EDUBOT_CHAT_MESSAGES_PER_MINUTE: '100000',
      EDUBOT_CHAT_MESSAGES_PER_DAY: '1000000',
    }),
  );
  searchWorkers = config.searchWorkers;
  const db = openSqliteDatabase(databasePath(config));
  await migrateToLatest(db);
  const ctx = createContext(config, db);
  const app = await buildApp(ctx);
  const medians = new Map<string, RunFigures>();
  try {
    const { bots, tokens } = await seedSchool(ctx, wanted);
    // Search threads start on first use; from the TypeScript sources that takes seconds on a
    // busy machine, which the measured window must not include.
    await ctx.search.warmUp?.();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const summary: string[] = [];
    for (const bot of bots) {
      console.log(
        `\n${bot.label}: ${bot.description}; ${CLIENTS} students, tutor ${ctx.tutor.providerName}, ${os.availableParallelism()} cores`,
      );
      const runs: RunFigures[] = [];
      for (let run = 1; run <= RUNS; run++) {
        console.log(
          `run ${run}/${RUNS}: warming up ${WARMUP}s, measuring ${SECONDS}s ... ` +
            `(machine load average before: ${os.loadavg()[0]!.toFixed(1)})`,
        );
        runs.push(
          await measure(
            [`${address}/api/bots/${bot.id}/chat/`],
            tokens,
            bot.questions,
            bot.targets,
          ),
        );
      }
      const m = (key: keyof RunFigures) => median(runs.map((r) => r[key]));
      medians.set(bot.label, { ...runs[0]!, rps: m('rps'), p50: m('p50'), p95: m('p95') });
      if (RUNS > 1) {
        console.log(`median of ${RUNS} runs (load average now ${os.loadavg()[0]!.toFixed(1)}):`);
        console.log(
          `  throughput      ${m('rps').toFixed(0)} replies/s   (target >= ${bot.targets.rps})`,
        );
        console.log(
          `  latency         p50 ${m('p50').toFixed(1)} ms   p95 ${m('p95').toFixed(1)} ms   (target <= ${bot.targets.p95})   p99 ${m('p99').toFixed(1)} ms`,
        );
        console.log(
          `  CPU per reply   server ${m('cpuPerReply').toFixed(2)} ms (main thread ${m('mainCpuPerReply').toFixed(2)} ms, ` +
            `search workers ${m('workerCpuPerReply').toFixed(2)} ms, other ${m('otherCpuPerReply').toFixed(2)} ms), ` +
            `load generator ${m('clientCpuPerReply').toFixed(2)} ms`,
        );
      }
      summary.push(
        `  ${bot.label.padEnd(14)} ${m('rps').toFixed(0).padStart(6)} replies/s (>= ${bot.targets.rps})   ` +
          `p50 ${m('p50').toFixed(1)} ms   p95 ${m('p95').toFixed(1)} ms (<= ${bot.targets.p95})   ` +
          `server CPU ${m('cpuPerReply').toFixed(2)} ms/reply (main ${m('mainCpuPerReply').toFixed(2)}, ` +
          `workers ${m('workerCpuPerReply').toFixed(2)})`,
      );
    }
    console.log(`\nsummary (medians of ${RUNS} runs, ${CLIENTS} concurrent students):`);
    for (const line of summary) console.log(line);
  } finally {
    await app.close();
    await closeContext(ctx);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (processes > 0) {
    const onPostgres = await measureOnPostgres(postgresUrl!, processes, wanted);
    console.log(
      `\nside by side (medians of ${RUNS} runs, ${CLIENTS} concurrent students, ${os.availableParallelism()} cores):`,
    );
    for (const [label, sqlite] of medians) {
      const pg = onPostgres.get(label)!;
      console.log(
        `  ${label.padEnd(14)} SQLite, 1 process: ${sqlite.rps.toFixed(0)} replies/s, p95 ${sqlite.p95.toFixed(1)} ms   ` +
          `PostgreSQL, ${processes} api processes: ${pg.rps.toFixed(0)} replies/s, p95 ${pg.p95.toFixed(1)} ms`,
      );
    }
  }
}

/** The same school on PostgreSQL (a scratch schema) behind `processes` API processes. */
async function measureOnPostgres(
  url: string,
  processes: number,
  wanted: Set<string>,
): Promise<Map<string, RunFigures>> {
  const schema = `bench_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = openPostgresDatabase(url);
  await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(admin);
  const joined = new URL(url);
  joined.searchParams.set('options', `-c search_path=${schema}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-bench-chat-pg-'));
  const env = {
    EDUBOT_DATA_DIR: dir,
    EDUBOT_DATABASE_URL: joined.toString(),
    EDUBOT_LOG_LEVEL: 'silent',
    EDUBOT_CHAT_MESSAGES_PER_MINUTE: '100000',
    EDUBOT_CHAT_MESSAGES_PER_DAY: '1000000',
  };
  const config = prepareDataDir(loadConfig(env));
  const db = openPostgresDatabase(url, { schema });
  await migrateToLatest(db);
  const ctx = createContext(config, db);
  const children: ReturnType<typeof spawn>[] = [];
  const figures = new Map<string, RunFigures>();
  try {
    const { bots, tokens } = await seedSchool(ctx, wanted);
    const bases: string[] = [];
    for (let i = 0; i < processes; i++) {
      const port = await freePort();
      children.push(
        spawn(
          process.execPath,
          ['--import', 'tsx', path.join(import.meta.dirname, '../src/main.ts')],
          {
            env: {
              ...process.env,
              ...env,
              EDUBOT_ROLE: 'api',
              PORT: String(port),
              EDUBOT_JWT_SECRET: config.jwtSecret,
            },
            stdio: ['ignore', 'ignore', 'inherit'],
          },
        ),
      );
      bases.push(`http://127.0.0.1:${port}`);
    }
    for (const base of bases) {
      const deadline = Date.now() + 120_000;
      while (
        !(await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        ))
      ) {
        if (Date.now() > deadline) throw new Error(`${base} did not start`);
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    for (const bot of bots) {
      console.log(
        `\n${bot.label} on PostgreSQL, ${processes} api processes (clients spread over them)`,
      );
      const runs: RunFigures[] = [];
      for (let run = 1; run <= RUNS; run++) {
        console.log(`run ${run}/${RUNS}: warming up ${WARMUP}s, measuring ${SECONDS}s ...`);
        const urls = bases.map((b) => `${b}/api/bots/${bot.id}/chat/`);
        runs.push(await measure(urls, tokens, bot.questions, bot.targets, false));
      }
      const m = (key: keyof RunFigures) => median(runs.map((r) => r[key]));
      figures.set(bot.label, { ...runs[0]!, rps: m('rps'), p50: m('p50'), p95: m('p95') });
    }
  } finally {
    for (const child of children) {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    }
    await closeContext(ctx);
    await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(admin);
    await admin.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

await main();
