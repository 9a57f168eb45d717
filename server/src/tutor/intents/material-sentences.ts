// The sentences of some chunks of study material, analyzed once for the study requests:
// summaries rank them by centrality, quizzes blank their key terms, explanations look for a
// definition among them. Headings (short lines with no closing punctuation) are kept apart:
// they name topics but are never quoted as content.
import { analyze } from '../../search/analyzer/analyzer.js';
import type { LanguageCode } from '../../search/language-codes.js';
import { isNotAnswerLine } from '../answer/not-answer-lines.js';
import { isReferenceLine } from '../answer/reference-lines.js';
import { joinWrappedLines } from '../answer/wrapped-lines.js';
import { splitSentences } from '../sentences.js';
import { isExercisePrompt, isWorksheet } from './exercise-lines.js';
import { isFrontMatter } from './front-matter.js';

export interface MaterialSentence {
  text: string;
  /** Index of the chunk (in the list given) the sentence comes from. */
  chunk: number;
  /** Position within its chunk. */
  index: number;
  /** Analyzed stems of its words (stopwords dropped), in order. */
  stems: string[];
  /** Folded surface form of each stem's word, same order. */
  surfaces: string[];
  heading: boolean;
  /** Reads as a sentence of content: enough words, mostly letters, not a heading. */
  content: boolean;
  /**
   * A later point of the same line (slide bullets run together: "ازدهر بيت الحكمة ... • ترجمت
   * فيه كتب ..."): it goes on about what the line's first point names.
   */
  sameLine: boolean;
  /**
   * Sets a task or gives its answer ("Calculate the current in ...", "ج: ..."), or is a line of
   * a worksheet (exercise-lines.ts): no quiz sentence and no explanation.
   */
  exercise: boolean;
}

