// Reproduces the extractive tutor's tuning (docs/decisions/004-tutor-providers.md):
//   npx tsx server/bench/tune-extractive.ts [--grid '[{"minCoverage":0.25}, ...]'] [set.json ...]
// For each SQuAD-format set (default: ../shared/data/qa ARCD, TyDi-ar, TyDi-en) and each tuning
// of the grid, prints answer containment and decline rate on answerable questions (whole set
// indexed), and how many "negatives" still get an answer: questions of the odd articles asked
// of a bot that holds only the even articles (hard, same-domain misses).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { foldText } from '@edubot/common';
import { migrations } from '../src/db/migrations/index.js';
import type { SearchHit } from '../src/search/search-index.js';
import { SqliteFtsIndex } from '../src/search/sqlite-fts-index.js';
import type { TermStats } from '../src/search/term-stats.js';
import {
  DEFAULT_EXTRACTIVE_TUNING,
  extractiveAnswer,
  type ExtractiveTuning,
} from '../src/tutor/providers/extractive.provider.js';
import { detectQuestionLanguage } from '../src/tutor/question-language.js';
import { RETRIEVAL_LIMIT } from '../src/tutor/tutor.service.js';

const LANGUAGES = ['ara', 'eng'] as const;

interface SquadSet {
  data: {
    paragraphs: { context: string; qas: { question: string; answers: { text: string }[] }[] }[];
  }[];
}

interface Question {
  text: string;
  answers: string[];
  negative: boolean;
  hits: SearchHit[];
  negativeHits: SearchHit[];
  stats?: TermStats;
  negativeStats?: TermStats;
}

async function load(file: string): Promise<Question[]> {
  const set = JSON.parse(fs.readFileSync(file, 'utf8')) as SquadSet;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  for (const migration of Object.values(migrations)) await migration.up(db);
  const index = new SqliteFtsIndex(db);
  const questions: Question[] = [];
  const seen = new Set<string>();
  for (const [a, article] of set.data.entries()) {
    const chunks = [];
    for (const [p, paragraph] of article.paragraphs.entries()) {
      if (!seen.has(paragraph.context)) {
        seen.add(paragraph.context);
        chunks.push({ page: p + 1, text: paragraph.context, filename: `article-${a}` });
      }
      for (const qa of paragraph.qas) {
        questions.push({
          text: qa.question,
          answers: qa.answers.map((x) => x.text),
          negative: a % 2 === 1,
          hits: [],
          negativeHits: [],
        });
      }
    }
    await index.replaceFileChunks('all', `file-${a}`, chunks, LANGUAGES);
    if (a % 2 === 0) await index.replaceFileChunks('even', `file-${a}`, chunks, LANGUAGES);
  }
  const options = { limit: RETRIEVAL_LIMIT, languages: LANGUAGES };
  for (const q of questions) {
    q.hits = await index.search('all', q.text, options);
    q.stats = await index.termStats('all', q.text, LANGUAGES);
    if (q.negative) {
      q.negativeHits = await index.search('even', q.text, options);
      q.negativeStats = await index.termStats('even', q.text, LANGUAGES);
    }
  }
  await db.destroy();
  return questions;
}

function evaluate(questions: readonly Question[], tuning: ExtractiveTuning): string {
  let contained = 0;
  let declined = 0;
  let negatives = 0;
  let negativesAnswered = 0;
  const ask = (q: Question, passages: readonly SearchHit[], termStats?: TermStats) =>
    extractiveAnswer(
      {
        query: q.text,
        questionLanguage: detectQuestionLanguage(q.text, LANGUAGES),
        botName: 'Benchmark',
        botLanguages: LANGUAGES,
        passages,
        termStats,
      },
      tuning,
    );
  for (const q of questions) {
    const answer = ask(q, q.hits, q.stats);
    if (answer.citedPassages.length === 0) declined++;
    else if (q.answers.some((x) => foldText(answer.text).includes(foldText(x)))) contained++;
    if (q.negative) {
      negatives++;
      if (ask(q, q.negativeHits, q.negativeStats).citedPassages.length > 0) negativesAnswered++;
    }
  }
  const f = (x: number, n: number) => (x / Math.max(1, n)).toFixed(3);
  return `containment ${f(contained, questions.length)}  declined ${f(declined, questions.length)}  negatives answered ${f(negativesAnswered, negatives)}`;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { grid: { type: 'string', default: '[{}]' } },
    allowPositionals: true,
  });
  const grid = JSON.parse(values.grid!) as Partial<ExtractiveTuning>[];
  const dir = path.resolve(process.env.EDUBOT_BENCH_QA_DIR ?? '../shared/data/qa');
  const files =
    positionals.length > 0
      ? positionals
      : [
          path.join(dir, 'arcd', 'arcd.json'),
          path.join(dir, 'tydiqa-goldp', 'arabic_tydiqa_dev.json'),
          path.join(dir, 'tydiqa-goldp', 'english_tydiqa_dev.json'),
        ];
  for (const file of files) {
    if (!fs.existsSync(file)) {
      console.log(`${file}: not found, skipped`);
      continue;
    }
    const questions = await load(file);
    console.log(`\n${path.basename(file)}: ${questions.length} questions`);
    for (const change of grid) {
      const label = Object.keys(change).length > 0 ? JSON.stringify(change) : 'defaults';
      console.log(
        `  ${label.padEnd(28)} ${evaluate(questions, { ...DEFAULT_EXTRACTIVE_TUNING, ...change })}`,
      );
    }
  }
}

await main();
