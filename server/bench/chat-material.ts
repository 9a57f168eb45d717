// Study material for the chat benchmark: real Arabic (ARCD) and English (TyDi) paragraphs with
// their questions from ../shared/data/qa (or EDUBOT_BENCH_QA_DIR), grouped per article as files
// with one page per paragraph. Without the data set, generated paragraphs stand in.
import fs from 'node:fs';
import path from 'node:path';
import type { ChunkInput } from '../src/search/search-index.js';

interface SquadSet {
  data: { title?: string; paragraphs: { context: string; qas: { question: string }[] }[] }[];
}

export interface BenchMaterial {
  source: string;
  files: { chunks: ChunkInput[] }[];
  questions: string[];
}

function fromSet(file: string, budget: number, into: BenchMaterial): void {
  const set = JSON.parse(fs.readFileSync(file, 'utf8')) as SquadSet;
  let used = 0;
  for (const [a, article] of set.data.entries()) {
    if (used >= budget) break;
    const chunks: ChunkInput[] = [];
    for (const [p, paragraph] of article.paragraphs.entries()) {
      if (used >= budget) break;
      chunks.push({
        page: p + 1,
        text: paragraph.context,
        filename: `${article.title ?? `article-${a}`}.pdf`,
      });
      into.questions.push(...paragraph.qas.map((q) => q.question.trim()));
      used++;
    }
    into.files.push({ chunks });
  }
}

const TOPICS = [
  'photosynthesis',
  'erosion',
  'magnetism',
  'fractions',
  'volcanoes',
  'cells',
  'gravity',
  'climate',
];
const VERBS = ['explains', 'changes', 'controls', 'measures', 'describes', 'produces'];
const OBJECTS = ['energy', 'water', 'rocks', 'light', 'plants', 'numbers', 'forces', 'heat'];

function generated(paragraphs: number): BenchMaterial {
  const material: BenchMaterial = { source: 'generated text', files: [], questions: [] };
  for (let f = 0; f < Math.ceil(paragraphs / 20); f++) {
    const chunks: ChunkInput[] = [];
    for (let p = 0; p < 20 && f * 20 + p < paragraphs; p++) {
      const n = f * 20 + p;
      const topic = TOPICS[n % TOPICS.length]!;
      const sentences = Array.from({ length: 5 }, (_, s) => {
        const verb = VERBS[(n + s) % VERBS.length]!;
        const object = OBJECTS[(n * 3 + s) % OBJECTS.length]!;
        return `In lesson ${n}, ${topic} ${verb} the ${object} of the system in step ${s + 1}.`;
      });
      chunks.push({ page: p + 1, text: sentences.join(' '), filename: `unit-${f + 1}.pdf` });
      material.questions.push(
        `How does ${topic} change the ${OBJECTS[n % OBJECTS.length]} in lesson ${n}?`,
      );
    }
    material.files.push({ chunks });
  }
  return material;
}

export function loadMaterial(paragraphs: number): BenchMaterial {
  const dir = path.resolve(process.env.EDUBOT_BENCH_QA_DIR ?? '../shared/data/qa');
  const arabic = path.join(dir, 'arcd', 'arcd.json');
  const english = path.join(dir, 'tydiqa-goldp', 'english_tydiqa_dev.json');
  if (!fs.existsSync(arabic) || !fs.existsSync(english)) return generated(paragraphs);
  const material: BenchMaterial = {
    source: 'ARCD Arabic + TyDi English paragraphs',
    files: [],
    questions: [],
  };
  fromSet(arabic, Math.round(paragraphs * 0.6), material);
  fromSet(english, paragraphs - Math.round(paragraphs * 0.6), material);
  return material;
}
