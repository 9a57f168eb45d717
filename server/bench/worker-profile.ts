// The search worker's CPU per reply on the realistic bot's questions (issue 7, decision 102), on
// one thread, without HTTP or the load generator: `npx tsx server/bench/worker-profile.ts
// [--bot realistic|small] [--questions 800] [--passes 3] [--profile out.cpuprofile]
// [--replies out.jsonl] [--against <other checkout>]`. Builds the app like bench:chat over the realistic bot's cached chunks
// (or the small bot's 400 paragraphs), asks every question once
// through the chat route (one student, a new chat every 10 questions) and records what the main
// thread hands the search worker (query, languages, the answer payload). The app is then closed
// and those requests are replayed here exactly as search-worker-loop.ts serves them (FtsReader's
// search with term statistics, then the extractive answer step), pass after pass: the first pass
// fills the per-bot and per-passage caches as a running worker would have them, the later ones
// are measured (CPU of this process; nothing else runs in it). Prints the CPU per request split
// into search and answer, and a hash of every reply (text and sources) to check that a change
// leaves the replies alone; --replies writes them, --profile writes a CPU profile of the last pass.
// --against loads the worker's code of another checkout too (its own module instances and
// caches) and alternates the two pass after pass on the same requests, so both are measured
// under the same machine load; it prints each one's median over the measured passes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { closeContext, createContext } from '../src/context.js';
import { databasePath, prepareDataDir } from '../src/data-dir.js';
import { migrateToLatest, openSqliteDatabase } from '../src/db/database.js';
import { newJoinCode } from '../src/modules/bots/join-code.js';
import type { FtsReader } from '../src/search/fts-reader.js';
import type { PooledSearchIndex } from '../src/search/pooled-search-index.js';
import type { SearchOptions } from '../src/search/search-index.js';
import type { extractiveReply, ExtractiveAnswerPayload } from '../src/tutor/extractive-offload.js';
import { loadMaterial, type BenchMaterial } from './chat-material.js';
import { loadRealisticMaterial } from './chat-realistic-material.js';

const { values: args } = parseArgs({
  options: {
    bot: { type: 'string', default: 'realistic' },
    questions: { type: 'string', default: '800' },
    passes: { type: 'string', default: '3' },
    profile: { type: 'string' },
    replies: { type: 'string' },
    against: { type: 'string' },
  },
});

interface WorkerRequest {
  botId: string;
  query: string;
  options: SearchOptions;
  payload: ExtractiveAnswerPayload;
}

