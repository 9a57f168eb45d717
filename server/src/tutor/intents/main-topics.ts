// The main topics of each document of a bot, derived from its own indexed text: its headings
// (slide titles, section titles) ranked by how much of the document's distinctive vocabulary
// they hold; a document without usable headings gets its most distinctive words instead.
// Computed from an even sample of each document's chunks and cached per bot until its
// documents change, so greetings and file lists stay cheap.
import type { LanguageCode } from '../../search/language-codes.js';
import type { MaterialDocument, StudyMaterialReader } from '../../search/material-reader.js';
import { isGeneralWord } from '../answer/general-words.js';
import { materialSentences, type MaterialSentence } from './material-sentences.js';
import { glossaryTerm } from './quiz-questions.js';
import { foldWord } from './request-words.js';

export interface DocumentTopics {
  document: MaterialDocument;
  topics: string[];
}

const SAMPLE_CHUNKS = 40;
const TOPICS_PER_DOCUMENT = 4;
const CACHE_LIMIT = 200;
/** Glossary lines ("tautology A sentence that ...") enough to read a document as a glossary. */
const MIN_GLOSSARY_ENTRIES = 4;
// "12.1", "Lecture 1:", "Chapter 3 -", bullets and dashes before a title.
const LEADING_NUMBERING =
  /^(?:[•\-–—*·▪►]\s*)?(?:(?:lecture|chapter|section|unit|lesson|part|week|slide|المحاضره|المحاضرة|الفصل|الدرس|الوحدة|الوحده)\s*)?[\d.]*\d[\d.]*\s*[:.\-–)]?\s*/iu;
const GENERIC_HEADING =
  /^(?:contents?|table of contents|outline|agenda|introduction|summary|conclusion|references|questions?|exercises?|thank you|thanks|overview|review|objectives|glossary|index|appendix|الفهرس|المحتويات|مقدمة|مقدمه|الخلاصة|الخلاصه|المراجع|الأسئلة|الاسئلة|اسئلة|تمارين|شكرا)$/iu;
const PAGE_LIKE = /\b(?:page|pg|p\.)\s*\d|صفحة\s*\d|صفحه\s*\d|^\d+$/iu;

const cache = new Map<string, DocumentTopics[]>();
/**
 * A line that says something ("Let us suppose that the sentence is false") is a sentence left
 * without its full stop, not a title: titles rarely hold a verb "to be" or a personal pronoun.
 */
const CLAUSE_WORDS = /(?:^|\s)(?:is|are|was|were|us|we|you|i|it's|let's)(?=\s|$)/iu;

