// Abuse benchmark (issue 8): `npm run bench:abuse [-- --runs 3]`.
// Builds and starts the real server bundle (as `npm start` runs it) in its own process over a
// temporary data folder. Per run, after a set-up (a teacher, a bot with one study file, a warm-up
// round of questions), with /api/health probed without pause and the resident memory of the
// server's whole process tree (job children included) sampled every 100 ms:
//   1. quiet: classmates ask questions one after another (their p95 is the reference);
//   2. flood: one student fires 300 messages at once while new classmates ask the same way;
//   3. hostile: the hostile files of issue 8 are uploaded and four 6300 x 6300 WebP photos are
//      sent at once, while classmates keep asking; it waits until every file is FAILED or COMPLETED.
// Prints per run and as medians over the runs: worst health latency, classmates' p95 in each
// phase (and flood / quiet), peak memory of the tree, and what happened to the files and the flood.
// Targets: worst health <= 250 ms on a quiet machine, flood p95 <= 1.5 x quiet p95, peak <= 1 GB.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { FileStatusDto, LoginResponse, UploadResponse } from '@edubot/common';
import {
  blurMorphologySvg,
  largeBlankWebp,
  strokesPdf,
  textOperatorsPdf,
  turbulenceSvg,
  useBombSvg,
} from '../test/fixtures/hostile-fixtures.js';
import { ENGLISH_LINES, textPdf } from '../test/fixtures/ingestion-fixtures.js';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    flood: { type: 'string', default: '300' },
    classmates: { type: 'string', default: '3' },
    questions: { type: 'string', default: '12' },
  },
});
const RUNS = Math.max(1, Number(args.runs));
const FLOOD = Number(args.flood);
const CLASSMATES = Number(args.classmates);
const QUESTIONS = Number(args.questions);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const QUESTIONS_POOL = [
  'What is photosynthesis?',
  'What do plants use to make glucose?',
  'What does chlorophyll absorb?',
  'How is oxygen released from the leaves?',
  'What are stomata?',
  'Which pigment is green?',
];

