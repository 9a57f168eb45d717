// Groups students' questions by the key terms they share (issue 10 gaps report and summary
// topics; docs/decisions/015-safety-rules-and-gaps.md). Words go through search's own analyzer
// (folding, stop words, Arabic and Latin stemming), so "mitochondria" and "Mitochondrion", or
// "الخلية" and "الخلايا", meet under one stem. How a question is phrased (explain, define, ما هو,
// اشرح) is not a topic: those words are dropped before grouping.
import { analyze, type AnalyzedToken } from '../../search/analyzer/analyzer.js';
import type { LanguageCode } from '../../search/language-codes.js';

export interface AskedQuestion {
  text: string;
  askedAt: string;
}

export interface QuestionGroup {
  topic: string;
  count: number;
  /** Up to three distinct questions, most recent first. */
  examples: string[];
  last_asked: string;
}

const FRAMING_WORDS = [
  'explain',
  'define',
  'definition',
  'describe',
  'meaning',
  'mean',
  'means',
  'tell',
  'please',
  'know',
  'understand',
  'help',
  'question',
  'questions',
  'answer',
  'about',
  'why',
  'how',
  'what',
  'which',
  'example',
  'examples',
  'difference',
  'between',
  'give',
  'show',
  'list',
  'name',
  'thing',
  'things',
  'work',
  'works',
  'happen',
  'happens',
  'called',
  'use',
  'used',
  'does',
  'can',
  'could',
  'would',
  'lesson',
  'chapter',
  'page',
  'simple',
  'simply',
  'briefly',
  'again',
  'more',
  'اشرح',
  'اشرحي',
  'عرف',
  'تعريف',
  'معني',
  'ماذا',
  'لماذا',
  'كيف',
  'هل',
  'اعطني',
  'اعطيني',
  'وضح',
  'فسر',
  'الفرق',
  'بين',
  'مثال',
  'امثله',
  'سؤال',
  'ساعدني',
  'سمحت',
  'فضلك',
  'ممكن',
  'يعني',
  'ايه',
  'شو',
  'ليش',
  'ازاي',
  'عن',
  'الدرس',
  'الفصل',
  'صفحه',
  'بسيط',
  'بالتفصيل',
];

const framingStems = new Map<string, ReadonlySet<string>>();

function framingFor(languages: readonly LanguageCode[]): ReadonlySet<string> {
  const key = languages.join(',');
  let stems = framingStems.get(key);
  if (!stems) {
    stems = new Set(analyze(FRAMING_WORDS.join(' '), languages).map(termKey));
    framingStems.set(key, stems);
  }
  return stems;
}

/**
 * The key a word is grouped by: the Snowball stem for Latin script; for Arabic the light stem,
 * which keeps البراكين and براكين, or الخلية and خلية, together where Snowball splits them.
 */
const termKey = (token: AnalyzedToken): string => (token.arabic ? `ar:${token.light}` : token.stem);

const MIN_TERM_LENGTH = 3;
const MAX_EXAMPLES = 3;

interface Analyzed {
  question: AskedQuestion;
  /** stem -> the word as the student wrote it (folded) */
  terms: Map<string, string>;
}

function keyTerms(text: string, languages: readonly LanguageCode[]): Map<string, string> {
  const framing = framingFor(languages);
  const terms = new Map<string, string>();
  for (const token of analyze(text, languages)) {
    if (token.surface.length < MIN_TERM_LENGTH || /^\p{N}+$/u.test(token.surface)) continue;
    const key = termKey(token);
    if (framing.has(key)) continue;
    if (!terms.has(key)) terms.set(key, token.surface);
  }
  return terms;
}

const newestFirst = (a: AskedQuestion, b: AskedQuestion) => b.askedAt.localeCompare(a.askedAt);

/**
 * Greedy grouping: the term shared by the most questions not yet grouped (ties: asked most
 * recently, then the longer word) forms a group with all of them; repeat until every question with a key term is in a group. A question joins one
 * group only, so counts add up to the questions asked. Most frequent first, then most recent.
 */
export function groupByKeyTerms(
  questions: readonly AskedQuestion[],
  languages: readonly LanguageCode[],
): QuestionGroup[] {
  let open: Analyzed[] = questions
    .map((question) => ({ question, terms: keyTerms(question.text, languages) }))
    .filter((q) => q.terms.size > 0);
  const groups: QuestionGroup[] = [];
  while (open.length > 0) {
    const counts = new Map<string, { count: number; latest: string; length: number }>();
    for (const q of open) {
      for (const [stem, word] of q.terms) {
        const c = counts.get(stem) ?? { count: 0, latest: '', length: word.length };
        c.count += 1;
        if (q.question.askedAt > c.latest) c.latest = q.question.askedAt;
        counts.set(stem, c);
      }
    }
    const [stem] = [...counts.entries()].sort(
      ([sa, a], [sb, b]) =>
        b.count - a.count ||
        b.latest.localeCompare(a.latest) ||
        // Among equals the longer word is the more specific one ("evaporation" over "cycle").
        b.length - a.length ||
        sa.localeCompare(sb),
    )[0]!;
    const members = open.filter((q) => q.terms.has(stem));
    open = open.filter((q) => !q.terms.has(stem));
    groups.push(toGroup(stem, members));
  }
  return groups.sort((a, b) => b.count - a.count || b.last_asked.localeCompare(a.last_asked));
}

function toGroup(stem: string, members: Analyzed[]): QuestionGroup {
  // The label is the spelling students used most for this stem.
  const spellings = new Map<string, number>();
  for (const m of members) {
    const word = m.terms.get(stem)!;
    spellings.set(word, (spellings.get(word) ?? 0) + 1);
  }
  const topic = [...spellings.entries()].sort(
    (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
  )[0]![0];
  const asked = members.map((m) => m.question).sort(newestFirst);
  const examples: string[] = [];
  for (const q of asked) {
    const text = q.text.trim();
    if (!examples.includes(text)) examples.push(text);
    if (examples.length === MAX_EXAMPLES) break;
  }
  return { topic, count: members.length, examples, last_asked: asked[0]!.askedAt };
}