/** More Arabic letters than Latin ones: the language a sentence is written in. */
export function mainlyArabic(text: string): boolean {
  const arabic = text.match(/\p{Script=Arabic}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return arabic > latin;
}

const SENTENCE_END = /[.!?؟…:]["'”»)\]]*$/u;
const BULLET = /^(?:[•▪►◦·*–—-]\s*)+/u;
/** Slide bullets run together on one line ("Friction is ... • It transfers ..."): one point each. */
const INLINE_BULLET = /\s+[•▪►◦]\s+/u;
/** OCR debris before a line: lone diacritics, and the stray digit after them ("ٍّ ١ يجري ..."). */
const LEADING_MARKS = /^(?:\p{M}+\s*)+(?:\p{N}\s+)?/u;
/** OCR text and some slides have no punctuation: longer runs are quoted in windows of words. */
const MAX_SENTENCE_WORDS = 40;
const WINDOW_WORDS = 30;

/** The sentence, or for an unpunctuated run of words, consecutive windows of it. */
function quotable(text: string): string[] {
  const words = text.split(/\s+/u);
  if (words.length <= MAX_SENTENCE_WORDS) return [text];
  const out: string[] = [];
  for (let i = 0; i < words.length; i += WINDOW_WORDS) {
    const piece = words.slice(i, i + WINDOW_WORDS);
    // A short tail joins the window before it.
    if (piece.length < WINDOW_WORDS / 3 && out.length > 0)
      out[out.length - 1] += ` ${piece.join(' ')}`;
    else out.push(piece.join(' '));
  }
  return out;
}
const HEADING_MAX_WORDS = 8;
const MIN_CONTENT_WORDS = 5;
const LETTER = /\p{L}/gu;

/** A list item ("• The constitution is the highest law", "2) ...") is content, however short. */
const LIST_ITEM = /^(?:[•▪►◦·*–—-]|\d{1,2}[.)](?!\d))\s*\S/u;

function isHeadingLine(sentence: string, chunkText: string): boolean {
  if (SENTENCE_END.test(sentence) || LIST_ITEM.test(sentence)) return false;
  if (sentence.split(/\s+/u).length > HEADING_MAX_WORDS) return false;
  // A line of its own in the chunk (the splitter also cuts at line breaks).
  return chunkText.includes(`${sentence}\n`) || chunkText.trimEnd().endsWith(sentence);
}

function mostlyLetters(text: string): boolean {
  const letters = text.match(LETTER)?.length ?? 0;
  return letters >= 0.6 * text.replace(/\s+/gu, '').length;
}

/** Cells of a table row as extracted ("Uses bits (0 or 1) | Uses qubits ..."). */
const TABLE_CELLS = /(?:^|\s)\|(?:\s|$)/u;

/** A table's row or header line as extracted: cells apart with " | ". */
export const isTableLine = (text: string): boolean => TABLE_CELLS.test(text);

/** A word of at least three letters, as typed (punctuation around it allowed). */
const REAL_WORD = /^[\p{P}]*\p{L}{3,}[\p{P}]*$/u;
/** A file path or an editor's title bar read off a screenshot ("C:\Users\...", "mymax2.m™"). */
const SCREEN_DEBRIS = /[A-Za-z]:?\\\S|\\Users\\|™/u;

/**
 * Whether a line reads as a statement a student can learn from, not a label, a question, a
 * table row or a formula: quoted in summaries, blanked in quizzes, leading explanations.
 * "Superposition:", "c) What is probability of measuring |1⟩?", "Uses bits (0 or 1) | Uses
 * qubits" and "Quantum Probability Amplitudes: For a qubit: ∣ψ⟩ = α∣0⟩ + β∣1⟩" are all not.
 */
function readsAsStatement(text: string): boolean {
  if (/[:：]["'”»)\]]*$/u.test(text)) return false;
  if (/[?؟]["'”»)\]]*$/u.test(text)) return false;
  if (TABLE_CELLS.test(text)) return false;
  // Label after label ("Computer memory: 0 or 1 Light bulb: ON or OFF Coin: Heads or Tails").
  if ((text.match(/:\s/gu)?.length ?? 0) >= 2) return false;
  if (SCREEN_DEBRIS.test(text)) return false;
  // Mostly real words once brackets are set aside ("force = mass × acceleration (F = m a)");
  // a variable's single letter counts for neither side ("the element in row i and column j").
  const words = text
    .replace(/\([^()]*\)/gu, ' ')
    .split(/\s+/u)
    .filter((w) => w && !/^[\p{P}]*\p{L}[\p{P}]*$/u.test(w));
  return words.filter((w) => REAL_WORD.test(w)).length > 0.5 * words.length;
}

/** A chunk's sentences without the chunk's place in the list (that is all that varies by call). */
type ChunkSentence = Omit<MaterialSentence, 'chunk'>;

// Memoized per chunk text (and analyzer languages), like the extractive tutor's passage cache:
// every "what is X?" reads the same passages again, and splitting and analyzing them was about a
// tenth of the chat's main thread (docs/decisions/042). Bounded by a full reset.
const CHUNK_CACHE_LIMIT = 4_000;
const chunkCache = new Map<string, readonly ChunkSentence[]>();

/** The sentences of one chunk; the same (frozen) list for the same text and languages. */
function chunkSentences(
  chunkText: string,
  languages: readonly LanguageCode[],
): readonly ChunkSentence[] {
  const key = `${languages.join(',')}\u0000${chunkText}`;
  const cached = chunkCache.get(key);
  if (cached) return cached;
  const out: ChunkSentence[] = [];
  let index = 0;
  // Prose a PDF wrapped at the page width is one sentence (answer/wrapped-lines.ts).
  const text = joinWrappedLines(chunkText);
  const lines = text.split('\n').map((l) => l.trim());
  for (const sentence of splitSentences(text)) {
    // A list of key words or an instruction to the student (answer/not-answer-lines.ts) is no
    // heading to name a topic by, no content to quote and no quiz sentence.
    const at = lines.findIndex((l) => l.includes(sentence.text));
    const aside = isNotAnswerLine(sentence.text, at > 0 ? lines[at - 1] : undefined);
    const heading = !aside && isHeadingLine(sentence.text, text);
    // A table row stays whole (and so no statement), whatever bullets its cells hold.
    const whole = heading || TABLE_CELLS.test(sentence.text);
    const points = whole ? [sentence.text] : sentence.text.split(INLINE_BULLET);
    // Only a later bullet's first window is a point of the line; the other windows of a long
    // unpunctuated run (OCR) are the same run cut for quoting.
    const pieces = points.flatMap((p, k) =>
      (heading ? [p] : quotable(p)).map((text, w) => ({ text, point: k > 0 && w === 0 })),
    );
    for (const { text: piece, point: sameLine } of pieces) {
      const text = piece.replace(BULLET, '').replace(LEADING_MARKS, '').trim();
      if (!text) continue;
      const tokens = analyze(text, languages);
      out.push({
        text,
        index: index++,
        // Shared by every call that reads this chunk: frozen so no caller can change another's.
        stems: Object.freeze(tokens.map((t) => t.stem)) as string[],
        surfaces: Object.freeze(tokens.map((t) => t.surface)) as string[],
        heading,
        sameLine,
        exercise: aside || isExercisePrompt(text),
        content:
          !heading &&
          !aside &&
          tokens.length >= MIN_CONTENT_WORDS - 2 &&
          text.split(/\s+/u).length >= MIN_CONTENT_WORDS &&
          mostlyLetters(text) &&
          readsAsStatement(text) &&
          // A reading list's entry names the course's words but teaches none of them.
          !isReferenceLine(piece) &&
          // Nor does a title page's line naming the teacher or the school.
          !isFrontMatter(text),
      });
    }
  }
  // A worksheet's statements are its tasks' given data ("A torch bulb draws 0.5 A ...").
  if (isWorksheet(out.filter((s) => !s.heading).map((s) => s.text)))
    for (const s of out) s.exercise = true;
  if (chunkCache.size >= CHUNK_CACHE_LIMIT) chunkCache.clear();
  chunkCache.set(key, out);
  return out;
}

export function materialSentences(
  chunks: readonly { text: string }[],
  languages: readonly LanguageCode[],
): MaterialSentence[] {
  // New objects on every call (callers compare sentences by identity within one reply).
  return chunks.flatMap((chunk, c) =>
    chunkSentences(chunk.text, languages).map((s) => ({
      text: s.text,
      chunk: c,
      index: s.index,
      stems: s.stems,
      surfaces: s.surfaces,
      heading: s.heading,
      sameLine: s.sameLine,
      exercise: s.exercise,
      content: s.content,
    })),
  );
}

/** Inverse document frequency of each stem over the given sentences. */
export function sentenceIdf(sentences: readonly MaterialSentence[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const s of sentences)
    for (const stem of new Set(s.stems)) df.set(stem, (df.get(stem) ?? 0) + 1);
  const n = sentences.length;
  const idf = new Map<string, number>();
  for (const [stem, d] of df) idf.set(stem, Math.log(1 + n / d));
  return idf;
}