// ---------- the server process and its memory ----------

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resident bytes of `pid` and every process below it (the job children). */
function treeResidentBytes(pid: number): number {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // gone meanwhile
    }
  }
  const inTree = (p: number): boolean => {
    for (let q = p, hops = 0; q > 1 && hops < 50; q = parents.get(q) ?? 0, hops++)
      if (q === pid) return true;
    return false;
  };
  let total = 0;
  for (const p of parents.keys()) {
    if (!inTree(p)) continue;
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      total += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

// ---------- HTTP helpers ----------

let base = '';
let ipCounter = 1;

async function call<T>(
  method: string,
  url: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | FormData | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(base + url, {
    method,
    headers,
    body: payload,
    signal: AbortSignal.timeout(120_000),
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : null) as T };
}

async function account(role: 'teacher' | 'student'): Promise<string> {
  const email = `${role}.${Date.now().toString(36)}.${ipCounter++}@school.example`;
  const register = await call('POST', '/auth/register', undefined, {
    name: role === 'teacher' ? 'Amal Hassan' : 'Omar Farouk',
    email,
    password: 'bench-pass-2718',
    role,
    ...(role === 'teacher' ? { teacher_profile: { bot_limit: 3, current_bots: 0 } } : {}),
  });
  if (register.status !== 201) throw new Error(`register: ${JSON.stringify(register.json)}`);
  const login = await call<LoginResponse>('POST', '/auth/login', undefined, {
    email,
    password: 'bench-pass-2718',
  });
  return login.json.access_token;
}

async function enrol(teacher: string, botId: string): Promise<string> {
  const student = await account('student');
  const req = await call<{ _id: string }>('POST', `/memberships/request/${botId}`, student);
  await call('POST', `/memberships/accept/${req.json._id}`, teacher);
  return student;
}

async function upload(teacher: string, botId: string, name: string, bytes: Uint8Array) {
  const form = new FormData();
  form.set('file', new Blob([bytes]), name);
  const res = await call<UploadResponse>('POST', `/files/upload?bot_id=${botId}`, teacher, form);
  if (res.status !== 201)
    throw new Error(`upload ${name}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.file_id;
}

async function finalStatus(teacher: string, fileId: string): Promise<FileStatusDto> {
  for (;;) {
    const res = await call<FileStatusDto>('GET', `/files/${fileId}/status`, teacher);
    if (res.json.status !== 'PROCESSING') return res.json;
    await new Promise((r) => setTimeout(r, 500));
  }
}

function ask(student: string, botId: string, question: string, image?: Uint8Array) {
  const form = new FormData();
  form.set('user_query', question);
  if (image) form.set('image', new Blob([image], { type: 'image/webp' }), 'photo.webp');
  return call('POST', `/bots/${botId}/chat`, student, form);
}

/** Fresh classmates each ask QUESTIONS questions, one after another; their latencies. */
async function classmatesChat(teacher: string, botId: string): Promise<number[]> {
  const students = await Promise.all(
    Array.from({ length: CLASSMATES }, () => enrol(teacher, botId)),
  );
  const latencies: number[] = [];
  await Promise.all(
    students.map(async (student, s) => {
      for (let q = 0; q < QUESTIONS; q++) {
        const started = performance.now();
        const res = await ask(student, botId, QUESTIONS_POOL[(s + q) % QUESTIONS_POOL.length]!);
        if (res.status === 200) latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

// ---------- measuring ----------

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const median = (values: number[]) => percentile(values, 50);

/** The phase running now, so the worst health latency can be told per phase. */
let phase = 'set-up';
const worstByPhase: Record<string, number> = {};

function healthProbe() {
  let worst = 0;
  let count = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      try {
        await (await fetch(`${base}/health`, { signal: AbortSignal.timeout(60_000) })).text();
      } catch {
        // counted as its latency
      }
      const ms = performance.now() - started;
      worst = Math.max(worst, ms);
      worstByPhase[phase] = Math.max(worstByPhase[phase] ?? 0, ms);
      count++;
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return { worst, count };
    },
  };
}

interface RunResult {
  worstHealthMs: number;
  probes: number;
  quietP95: number;
  floodP95: number;
  hostileP95: number;
  peakMb: number;
  flood: Record<number, number>;
  files: string[];
  photos: number[];
}

type Phases = Omit<RunResult, 'worstHealthMs' | 'probes' | 'peakMb'>;

interface Setup {
  teacher: string;
  botId: string;
}

/** A teacher, a bot with one study file, and a warm server (search threads, caches). */
async function setUp(): Promise<Setup> {
  const teacher = await account('teacher');
  const bot = await call<string>('POST', '/bots', teacher, {
    name: 'Biology Helper',
    subject: 'Biology',
    grade: 'Grade 9',
    supported_languages: ['Arabic - English'],
  });
  const botId = bot.json;
  const notes = await upload(
    teacher,
    botId,
    'notes.pdf',
    await textPdf([{ lines: ENGLISH_LINES }]),
  );
  await finalStatus(teacher, notes);
  await classmatesChat(teacher, botId);
  return { teacher, botId };
}

async function run(serverPid: number, fixtures: Record<string, Uint8Array>): Promise<RunResult> {
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeResidentBytes(serverPid))), 100);
  let phases: Phases;
  let health: { worst: number; count: number };
  try {
    const setup = await setUp();
    const probe = healthProbe();
    try {
      phases = await runPhases(setup, fixtures);
    } finally {
      health = await probe.stop();
    }
  } finally {
    clearInterval(sampler);
  }
  return { ...phases, worstHealthMs: health.worst, probes: health.count, peakMb: peak / 2 ** 20 };
}

async function runPhases(
  { teacher, botId }: Setup,
  fixtures: Record<string, Uint8Array>,
): Promise<Phases> {
  phase = 'quiet';
  const quiet = await classmatesChat(teacher, botId);
  phase = 'flood';

  const flooder = await enrol(teacher, botId);
  const flood: Record<number, number> = {};
  const flooding = Promise.all(
    Array.from({ length: FLOOD }, (_, i) =>
      ask(flooder, botId, QUESTIONS_POOL[i % QUESTIONS_POOL.length]!).then(
        (res) => (flood[res.status] = (flood[res.status] ?? 0) + 1),
        () => (flood[0] = (flood[0] ?? 0) + 1),
      ),
    ),
  );
  const duringFlood = await classmatesChat(teacher, botId);
  await flooding;

  phase = 'hostile';
  const ids = new Map<string, string>();
  for (const [name, bytes] of Object.entries(fixtures)) {
    if (!name.endsWith('.webp')) ids.set(name, await upload(teacher, botId, name, bytes));
  }
  const photographers = await Promise.all([1, 2, 3, 4].map(() => enrol(teacher, botId)));
  const photos = Promise.all(
    photographers.map((s) =>
      ask(s, botId, 'What does this page say?', fixtures['photo.webp']).then((r) => r.status),
    ),
  );
  const duringHostile = await classmatesChat(teacher, botId);
  const files: string[] = [];
  for (const [name, id] of ids) {
    const status = await finalStatus(teacher, id);
    files.push(`${name}: ${status.status}${status.error ? ` (${status.error})` : ''}`);
  }
  return {
    quietP95: percentile(quiet, 95),
    floodP95: percentile(duringFlood, 95),
    hostileP95: percentile(duringHostile, 95),
    flood,
    files,
    photos: await photos,
  };
}

// ---------- main ----------

console.log(
  `abuse benchmark: ${os.availableParallelism()} cores, load ${os.loadavg()[0]!.toFixed(2)}`,
);
const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-server.mjs')], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(1);

const fixtures: Record<string, Uint8Array> = {
  'turbulence.svg': turbulenceSvg(),
  'use-bomb.svg': useBombSvg(),
  'blur-morphology.svg': blurMorphologySvg(),
  'strokes.pdf': await strokesPdf(),
  'text-operators.pdf': await textOperatorsPdf(),
  'photo.webp': await largeBlankWebp(),
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-abuse-'));
const port = await freePort();
base = `http://127.0.0.1:${port}/api`;
const server = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), EDUBOT_DATA_DIR: dataDir, EDUBOT_LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${base}/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (tries > 600) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const results: RunResult[] = [];
  for (let i = 1; i <= RUNS; i++) {
    const result = await run(server.pid!, fixtures);
    results.push(result);
    console.log(
      `run ${i}: worst health ${result.worstHealthMs.toFixed(0)} ms (${result.probes} probes); ` +
        `classmate p95 quiet ${result.quietP95.toFixed(0)} ms, flood ${result.floodP95.toFixed(0)} ms ` +
        `(x${(result.floodP95 / result.quietP95).toFixed(2)}), hostile ${result.hostileP95.toFixed(0)} ms; ` +
        `peak memory ${result.peakMb.toFixed(0)} MB`,
    );
    const perPhase = Object.entries(worstByPhase).map(
      ([name, ms]) => `${name} ${ms.toFixed(0)} ms`,
    );
    console.log(`  worst health by phase: ${perPhase.join(', ')}`);
    for (const name of Object.keys(worstByPhase)) delete worstByPhase[name];
    console.log(`  flood answers by status: ${JSON.stringify(result.flood)}`);
    console.log(`  photos 6300x6300 WebP x4: ${result.photos.join(', ')}`);
    for (const line of result.files) console.log(`  ${line}`);
  }
  const m = (pick: (r: RunResult) => number) => median(results.map(pick));
  console.log(
    `\nmedians over ${RUNS} run(s): worst health ${m((r) => r.worstHealthMs).toFixed(0)} ms (target <= 250), ` +
      `classmate p95 quiet ${m((r) => r.quietP95).toFixed(0)} ms / flood ${m((r) => r.floodP95).toFixed(0)} ms ` +
      `= x${m((r) => r.floodP95 / r.quietP95).toFixed(2)} (target <= 1.5), hostile ${m((r) => r.hostileP95).toFixed(0)} ms, ` +
      `peak memory ${m((r) => r.peakMb).toFixed(0)} MB (target <= 1024)`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
