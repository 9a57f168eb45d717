// Dumps what the decline gate sees (docs/decisions/022, 028), to study and fit it offline:
//   npx tsx server/bench/gate-dump.ts [--qa-dir DIR] [--limit N] [--sets a,b] --out FILE.jsonl
// Same bots as bench:retrieval ("all" for the covered questions, "half" for the negatives).
// Each line: set, kind (pos / neg), the question, whether the answer would contain the gold
// answer, and for the passage the tutor would quote with the gate wide open: the question's
// weighted words (document frequency in the bot, weight, held by the passage / its file name,
// an entity word) and the passage's retrieval score against the best one. Decision 028 added,
// per word, how common it is in the language at large ("c", background-words.ts), whether the
// quoted sentences hold it ("q") and which of the retrieved passages hold it ("hp"), and per
// question the file of each retrieved passage ("files"), for the margin over other files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { foldText } from '@edubot/common';
import { up as createSearchTables } from '../src/db/migrations/003-search.js';
import { chunkPages } from '../src/ingestion/stages/chunk.js';
import { analyze } from '../src/search/analyzer/analyzer.js';
import type { LanguageCode } from '../src/search/language-codes.js';
import { bigramShare, positions } from '../src/search/rerank.js';
import { SqliteFtsIndex } from '../src/search/sqlite-fts-index.js';
import { similarWord } from '../src/tutor/answer/similar-word.js';
import { weightedTerms } from '../src/tutor/answer/question-terms.js';
import { commonness } from './background-words.js';
import { questionEntities } from './question-entities.js';
import {
  DEFAULT_EXTRACTIVE_TUNING,
  extractiveAnswer,
} from '../src/tutor/providers/extractive.provider.js';
import { detectQuestionLanguage } from '../src/tutor/question-language.js';
import { splitSentences } from '../src/tutor/sentences.js';
import { joinWrappedLines } from '../src/tutor/answer/wrapped-lines.js';
import { RETRIEVAL_LIMIT } from '../src/tutor/tutor.service.js';
import { KNOWN_SETS, loadSet, setFile, spread } from './retrieval-sets.js';

const LANGUAGES: readonly LanguageCode[] = ['ara', 'eng'];
const { values } = parseArgs({
  options: {
    'qa-dir': { type: 'string' },
    limit: { type: 'string' },
    sets: { type: 'string' },
    out: { type: 'string' },
  },
});
const qaDir = path.resolve(
  values['qa-dir'] ?? process.env.EDUBOT_BENCH_QA_DIR ?? '../shared/data/qa',
);
const limit = values.limit ? Number(values.limit) : undefined;
const sets = values.sets ? values.sets.split(',') : Object.keys(KNOWN_SETS);
const out = fs.createWriteStream(values.out ?? 'gate-features.jsonl');
const OPEN = {
  ...DEFAULT_EXTRACTIVE_TUNING,
  minPassageCoverage: 0.05,
  minCoverageWithoutKey: 0.05,
  minCoverageWithoutNamedKey: 0.05,
  minMarginOverOtherFiles: -1,
};

function bag(text: string) {
  const tokens = analyze(text, LANGUAGES);
  return { stems: new Set(tokens.map((t) => t.stem)), lights: new Set(tokens.map((t) => t.light)) };
}

/** A glued particle ("لتركيا", "بالاظطراب"): the word without it is in the passage. */
function clitic(surface: string, text: ReturnType<typeof bag>): boolean {
  const m = /^(?:[وف]?[بلك]|[وف])(.{3,})$/u.exec(surface);
  if (!m) return false;
  const rest = m[1]!.startsWith('ل') && surface.startsWith('لل') ? `ا${m[1]}` : m[1]!;
  return analyze(rest, LANGUAGES).some(
    (t) =>
      text.stems.has(t.stem) ||
      text.lights.has(t.light) ||
      [...text.lights].some((l) => similarWord(t.light, l)),
  );
}