// Also a file name's words joined by hyphens ("نموذج-سياسة-مراجعة-وتدقيق"): a path, not a title.
const CODE_LIKE = /[=<>[\]{}()^*\\|→⟩⟨;$%#@]|\S+[_/]\S+|\p{L}+-\p{L}+-\p{L}+/u;
const TRAILING_NUMBER = /\s+\d+$/u;
const MAX_HEADING_CHARS = 70;

const BULLET = /^[•\-–—*·▪►]\s*/u;
const ARABIC_ORDINAL =
  /^(?:أولا|اولا|ثانيا|ثالثا|رابعا|خامسا|سادسا|سابعا|ثامنا|تاسعا|عاشرا)\s*[:.\-–]?\s*/u;

function cleanHeading(text: string): string {
  return text
    .replace(BULLET, '')
    .replace(ARABIC_ORDINAL, '')
    .replace(LEADING_NUMBERING, '')
    .replace(TRAILING_NUMBER, '')
    .replace(/[:\-–—]+$/u, '')
    .trim();
}

/**
 * One short Arabic word among an English title's words ("امجح call function in command"): a
 * screenshot's menu misread by OCR, not part of the title. Bilingual titles hold a real phrase
 * in each script ("Biology glossary | مسرد مصطلحات الأحياء"), and an English acronym inside an
 * Arabic title ("ضوابط ECC") is common and kept.
 */
function strayScriptWord(text: string): boolean {
  const words = text.split(/\s+/u);
  const arabic = words.filter((w) => /\p{Script=Arabic}/u.test(w));
  const latin = words.filter((w) => /\p{Script=Latin}/u.test(w));
  return arabic.length === 1 && latin.length >= 2 && arabic[0]!.length <= 4;
}

/** A title a student would recognize: words, not code, a formula or a page number. */
function usableHeading(text: string, stems: readonly string[]): boolean {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return (
    stems.length >= 1 &&
    text.length >= 3 &&
    text.length <= MAX_HEADING_CHARS &&
    /\p{L}{3}/u.test(text) &&
    letters >= 0.8 * text.replace(/[\s\d.,'’-]/gu, '').length &&
    !CODE_LIKE.test(text) &&
    // OCR debris: words of one letter or a lone mark.
    text.split(/\s+/u).filter((w) => !/\p{L}\p{L}/u.test(w)).length <=
      text.split(/\s+/u).length / 4 &&
    !GENERIC_HEADING.test(text) &&
    !PAGE_LIKE.test(text) &&
    !CLAUSE_WORDS.test(text) &&
    !strayScriptWord(text) &&
    !/[,،;]$/u.test(text) &&
    new Set(text.toLowerCase().split(/\s+/u)).size * 2 > text.split(/\s+/u).length
  );
}

/** The line with its numbers removed: running headers differ only by their page number. */
const lineKey = (text: string): string => text.replace(/\d+/gu, '#').replace(/\s+/gu, ' ');

function topicsOf(
  sentences: readonly MaterialSentence[],
  pagesOfChunk: readonly (number | null)[],
  otherDocumentStems: ReadonlyMap<string, number>,
  documentCount: number,
): string[] {
  // Term weight: frequency in this document, discounted when other documents use it too.
  const tf = new Map<string, number>();
  for (const s of sentences) for (const stem of s.stems) tf.set(stem, (tf.get(stem) ?? 0) + 1);
  const weight = (stem: string): number =>
    Math.log(1 + (tf.get(stem) ?? 0)) *
    Math.log(1 + documentCount / (1 + (otherDocumentStems.get(stem) ?? 0)));

  // A line on several pages is a running header or footer, not a topic.
  const pagesOfLine = new Map<string, Set<number | null>>();
  for (const s of sentences) {
    if (!s.heading) continue;
    const pages = pagesOfLine.get(lineKey(s.text)) ?? new Set();
    pages.add(pagesOfChunk[s.chunk] ?? null);
    pagesOfLine.set(lineKey(s.text), pages);
  }
  const distinctPages = new Set(pagesOfChunk).size;
  const seen = new Set<string>();
  const headings: { text: string; score: number; order: number }[] = [];
  sentences.forEach((s, order) => {
    if (!s.heading) return;
    if (distinctPages >= 3 && (pagesOfLine.get(lineKey(s.text))?.size ?? 0) >= 3) return;
    const text = cleanHeading(s.text);
    if (!usableHeading(text, s.stems)) return;
    const key = [...new Set(s.stems.filter((stem) => !/^\d+$/u.test(stem)))].sort().join(' ');
    if (seen.has(key)) return;
    seen.add(key);
    const score = s.stems.reduce((sum, stem) => sum + weight(stem), 0) / Math.sqrt(s.stems.length);
    headings.push({ text, score, order });
  });
  if (headings.length > 0) {
    return headings
      .sort((a, b) => b.score - a.score)
      .slice(0, TOPICS_PER_DOCUMENT)
      .sort((a, b) => a.order - b.order)
      .map((h) => h.text);
  }
  // A glossary has no headings: its entries' terms are what it covers.
  const entries = sentences
    .map((s) => glossaryTerm(s.text.split(/\s+/u)))
    .filter((e): e is NonNullable<typeof e> => e !== null);
  if (entries.length >= MIN_GLOSSARY_ENTRIES)
    return [...new Set(entries.map((e) => e.term))].slice(0, TOPICS_PER_DOCUMENT);
  return distinctivePhrases(sentences, weight);
}

/**
 * A document without headings (a glossary, a scanned page): its most distinctive phrases of two
 * words used at least twice ("truth table", "حزب الشيطان"), then single words, as typed. Everyday
 * words ("قال", "time") are no topic however often a page uses them.
 */
function distinctivePhrases(
  sentences: readonly MaterialSentence[],
  weight: (stem: string) => number,
): string[] {
  const forms = new Map<string, Map<string, number>>();
  const count = (key: string, form: string) => {
    const seen = forms.get(key) ?? new Map<string, number>();
    seen.set(form, (seen.get(form) ?? 0) + 1);
    forms.set(key, seen);
  };
  const usable = (s: MaterialSentence, i: number) =>
    /\p{L}{3}/u.test(s.stems[i]!) && !isGeneralWord({ stem: s.stems[i]!, light: s.surfaces[i]! });
  for (const s of sentences) {
    const typed = s.text.split(/\s+/u);
    const asTyped = (surface: string) =>
      typed.find((w) => foldWord(w).toLowerCase() === surface) ?? surface;
    s.stems.forEach((stem, i) => {
      if (!usable(s, i)) return;
      count(stem, asTyped(s.surfaces[i]!));
      const next = i + 1;
      // Two words next to each other in the text, not just in the list of stems.
      if (next < s.stems.length && usable(s, next)) {
        const pair = `${asTyped(s.surfaces[i]!)} ${asTyped(s.surfaces[next]!)}`;
        if (s.text.includes(pair)) count(`${stem} ${s.stems[next]!}`, pair);
      }
    });
  }
  const total = (key: string) => [...forms.get(key)!.values()].reduce((a, b) => a + b, 0);
  const score = (key: string) =>
    key.split(' ').reduce((sum, stem) => sum + weight(stem), 0) * Math.log(1 + total(key));
  const pairs = [...forms.keys()]
    .filter((key) => key.includes(' ') && total(key) >= 2)
    .sort((a, b) => score(b) - score(a))
    .slice(0, TOPICS_PER_DOCUMENT);
  const inPairs = new Set(pairs.flatMap((key) => key.split(' ')));
  const words = [...forms.keys()]
    .filter((key) => !key.includes(' ') && !inPairs.has(key) && total(key) >= 2)
    .sort((a, b) => score(b) - score(a));
  return [...pairs, ...words]
    .slice(0, TOPICS_PER_DOCUMENT)
    .map((key) => [...forms.get(key)!.entries()].sort((a, b) => b[1] - a[1])[0]![0]);
}

/** Main topics of every indexed document of the bot, in upload order. */
export async function mainTopics(
  reader: StudyMaterialReader,
  botId: string,
  languages: readonly LanguageCode[],
): Promise<DocumentTopics[]> {
  const documents = await reader.documents(botId);
  const key = `${botId}\u0000${languages.join(',')}\u0000${documents.map((d) => `${d.fileId}/${d.filename}/${d.chunks}`).join('|')}`;
  const cached = cache.get(key);
  if (cached) return cached;

  const perDocument = await Promise.all(
    documents.map(async (document) => {
      const chunks = await reader.documentChunks(botId, document, { limit: SAMPLE_CHUNKS });
      return { document, chunks, sentences: materialSentences(chunks, languages) };
    }),
  );
  const documentsWithStem = new Map<string, number>();
  for (const d of perDocument) {
    for (const stem of new Set(d.sentences.flatMap((s) => s.stems)))
      documentsWithStem.set(stem, (documentsWithStem.get(stem) ?? 0) + 1);
  }
  const result = perDocument.map((d) => {
    // Document frequency in the OTHER documents: subtract this one's own presence.
    const own = new Set(d.sentences.flatMap((s) => s.stems));
    const others = new Map<string, number>();
    for (const stem of own) others.set(stem, (documentsWithStem.get(stem) ?? 1) - 1);
    return {
      document: d.document,
      topics: topicsOf(
        d.sentences,
        d.chunks.map((c) => c.page),
        others,
        Math.max(1, perDocument.length),
      ),
    };
  });
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, result);
  return result;
}
