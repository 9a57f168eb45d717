// A photographed worksheet question whose answer is in the teacher's answer key (issue 7 §6,
// docs/decisions/058). A worksheet uploaded with its key ("Answer key", "Answers", "الإجابات",
// "مفتاح الإجابة") holds the question as a question and its answer as a short numbered line far
// from it ("3. oxygen"); the search finds the question, whose words say nothing of the answer, and
// the gate rightly declines it. Here the photo's question is found among the files' numbered
// questions by its words, its number is taken from the file (the photo's label may be missing or
// misread), and the same document's answer key is read for that number.
import { foldText } from '@edubot/common';
import { analyze } from '../search/analyzer/analyzer.js';
import type { LanguageCode } from '../search/language-codes.js';
import type { MaterialChunk, StudyMaterialReader } from '../search/material-reader.js';
import type { SearchIndex } from '../search/search-index.js';
import { numberOf } from './intents/request-numbers.js';

export interface AnswerKeyAnswer {
  /** The question's number in the file. */
  number: number;
  /** The key's line for it, label off. */
  answer: string;
  /** Where the key says it (and its text from the item's label on), and where the question is. */
  keyChunk: MaterialChunk;
  keyExcerpt: string;
  questionChunk: MaterialChunk;
}

/** Share of the photo question's words a file question must hold to be the same question. */
const SAME_QUESTION = 0.7;
/** Fewer words than this name no question (a title, a term): no key is looked up. */
const MIN_QUESTION_WORDS = 3;
const SEARCH_LIMIT = 8;
/** Between chunks of a document read as one text: a form feed, which no chunk holds. */
const CHUNK_BREAK = '\n\f\n';
/** Chunks of one document read to find its key; worksheets are short. */
const DOCUMENT_CHUNKS = 400;
/** A key's answer is a line, not a paragraph: longer runs are cut at a sentence end. */
const MAX_ANSWER_CHARS = 300;

const ALEF = '[اأإآ]';
const TA = '[ةه]';
/** Headings of an answer key, in the text as written (either alef, either ta marbuta). */
const KEY_HEADING = new RegExp(
  [
    String.raw`\banswer\s*key\b`,
    String.raw`\banswers\b`,
    String.raw`\bmark(?:ing)?\s*scheme\b`,
    String.raw`\bsolutions\b`,
    `مفتاح\\s*(?:ال)?${ALEF}جاب${TA}`,
    `نموذج\\s*(?:ال)?${ALEF}جاب${TA}`,
    `(?:^|\\s)(?:ال)?${ALEF}جابات(?=\\s|$|[:.\\-–])`,
    `(?:^|\\s)(?:ال)?حلول(?=\\s|$|[:.\\-–])`,
    `(?:^|\\s)(?:ال)?${ALEF}جوب${TA}(?=\\s|$|[:.\\-–])`,
  ].join('|'),
  'giu',
);

const DIGIT = '[0-9\\u0660-\\u0669]';
const LABEL_WORD = String.raw`(?:q|question|no\.?|س|سؤال|السؤال)`;
/** A numbered item's label inside running text: "3.", "3)", "Q3:", "س٣-", "السؤال 3:". */
const NUMBER_LABEL = new RegExp(
  String.raw`(?:^|[\s(])(?:${LABEL_WORD}\s*)?(${DIGIT}{1,2})\s*[).:\-–]\s`,
  'giu',
);
/** "السؤال الثالث:", "question three:": a label written as an ordinal word. */
const WORD_LABEL = new RegExp(String.raw`(?:^|\s)${LABEL_WORD}\s+(?:ال)?(\p{L}+)\s*[:.\-–]`, 'giu');

interface Item {
  number: number;
  start: number;
  /** Where its text starts (after the label). */
  body: number;
}

function digitsValue(digits: string): number {
  return Number(digits.replace(/[\u0660-\u0669]/gu, (d) => String(d.charCodeAt(0) - 0x0660)));
}

/** The numbered items of a text, in order. */
function numberedItems(text: string): Item[] {
  const items: Item[] = [];
  for (const m of text.matchAll(NUMBER_LABEL))
    items.push({ number: digitsValue(m[1]!), start: m.index, body: m.index + m[0].length });
  for (const m of text.matchAll(WORD_LABEL)) {
    const word = foldText(m[1]!);
    const value = numberOf(word) ?? numberOf(`ال${word}`);
    if (value !== undefined)
      items.push({ number: value, start: m.index, body: m.index + m[0].length });
  }
  return items.sort((a, b) => a.start - b.start);
}

function contentWords(text: string, languages: readonly LanguageCode[]): Set<string> {
  return new Set(
    analyze(foldText(text), languages)
      // Numbers and question labels ("3", "q3") are not the question's words.
      .filter((t) => !/^(?:q|س)?\d+$/u.test(t.surface))
      .map((t) => t.light),
  );
}

function shareHeld(asked: Set<string>, text: string, languages: readonly LanguageCode[]): number {
  const words = contentWords(text, languages);
  let held = 0;
  for (const w of asked) if (words.has(w)) held++;
  return held / asked.size;
}