for (const name of sets) {
  const set = loadSet(name, setFile(qaDir, name));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-gate-'));
  const db = new Kysely<unknown>({
    dialect: new SqliteDialect({ database: new SQLite(path.join(dir, 'x.db')) }),
  });
  await createSearchTables(db);
  const index = new SqliteFtsIndex(db);
  for (const [a, article] of set.articles.entries()) {
    const chunks = chunkPages(`${article.title}.pdf`, article.pages);
    await index.replaceFileChunks('all', `file-${a}`, chunks, LANGUAGES);
    if (a % 2 === 0) await index.replaceFileChunks('half', `file-${a}`, chunks, LANGUAGES);
  }
  const asks = [
    ...spread(set.questions, limit).map((q) => ({ q, bot: 'all', kind: 'pos' })),
    ...spread(
      set.questions.filter((q) => q.article % 2 === 1),
      limit,
    ).map((q) => ({ q, bot: 'half', kind: 'neg' })),
  ];
  for (const { q, bot, kind } of asks) {
    const passages = await index.search(bot, q.text, {
      limit: RETRIEVAL_LIMIT,
      languages: LANGUAGES,
    });
    const termStats = await index.termStats(bot, q.text, LANGUAGES);
    const answer = extractiveAnswer(
      {
        query: q.text,
        questionLanguage: detectQuestionLanguage(q.text, LANGUAGES),
        botName: 'Benchmark',
        botLanguages: LANGUAGES,
        passages,
        termStats,
      },
      OPEN,
    );
    const row: Record<string, unknown> = { set: name, kind, q: q.text };
    const p = answer.citedPassages[0];
    if (p === undefined) {
      out.write(`${JSON.stringify({ ...row, declined: true })}\n`);
      continue;
    }
    const hit = passages[p]!;
    const text = bag(hit.text);
    const title = bag(hit.filename);
    const entities = questionEntities(q.text, LANGUAGES);
    const folded = foldText(answer.text);
    row.contained = q.answers.some((a) => folded.includes(foldText(a)));
    row.documents = termStats.documents;
    row.answerDigit = /\p{N}/u.test(answer.text.replace(/\[\d+\]/gu, ''));
    row.passageDigit = /\p{N}/u.test(hit.text);
    row.scoreShare = hit.score / Math.max(1e-9, passages[0]!.score);
    row.second = passages[1] ? passages[1].score / Math.max(1e-9, passages[0]!.score) : 0;
    row.passage = p;
    row.files = passages.map((h) => h.fileId);
    row.scores = passages.map((h) => +(h.score / Math.max(1e-9, passages[0]!.score)).toFixed(3));
    const quoted = bag(answer.text.replace(/\[\d+\]/gu, ' '));
    const others = passages.map((h) => ({ text: bag(h.text), title: bag(h.filename) }));
    row.terms = weightedTerms(termStats).map((t) => ({
      c: commonness(t),
      q: quoted.stems.has(t.stem) || quoted.lights.has(t.light),
      hp: others.flatMap((o, i) =>
        o.text.stems.has(t.stem) ||
        o.text.lights.has(t.light) ||
        o.title.stems.has(t.stem) ||
        o.title.lights.has(t.light)
          ? [i]
          : [],
      ),
      s: t.surface,
      df: t.df,
      w: +t.weight.toFixed(3),
      g: t.general,
      held: text.stems.has(t.stem) || text.lights.has(t.light),
      title: title.stems.has(t.stem) || title.lights.has(t.light),
      slip:
        t.df === 0 &&
        ([...text.lights].some((l) => similarWord(t.light, l)) || clitic(t.surface, text)),
      entity: entities.some((e) => e.stem === t.stem || e.light === t.light),
    }));
    const words = weightedTerms(termStats);
    const seq = analyze(hit.text, LANGUAGES);
    row.bigram = bigramShare(
      positions(words, { stems: seq.map((t) => t.stem), lights: seq.map((t) => t.light) }),
    );
    const total = words.reduce((a, t) => a + t.weight, 0) || 1e-9;
    row.sentCov = Math.max(
      0,
      ...splitSentences(hit.text).map(({ text: sentence }) => {
        const b = bag(sentence);
        return (
          words
            .filter((t) => b.stems.has(t.stem) || b.lights.has(t.light))
            .reduce((a, t) => a + t.weight, 0) / total
        );
      }),
    );
    // Decision 031: the quoted passage sentence by sentence, each word as the index of the
    // question term it matches (-1: none), and which sentences the answer quotes, so span-level
    // rules (the key word in the quoted sentences or their neighbours, how close the matched
    // words sit, the answer type) can be studied offline.
    const quotedText = answer.text.replace(/\[\d+\]/gu, ' ');
    row.sents = splitSentences(joinWrappedLines(hit.text)).map(({ text: sentence }) => ({
      t: sentence,
      q: quotedText.includes(sentence.trim()),
      m: analyze(sentence, LANGUAGES).map((tok) =>
        words.findIndex((t) => t.stem === tok.stem || t.light === tok.light),
      ),
    }));
    row.answer = quotedText;
    row.entities = entities.map((e) => ({
      s: e.surface,
      held: text.stems.has(e.stem) || text.lights.has(e.light),
      title: title.stems.has(e.stem) || title.lights.has(e.light),
    }));
    out.write(`${JSON.stringify(row)}\n`);
  }
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`${name}: ${asks.length} questions dumped`);
}
out.end();
