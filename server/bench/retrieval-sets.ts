// The public QA sets of `npm run bench:retrieval` (SQuAD format, outside the repository in
// ../shared/data/qa) read as study material: one file per article, one page per distinct
// paragraph, every question with its gold paragraph and answers.
import fs from 'node:fs';
import path from 'node:path';

interface SquadSet {
  data: {
    title?: string;
    paragraphs: { context: string; qas: { question: string; answers: { text: string }[] }[] }[];
  }[];
}

export interface BenchPage {
  article: number;
  page: number;
  text: string;
}

export interface BenchArticle {
  title: string;
  pages: BenchPage[];
}

export interface BenchQuestion {
  text: string;
  article: number;
  /** Index of the gold paragraph in `BenchSet.paragraphs`. */
  paragraph: number;
  answers: string[];
}

export interface BenchSet {
  name: string;
  articles: BenchArticle[];
  /** Distinct paragraphs, each the page of one article. */
  paragraphs: BenchPage[];
  questions: BenchQuestion[];
}

export const KNOWN_SETS: Record<string, string> = {
  ARCD: 'arcd/arcd.json',
  'TyDi-ar': 'tydiqa-goldp/arabic_tydiqa_dev.json',
  'TyDi-en': 'tydiqa-goldp/english_tydiqa_dev.json',
};

export function loadSet(name: string, file: string): BenchSet {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as SquadSet;
  const set: BenchSet = { name, articles: [], paragraphs: [], questions: [] };
  const seen = new Map<string, number>();
  for (const [a, article] of raw.data.entries()) {
    const pages: BenchPage[] = [];
    for (const [p, paragraph] of article.paragraphs.entries()) {
      let id = seen.get(paragraph.context);
      if (id === undefined) {
        id = set.paragraphs.length;
        seen.set(paragraph.context, id);
        const page = { article: a, page: p + 1, text: paragraph.context };
        set.paragraphs.push(page);
        pages.push(page);
      }
      for (const qa of paragraph.qas) {
        set.questions.push({
          text: qa.question,
          article: a,
          paragraph: id,
          answers: qa.answers.map((x) => x.text),
        });
      }
    }
    set.articles.push({ title: article.title ?? `article-${a}`, pages });
  }
  return set;
}

export function setFile(qaDir: string, name: string): string {
  const known = KNOWN_SETS[name];
  return known ? path.join(qaDir, known) : path.resolve(name);
}

/** At most `limit` items spread evenly over the list (every k-th), so a quick run stays representative. */
export function spread<T>(items: readonly T[], limit: number | undefined): T[] {
  if (!limit || limit >= items.length) return [...items];
  const step = items.length / limit;
  return Array.from({ length: limit }, (_, i) => items[Math.floor(i * step)]!);
}
