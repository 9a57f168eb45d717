// `bench:retrieval --dump FILE`: one JSON line per question asked (covered and negatives) with
// the tutor's verdict and what its cited page holds of the question's weighted words, so decline
// rules can be studied offline against the real verdicts (decision 103). Each word: its surface,
// document frequency in the bot, weight, whether the cited page, the reply or the file name holds
// it, and whether it is an everyday word.
import fs from 'node:fs';
import { analyze } from '../src/search/analyzer/analyzer.js';
import type { LanguageCode } from '../src/search/language-codes.js';
import type { SearchIndex } from '../src/search/search-index.js';
import { weightedTerms } from '../src/tutor/answer/question-terms.js';
import { RETRIEVAL_LIMIT } from '../src/tutor/tutor.service.js';
import type { BenchReply } from './retrieval-answerer.js';

export interface DumpRow {
  set: string;
  kind: 'pos' | 'neg';
  question: string;
  reply: BenchReply;
  contained: boolean;
  /** The cited page's text and its file's title, when the tutor answered. */
  page?: { text: string; title: string };
}

function bag(text: string, languages: readonly LanguageCode[]) {
  const tokens = analyze(text, languages);
  const stems = new Set(tokens.map((t) => t.stem));
  const lights = new Set(tokens.map((t) => t.light));
  return (t: { stem: string; light: string }) => stems.has(t.stem) || lights.has(t.light);
}

export class RetrievalDump {
  private readonly out: fs.WriteStream;

  constructor(
    file: string,
    private readonly languages: readonly LanguageCode[],
  ) {
    this.out = fs.createWriteStream(file);
  }

  async write(index: SearchIndex, botId: string, row: DumpRow): Promise<void> {
    if (!index.termStats) return;
    const stats = await index.termStats(botId, row.question, this.languages);
    const inPage = row.page ? bag(row.page.text, this.languages) : () => false;
    const inTitle = row.page ? bag(row.page.title, this.languages) : () => false;
    const inReply = bag(row.reply.text, this.languages);
    const hits = await index.search(botId, row.question, {
      limit: RETRIEVAL_LIMIT,
      languages: this.languages,
    });
    const inHits = hits.map((h) => bag(`${h.text}\n${h.filename}`, this.languages));
    const cited = row.reply.sources[0];
    const line = {
      set: row.set,
      kind: row.kind,
      q: row.question,
      answered: row.reply.sources.length > 0,
      contained: row.contained,
      reply: row.reply.text.slice(0, 400),
      documents: stats.documents,
      files: hits.map((h) => h.fileId),
      scores: hits.map((h) => +(h.score / Math.max(1e-9, hits[0]!.score)).toFixed(3)),
      cited: hits.findIndex((h) => h.fileId === cited?.file_id && h.page === cited?.page),
      terms: weightedTerms(stats).map((t) => ({
        s: t.surface,
        df: t.df,
        w: +t.weight.toFixed(3),
        g: t.general,
        page: inPage(t),
        title: inTitle(t),
        reply: inReply(t),
        hp: inHits.flatMap((has, i) => (has(t) ? [i] : [])),
      })),
    };
    this.out.write(`${JSON.stringify(line)}\n`);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.out.end(resolve));
  }
}