async function recordRequests(
  dir: string,
  material: Pick<BenchMaterial, 'files' | 'questions'>,
  questions: string[],
): Promise<{ requests: WorkerRequest[]; file: string }> {
  const config = prepareDataDir(
    loadConfig({
      EDUBOT_DATA_DIR: dir,
      EDUBOT_LOG_LEVEL: 'silent',
      EDUBOT_CHAT_MESSAGES_PER_MINUTE: '100000',
      EDUBOT_CHAT_MESSAGES_PER_DAY: '1000000',
    }),
  );
  const db = openSqliteDatabase(databasePath(config));
  await migrateToLatest(db);
  const ctx = createContext(config, db);
  const app = await buildApp(ctx);
  const recorded: WorkerRequest[] = [];
  try {
    const now = new Date().toISOString();
    const user = (id: string, role: 'student' | 'teacher') => ({
      id,
      name: id,
      email: `${id}@bench.example`,
      password_hash: 'not-used',
      role,
      is_active: 1,
      bot_limit: role === 'teacher' ? 3 : null,
      token_version: 0,
      created_at: now,
      updated_at: now,
    });
    await db.insertInto('users').values(user('teacher', 'teacher')).execute();
    await db.insertInto('users').values(user('student', 'student')).execute();
    const botId = crypto.randomUUID();
    await db
      .insertInto('bots')
      .values({
        id: botId,
        teacher_id: 'teacher',
        name: 'Realistic Bench Bot',
        subject: 'General',
        grade: 'Grade 10',
        supported_languages: JSON.stringify(['Arabic - English']),
        created_at: now,
        join_code: newJoinCode(),
      })
      .execute();
    await db
      .insertInto('memberships')
      .values({
        id: crypto.randomUUID(),
        student_id: 'student',
        bot_id: botId,
        status: 'accepted',
        created_at: now,
        decided_at: now,
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .execute();
    for (const [i, file] of material.files.entries())
      await ctx.search.replaceFileChunks(botId, `${botId}-file-${i}`, file.chunks, ['ara', 'eng']);
    const token = await ctx.tokens.issue({ userId: 'student', role: 'student', tokenVersion: 0 });

    const index = ctx.search as PooledSearchIndex;
    const searchAndAnswer = index.searchAndAnswer.bind(index);
    index.searchAndAnswer = (id, query, options, payload) => {
      recorded.push({
        botId: id,
        query,
        options: structuredClone(options),
        payload: structuredClone(payload) as ExtractiveAnswerPayload,
      });
      return searchAndAnswer(id, query, options, payload);
    };
    let chatId: string | undefined;
    for (const [i, question] of questions.entries()) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/bots/${botId}/chat/`,
        headers: { authorization: `Bearer ${token}` },
        payload: chatId ? { user_query: question, chat_id: chatId } : { user_query: question },
      });
      chatId = i % 10 === 9 ? undefined : (response.json() as { chat_id?: string }).chat_id;
    }
  } finally {
    await app.close();
    await closeContext(ctx);
  }
  return { requests: recorded, file: databasePath(config) };
}

/** The worker's two steps, from this checkout or another (--against). */
interface Engine {
  label: string;
  reader: Pick<FtsReader, 'searchWithStats'>;
  answer: typeof extractiveReply;
  close(): void;
}

async function engineOf(label: string, file: string, checkout?: string): Promise<Engine> {
  const source = (relative: string) =>
    checkout
      ? path.resolve(checkout, 'server/src', relative)
      : `../src/${relative.replace(/\.ts$/u, '.js')}`;
  const readers = (await import(source('search/fts-reader.ts'))) as {
    FtsReader: typeof FtsReader;
  };
  const offload = (await import(source('tutor/extractive-offload.ts'))) as {
    extractiveReply: typeof extractiveReply;
  };
  const sqlite = new SQLite(file, { readonly: true });
  return {
    label,
    reader: new readers.FtsReader(sqlite),
    answer: offload.extractiveReply,
    close: () => sqlite.close(),
  };
}

/** One pass over the requests as the worker serves them; CPU ms spent searching and answering. */
function replay(
  { reader, answer: extractiveReply }: Engine,
  requests: WorkerRequest[],
  replies: string[],
) {
  let search = 0;
  let answer = 0;
  replies.length = 0;
  for (const r of requests) {
    const t0 = process.cpuUsage();
    const { hits, termStats } = reader.searchWithStats(r.botId, r.query, r.options);
    const t1 = process.cpuUsage();
    const reply = extractiveReply(
      { ...r.payload, query: r.query, languages: r.options.languages ?? [] },
      hits,
      termStats,
    );
    const t2 = process.cpuUsage();
    search += (t1.user - t0.user + t1.system - t0.system) / 1000;
    answer += (t2.user - t1.user + t2.system - t1.system) / 1000;
    // File ids hold the bot's id, new in every run: the hash is of what the student reads.
    const sources = reply.sources.map((x) => ({ ...x, file_id: x.file_id.replace(r.botId, '') }));
    replies.push(JSON.stringify({ query: r.query, text: reply.text, sources }));
  }
  return { search, answer };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main(): Promise<void> {
  const material =
    args.bot === 'small'
      ? loadMaterial(400)
      : await loadRealisticMaterial((line) => console.log(line));
  if (!material) throw new Error('../shared/data/qa not found (set EDUBOT_BENCH_QA_DIR)');
  const questions = material.questions.slice(0, Number(args.questions));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-worker-profile-'));
  try {
    const { requests, file } = await recordRequests(dir, material, questions);
    console.log(`${questions.length} questions asked, ${requests.length} reached the worker`);
    const engines = [await engineOf('this checkout', file)];
    if (args.against) engines.push(await engineOf(args.against, file, args.against));
    const passes = Math.max(2, Number(args.passes));
    const session = new Session();
    session.connect();
    const perPass = engines.map(() => [] as number[]);
    const hashes = engines.map(() => '');
    for (let pass = 1; pass <= passes; pass++) {
      // Alternate which one goes first, so neither always follows the other.
      const order = pass % 2 === 1 ? engines : [...engines].reverse();
      for (const engine of order) {
        const e = engines.indexOf(engine);
        const replies: string[] = [];
        const profiling = args.profile !== undefined && pass === passes && e === 0;
        if (profiling) {
          await session.post('Profiler.enable');
          await session.post('Profiler.start');
        }
        const { search, answer } = replay(engine, requests, replies);
        if (profiling) {
          const { profile } = await session.post('Profiler.stop');
          fs.writeFileSync(args.profile!, JSON.stringify(profile));
        }
        const n = requests.length;
        const hash = createHash('sha256').update(replies.join('\n')).digest('hex').slice(0, 16);
        hashes[e] = hash;
        if (pass > 1) perPass[e]!.push((search + answer) / n);
        console.log(
          `pass ${pass}${pass === 1 ? ' (caches filling)' : ''}, ${engine.label}: ${((search + answer) / n).toFixed(3)} ms CPU per request ` +
            `(search ${(search / n).toFixed(3)}, answer ${(answer / n).toFixed(3)}), replies ${hash}, ` +
            `load ${os.loadavg()[0]!.toFixed(1)}`,
        );
        if (args.replies && pass === passes && e === 0)
          fs.writeFileSync(args.replies, replies.join('\n') + '\n');
      }
    }
    engines.forEach((engine, e) =>
      console.log(
        `${engine.label}: median ${median(perPass[e]!).toFixed(3)} ms CPU per request over passes 2-${passes}, replies ${hashes[e]}`,
      ),
    );
    if (engines.length > 1)
      console.log(hashes.every((h) => h === hashes[0]) ? 'replies identical' : 'REPLIES DIFFER');
    for (const engine of engines) engine.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
