// A sentence that runs over a page break is finished on the page where it starts. Chunks never
// span two pages, so without this the chunk ending page N stopped mid-sentence ("... إذ ليس هناك
// فائدة من أهداف") and page N+1 opened with the rest ("واضحة ومحددة إذا كانت ..."): neither half
// answers a question, and a reply quoting one reads cut off. Word exports and typeset textbooks do
// this on most pages; slides almost never (a slide opens with its title).
import type { PageText } from '../ingestion-types.js';
import { isHeadingLine, isTableRow } from './line-kinds.js';

/** The end of a sentence, a clause introducing a list, or a heading's own line. */
const CLOSED = /[.!?؟۔…:؛;)\]»"”]$/u;
/** A list item, numbered step or bullet: it starts a unit of its own, never a continuation. */
const LIST_START = /^(?:[•▪◦●■□➢►\-–*·]|\(?[\p{Nd}]{1,3}[.)-]|\(?\p{L}[.)]\s)/u;
/** The first sentence end on the next page: a closing mark followed by a space or the end. */
const SENTENCE_END = /[.!?؟۔…](?=\s|$)/u;
/** A line this much of the page's longest prose line ran to the margin: it was wrapped. */
const WRAPPED_SHARE = 0.7;
/** Which of the page's line lengths stands for its full width. */
const WIDTH_QUANTILE = 0.75;
/** The tail moved back is one sentence's end, never a page of text. */
const MAX_TAIL_CHARS = 400;

const nonEmptyLines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * The page's usual full line length: a high quantile, since one odd long line (two text boxes
 * read as one line) must not make every wrapped line look short.
 */
function fullWidth(lines: readonly string[]): number {
  const lengths = lines
    .filter((l) => !isTableRow(l))
    .map((l) => l.length)
    .sort((a, b) => a - b);
  return lengths[Math.floor(WIDTH_QUANTILE * (lengths.length - 1))] ?? 0;
}

/** A line that ran to the margin: the text wrapped there, it did not end. */
const wrapped = (line: string, lines: readonly string[]) =>
  line.length >= WRAPPED_SHARE * fullWidth(lines);

/** Whether the page's text stops in the middle of a sentence that the wrap carried over. */
function endsMidSentence(text: string): boolean {
  const lines = nonEmptyLines(text);
  const last = lines.at(-1);
  if (!last || CLOSED.test(last) || isTableRow(last)) return false;
  if (!/[\p{L}\p{Nd},،]$/u.test(last) || !wrapped(last, lines)) return false;
  // A line standing alone after a paragraph gap that reads as a heading, numbered or not
  // ("4- أطر وآليات العلاقات ..."), opens the next page's section; a lettered exercise whose
  // sentence runs on ("C. If it is possible, use a partial truth table to show that ...") does not.
  const alone = /\n\s*\n[^\n]*$/u.test(text.trimEnd()) || lines.length === 1;
  return !(alone && isHeadingLine(last.replace(LIST_START, '').trim()));
}

/**
 * What stays of the next page's first paragraph once the tail is gone: its first line is the
 * rest of a wrapped line, so the lines are joined as the chunker joins wrapped lines (a line as
 * wide as the page's goes on with the next), or that short rest would read as a heading.
 */
function rejoinRest(paragraph: string, pageLines: readonly string[]): string {
  const lines = nonEmptyLines(paragraph);
  return lines.reduce((acc, line, i) => {
    if (i === 0) return line;
    const previous = lines[i - 1]!;
    const goesOn =
      (i === 1 || wrapped(previous, pageLines)) && !isTableRow(previous) && !isTableRow(line);
    return `${acc}${goesOn ? ' ' : '\n'}${line}`;
  }, '');
}

/**
 * The start of the next page that finishes the sentence, or null: it must read as running text
 * (no heading, list item or table row; a Latin continuation starts in lower case) and close a
 * sentence within its first paragraph.
 */
function continuation(text: string): { tail: string; rest: string } | null {
  const trimmed = text.trimStart();
  const paragraphEnd = trimmed.search(/\n\s*\n/);
  const paragraph = paragraphEnd < 0 ? trimmed : trimmed.slice(0, paragraphEnd);
  const firstLine = paragraph.split('\n')[0]!.trim();
  if (!firstLine || isTableRow(firstLine) || LIST_START.test(firstLine)) return null;
  // A short line alone is a heading; one as wide as the page's lines is running text, however
  // few words it has.
  if (isHeadingLine(firstLine) && !wrapped(firstLine, nonEmptyLines(text))) return null;
  // A case-marking script must continue in lower case; Arabic has no case to tell.
  if (/^\p{Lu}|^\p{Lt}/u.test(firstLine) || !/^[\p{Ll}\p{Lo}]/u.test(firstLine)) return null;
  const end = paragraph.search(SENTENCE_END);
  if (end < 0 || end + 1 > MAX_TAIL_CHARS) return null;
  const tail = paragraph.slice(0, end + 1);
  // The tail is running text line after line: a table row or a heading inside it is not.
  if (tail.split('\n').some((l) => isTableRow(l))) return null;
  const restOfParagraph = paragraph.slice(end + 1).trim();
  // A question set as a slide's title over its bullets ("ما هي الطاقة؟" / "● الطاقة هي ...")
  // opens its page: it finishes no sentence of the page before.
  if (!tail.includes('\n') && LIST_START.test(restOfParagraph)) return null;
  const after = paragraphEnd < 0 ? '' : trimmed.slice(paragraphEnd);
  const rest = restOfParagraph ? rejoinRest(restOfParagraph, nonEmptyLines(text)) : '';
  return { tail, rest: `${rest}${after}`.trim() };
}

/** Moves the end of each sentence broken by a page break back onto the page where it starts. */
export function finishBrokenSentences(pages: readonly PageText[]): PageText[] {
  const out = pages.map((p) => ({ ...p }));
  for (let i = 0; i + 1 < out.length; i++) {
    const page = out[i]!;
    const next = out[i + 1]!;
    if (page.page === null || next.page !== page.page + 1 || !endsMidSentence(page.text)) continue;
    const found = continuation(next.text);
    if (!found) continue;
    // Its own lines, as wide as the page's: the chunker joins wrapped lines by their width.
    page.text = `${page.text.trimEnd()}\n${found.tail}`;
    next.text = found.rest;
  }
  return out.filter((p) => p.text.trim().length > 0);
}
