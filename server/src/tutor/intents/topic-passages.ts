// Passages about a topic the student named, with the topic's terms weighted like the extractive
// tutor weighs a question's: a rare term counts for more than a common one. The share of that
// weight a sentence holds says whether the materials really speak about the topic.
import { analyze } from '../../search/analyzer/analyzer.js';
import type { SearchHit } from '../../search/search-index.js';
import { englishSpellings } from './bot-vocabulary.js';
import { translatedQuery } from '../glossary/cross-language.js';
import type { IntentContext } from './intent-reply.js';
import { heldByBot } from '../glossary/school-vocabulary/held-by-bot.js';
import {
  createVocabularyTranslator,
  type VocabularyTranslation,
} from '../glossary/school-vocabulary/vocabulary-translator.js';
import { mainlyArabic, materialSentences, type MaterialSentence } from './material-sentences.js';
import type { IntentLanguage } from './intent.js';
import { glossaryEntry } from './glossary-rows.js';

export interface TopicMaterial {
  passages: SearchHit[];
  sentences: MaterialSentence[];
  /** Topic stems and their weights (sum 1). */
  terms: Map<string, number>;
}

const TOPIC_PASSAGES = 8;

const ARABIC_WORD = /\p{Script=Arabic}+/gu;
const LATIN_WORD = /[\p{Script=Latin}\p{N}][\p{Script=Latin}\p{N}'’-]*/gu;
/** A topic the materials speak of: some sentence holds this share of its weighted terms. */
const FOUND_COVERAGE = 0.6;
/** All of a topic's terms (with room for rounding). */
const WHOLE_TOPIC = 0.999;

/**
 * The topic's passages. A topic written in both scripts ("الاستدلال الصحيح valid", "الدالة
 * function") names one thing twice, a term and its translation: when the materials do not
 * speak of it as written, each script's words are tried alone, and the one the materials hold
 * is kept (English notes hold "valid", not "الاستدلال").
 */
export async function topicMaterial(
  ctx: IntentContext,
  topic: string,
  limit = TOPIC_PASSAGES,
  onlyFiles?: ReadonlySet<string>,
): Promise<TopicMaterial> {
  const asWritten = await materialFor(ctx, topic, limit, onlyFiles);
  if (speaksOf(asWritten)) return asWritten;
  const arabic = (topic.match(ARABIC_WORD) ?? []).join(' ');
  const latin = (topic.match(LATIN_WORD) ?? []).join(' ');
  if (arabic && latin) {
    for (const part of [latin, arabic]) {
      const material = await materialFor(ctx, part, limit, onlyFiles);
      if (speaksOf(material)) return material;
    }
  }
  // A term of the bot's glossary ("العامل المحدد" on notes that say "limiting factor"): its
  // translation, as the question path asks it (glossary/cross-language.ts).
  const matches = ctx.glossary?.match(topic) ?? [];
  if (matches.length > 0) {
    const material = await materialFor(ctx, translatedQuery(topic, matches), limit, onlyFiles);
    if (speaksOf(material)) return material;
  }
  // An English term written in Arabic letters ("الكيوبت", "ماتلاب") on a bot with English notes:
  // the English words of the notes it spells (glossary/transliteration.ts).
  if (arabic && ctx.languages.includes('eng')) {
    const spelled = (await englishSpellings(ctx.reader, ctx.botId, topic)).map((s) => s.english);
    // Every Arabic word of the topic must be spelled: "المصفوفات في ماتلاب" is about matrices,
    // and MATLAB alone would quiz on any line of the course.
    const arabicWords = new Set(analyze(arabic, ctx.languages).map((t) => t.surface));
    if (spelled.length > 0 && spelled.length >= arabicWords.size) {
      const material = await materialFor(
        ctx,
        [...spelled, latin].join(' ').trim(),
        limit,
        onlyFiles,
      );
      if (speaksOf(material)) return material;
    }
  }
  // A school term in the other language ("جداول الصواب" on notes that say "truth tables"): the
  // built-in school vocabulary writes it in the notes' words (glossary/school-vocabulary/), as
  // the question path does for questions. Only words the files hold are written.
  const to = arabic && !latin ? 'en' : latin && !arabic ? 'ar' : null;
  if (to && ctx.languages.includes(to === 'en' ? 'eng' : 'ara')) {
    const translator = createVocabularyTranslator(heldByBot(ctx.search, ctx.botId, ctx.languages));
    const translated = await translator.translateWithTerms(topic, to, matches);
    if (translated) {
      for (const [i, query] of oneFormEach(translated).entries()) {
        const material = await materialFor(ctx, query, limit, onlyFiles);
        // One form of each term weighs each the more: a sentence must then hold all of them
        // ("matrix matlab" is not met by a line that only says MATLAB).
        if (speaksOf(material, i === 0 ? FOUND_COVERAGE : WHOLE_TOPIC)) return material;
      }
    }
  }
  return asWritten;
}

/**
 * The translated query as the translator wrote it (every form of each term: "سلسلة غذائية
 * سلاسل غذائية" for "food chains"), then with one form of each term at a time. The forms are
 * alternatives, yet a sentence holds one of them: with all of them weighed as the topic's terms,
 * no sentence reaches the share that says the notes speak of it (the broken plural "سلاسل" is
 * never in a sentence that says "السلسلة").
 */
function oneFormEach(translated: VocabularyTranslation): string[] {
  const queries = [translated.query];
  const forms = Math.max(0, ...translated.terms.map((t) => t.length));
  for (let k = 0; forms > 1 && k < forms; k++) {
    const one = [
      ...translated.terms.map((t) => t[Math.min(k, t.length - 1)]!),
      ...translated.unknown,
    ]
      .join(' ')
      .trim();
    if (one && !queries.includes(one)) queries.push(one);
  }
  return queries;
}

/**
 * Some statement of the passages holds the topic. A line that only names it (a glossary table
 * row "Limiting factor | العامل المحدد", a slide title) does not count: the materials would then
 * be searched in the topic's language only, and the notes that explain it never read.
 */
function speaksOf(material: TopicMaterial, share = FOUND_COVERAGE): boolean {
  return (
    material.sentences.some((s) => s.content && topicCoverage(s, material.terms) >= share) ||
    topicSections(material).length > 0
  );
}

/** Words a heading may have besides the topic's: numbering and a label ("3.4 Required practical: ..."). */
const HEADING_EXTRA_WORDS = 4;

/**
 * The sentences under a heading that holds the whole topic ("6.2 Potential difference", "الهضاب
 * والسهول", "Anaerobic respiration"), to the next heading of the passage: the lesson's own part
 * on it, though its sentences need not repeat the topic's words ("الهضبة أرض مرتفعة ..." under
 * "الهضاب والسهول"; "Happens when there is not enough oxygen" under "Anaerobic respiration").
 */
export function topicSections(material: TopicMaterial): MaterialSentence[] {
  const out: MaterialSentence[] = [];
  for (const heading of material.sentences) {
    if (!heading.heading) continue;
    if (heading.text.split(/\s+/u).length > material.terms.size + HEADING_EXTRA_WORDS) continue;
    if (topicCoverage(heading, material.terms) < WHOLE_TOPIC) continue;
    const after = material.sentences
      .filter((s) => s.chunk === heading.chunk && s.index > heading.index)
      .sort((a, b) => a.index - b.index);
    for (const s of after) {
      if (s.heading) break;
      if (s.content && !out.includes(s)) out.push(s);
    }
  }
  return out;
}

/**
 * What the materials say of the topic itself: its sections and the sentences holding all of its
 * words. Empty when neither exists (a topic the notes speak of in parts: heldTopicTerms).
 */
export function topicCore(material: TopicMaterial): MaterialSentence[] {
  const core = topicSections(material);
  for (const s of material.sentences)
    if (s.content && !core.includes(s) && topicCoverage(s, material.terms) >= WHOLE_TOPIC)
      core.push(s);
  return core.sort((a, b) => a.chunk - b.chunk || a.index - b.index);
}

/**
 * The sentences in the student's language when the materials give at least `enough` of them: on
 * a bilingual bot an English request is answered from the English notes, and the Arabic ones
 * only when the English say too little (and the reverse).
 */
export function inStudentLanguage(
  sentences: readonly MaterialSentence[],
  language: IntentLanguage,
  enough: number,
): MaterialSentence[] {
  const same = sentences.filter((s) => mainlyArabic(s.text) === (language === 'ar'));
  return same.length >= enough ? same : [...sentences];
}

async function materialFor(
  ctx: IntentContext,
  topic: string,
  limit: number,
  onlyFiles?: ReadonlySet<string>,
): Promise<TopicMaterial> {
  const found = await ctx.search.search(ctx.botId, topic, { limit, languages: ctx.languages });
  const passages = onlyFiles ? found.filter((p) => onlyFiles.has(p.filename)) : found;
  const read = materialSentences(passages, ctx.languages);
  const stems = [...new Set(analyze(topic, ctx.languages).map((t) => t.stem))];
  // A glossary table's row of the topic ("Plasmolysis | The pulling away of ...") says what it
  // is: read as the statement "Plasmolysis: The pulling away of ...", not as a table row.
  const asked = new Map(stems.map((stem) => [stem, 1]));
  const sentences = read.map((s) =>
    s.content ? s : (glossaryEntry(s, asked, ctx.languages) ?? s),
  );
  const n = sentences.length;
  const raw = stems.map((stem) => {
    const df = sentences.filter((s) => s.stems.includes(stem)).length;
    return Math.log(1 + (n + 1) / (df + 0.5));
  });
  const total = raw.reduce((a, b) => a + b, 0) || 1;
  return { passages, sentences, terms: new Map(stems.map((s, i) => [s, raw[i]! / total])) };
}

/** Weighted share of the topic's terms a sentence holds (0-1). */
export function topicCoverage(
  sentence: MaterialSentence,
  terms: ReadonlyMap<string, number>,
): number {
  let covered = 0;
  for (const [stem, weight] of terms) if (sentence.stems.includes(stem)) covered += weight;
  return covered;
}

/**
 * The topic's words the passages do use, weighted among themselves (sum 1), when they are
 * most of its words: "series and parallel circuits" on notes that say "lamps in series" and
 * "connected in parallel" but never "circuits". A word no sentence holds weighs the most of all
 * (it is the rarest), so no sentence reaches half the topic's weight while the notes speak of
 * it at length. Null when half or more of the words are missing ("blood groups" on notes that
 * only speak of blood: another topic).
 */
export function heldTopicTerms(material: TopicMaterial): Map<string, number> | null {
  const held = [...material.terms].filter(([stem]) =>
    material.sentences.some((s) => s.content && s.stems.includes(stem)),
  );
  if (held.length === material.terms.size || held.length * 2 <= material.terms.size) return null;
  const total = held.reduce((sum, [, w]) => sum + w, 0) || 1;
  return new Map(held.map(([stem, w]) => [stem, w / total]));
}