/** The number of the file's question that the photo's question is, in this chunk; or null. */
function questionNumberIn(
  text: string,
  asked: Set<string>,
  languages: readonly LanguageCode[],
): number | null {
  const items = numberedItems(text);
  let best: { number: number; share: number } | null = null;
  for (const [i, item] of items.entries()) {
    const body = text.slice(item.body, items[i + 1]?.start ?? text.length);
    const share = shareHeld(asked, body, languages);
    if (share >= SAME_QUESTION && (!best || share > best.share))
      best = { number: item.number, share };
  }
  return best?.number ?? null;
}

function arabicLed(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  const arabic = letters.filter((l) => /\p{Script=Arabic}/u.test(l)).length;
  return arabic * 2 > letters.length;
}

/**
 * Item `n` after an answer-key heading of a document's text, or null. "answers" may also be a
 * word of the worksheet itself ("write your answers below"): an item that is the question
 * again is not its answer. A document with an English and an Arabic worksheet has two keys:
 * the answer in the question's script is preferred, else the first one after the question.
 */
function keyAnswer(
  text: string,
  n: number,
  asked: Set<string>,
  arabicQuestion: boolean,
  languages: readonly LanguageCode[],
): { answer: string; at: number } | null {
  const found = new Map<number, string>();
  for (const heading of text.matchAll(KEY_HEADING)) {
    const after = heading.index + heading[0].length;
    const items = numberedItems(text.slice(after)).map((item) => ({
      ...item,
      start: item.start + after,
      body: item.body + after,
    }));
    const index = items.findIndex((item) => item.number === n);
    if (index < 0) continue;
    const item = items[index]!;
    if (found.has(item.start)) continue;
    // An answer ends at the next item or where its chunk ends (a page's last item).
    const chunkEnd = text.indexOf(CHUNK_BREAK, item.body);
    const next = items[index + 1]?.start ?? text.length;
    let answer = text
      .slice(item.body, chunkEnd >= 0 ? Math.min(chunkEnd, next) : next)
      .replace(/\s+/gu, ' ')
      .trim();
    if (!answer || shareHeld(asked, answer, languages) >= SAME_QUESTION) continue;
    if (answer.length > MAX_ANSWER_CHARS) {
      const end = answer.slice(0, MAX_ANSWER_CHARS).search(/[.!?؟](?=\s|$)[^.!?؟]*$/u);
      answer = end > 0 ? answer.slice(0, end + 1) : answer.slice(0, MAX_ANSWER_CHARS);
    }
    found.set(item.start, answer);
  }
  const candidates = [...found].map(([at, answer]) => ({ at, answer }));
  return candidates.find((c) => arabicLed(c.answer) === arabicQuestion) ?? candidates[0] ?? null;
}

/**
 * The answer the teacher's answer key gives to the question read from a photo, or null when the
 * files hold no such question or its document has no key with its number.
 */
export async function answerFromKey(
  search: SearchIndex,
  reader: StudyMaterialReader,
  botId: string,
  languages: readonly LanguageCode[],
  question: string,
): Promise<AnswerKeyAnswer | null> {
  // The photo's label ("3.", "السؤال الثالث:") is not in the file question's text after its label.
  const label = numberedItems(question)[0];
  const unlabelled =
    label && !/\p{L}/u.test(question.slice(0, label.start)) ? question.slice(label.body) : question;
  const asked = contentWords(unlabelled, languages);
  if (asked.size < MIN_QUESTION_WORDS) return null;
  const hits = await search.search(botId, question, { limit: SEARCH_LIMIT, languages });
  const tried = new Set<string>();
  for (const hit of hits) {
    const number = questionNumberIn(hit.text, asked, languages);
    if (number === null || tried.has(`${hit.fileId}|${hit.filename}|${number}`)) continue;
    tried.add(`${hit.fileId}|${hit.filename}|${number}`);
    const chunks = await reader.documentChunks(
      botId,
      { fileId: hit.fileId, filename: hit.filename },
      { limit: DOCUMENT_CHUNKS },
    );
    // The key comes after the questions: read from the question's chunk on.
    const from = Math.max(
      0,
      chunks.findIndex((c) => c.chunkId === hit.chunkId),
    );
    const rest = chunks.slice(from);
    const joined = rest.map((c) => c.text).join(CHUNK_BREAK);
    const found = keyAnswer(joined, number, asked, arabicLed(unlabelled), languages);
    if (!found) continue;
    const questionChunk = rest[0]!;
    const key = chunkAt(rest, found.at);
    return {
      number,
      answer: found.answer,
      keyChunk: key.chunk,
      keyExcerpt: key.chunk.text.slice(key.offset).replace(/\s+/gu, ' ').trim(),
      questionChunk,
    };
  }
  return null;
}

/** The chunk a position of the chunks' joined text (CHUNK_BREAK between) falls in, and where. */
function chunkAt(
  chunks: MaterialChunk[],
  position: number,
): { chunk: MaterialChunk; offset: number } {
  let start = 0;
  for (const chunk of chunks) {
    const end = start + chunk.text.length + CHUNK_BREAK.length;
    if (position < end) return { chunk, offset: Math.max(0, position - start) };
    start = end;
  }
  return { chunk: chunks.at(-1)!, offset: 0 };
}
