// What each sentence of a passage is, from the lines it sits on (issue 7 §2): an answer quotes
// lesson text, never a heading, a table-of-contents line or a page footer, and it quotes a
// table row together with the table's header line. Rules, per line of the passage:
//   footer   - "Page 3 of 5", "صفحة ٢ من ٢", a bare page number;
//   contents - a table-of-contents line: dot leaders, or "2.1 Partial truth tables 4";
//   heading  - a short line without closing punctuation that opens the passage or follows the
//              end of a paragraph ("Lesson 1: Photosynthesis", "5.2 Strong and weak acids"),
//              unless every line of the passage is like that (a diagram's labels, a slide of
//              bullet points): then each line is content;
//   header / row - a run of three or more lines without closing punctuation, at least two of
//              them holding a number or a cell separator: the first is the table's header.
//              Bullet points ("• 20% Midterm") are a list, never a table's rows;
//   heading    - also a short line without closing punctuation that introduces bullet points
//              ("Grading" over "• 40% assignments", "• 20% Midterm"), on slides too; and one
//              right under another heading ("Unit 2: The Restless Earth" over "Lesson 3: …");
//   aside      - a list of key words or a worksheet's instruction to the student
//              (not-answer-lines.ts): never quoted, and no title of the lines after it.
import { foldText } from '@edubot/common';
import type { Sentence } from '../sentences.js';
import { isTableCaption } from '../../ingestion/clean/line-kinds.js';
import { isNotAnswerLine } from './not-answer-lines.js';

export type LineRole = 'text' | 'heading' | 'contents' | 'footer' | 'header' | 'row' | 'aside';

export interface SentenceRole {
  role: LineRole;
  /** The sentence is its whole line (or the rest of it). */
  wholeLine: boolean;
  /** The line the sentence sits on (0-based), -1 when not found. */
  line: number;
  /** For a table row: the sentence index of its header line, or -1. */
  header: number;
}

const SENTENCE_END = /[.!?؟…]["'”»)\]]*$/u;
const SHORT_LINE_WORDS = 8;
const FOOTER =
  /^(?:-\s*)?(?:(?:page|p\.|pg\.?|صفحه|الصفحه|ص)\s*)?\d{1,4}(?:\s*(?:of|\/|من|-)\s*\d{1,4})?(?:\s*-)?$/iu;
const DOT_LEADERS = /(?:\.\s?){4,}|…{2,}|_{4,}/u;
const NUMBERED_CONTENTS = /^(?:\d+(?:\.\d+)*|[ivx]+\.?)\s+\D{2,80}?\s+\d{1,4}$/iu;
const CELL_SEPARATOR = /\t|\s\|\s|\s{3,}/u;
const DIGIT = /\d/u;
/** "Unit 2: …", "Lesson 3 -", "Grade 8 Geography", "الدرس ٥: …": a numbered part of a course. */
const COURSE_PART =
  /^(?:unit|lesson|chapter|grade|year|week|topic|part|module|term|الوحد[ةه]|الدرس|الفصل|الصف|الاسبوع|الأسبوع|الباب|الجزء)\s+\p{N}+(?!\s*[|\t])(?:\s*[:.\-–]|\s+\p{L})/iu;
const MIN_TABLE_LINES = 3;
/** A table record that opens with a number: "20 | 31 | 35", "3 (9:40) 9D Biology". */
const RECORD_START = /^\p{N}/u;
/** "Q = 8000 cal/mol", "k0 = 1200 min-1": a name given a value. */
export const ASSIGNMENT = /^[^\s=|]{1,12}\s*=\s*[^=]/u;
/** "x + 3y = 5", "2x - y = 3": an equation written with spaces (one letter or number terms). */
const EQUATION = /^[\p{L}\d\s+\-*/^().]{1,30}=\s*-?[\p{L}\d(]/u;
/** A bullet point or a list marker at the start of a line. */
const BULLET = /^(?:[•▪◦●○■□➢➤►▸✓✔\-–*·]|\d{1,2}[).-](?!\d))\s*/u;

/** A bullet point or a numbered item: a line of a list. */
export const isListItem = (line: string): boolean => BULLET.test(line);

/** A bullet glyph that opens an item (not a dash or a number: those also stand inside prose). */
const GLYPH_BULLET = /\s+(?=[•▪◦●○■□➢➤►▸]\s)/gu;
const OPENS_WITH_GLYPH = /^[•▪◦●○■□➢➤►▸]\s/u;

/**
 * Slide bullets that extraction left on one line ("• Latitude: … • Altitude: …") each on a line
 * of its own, so that a quote reads as the list the slide shows.
 */
export const bulletsOnTheirOwnLines = (text: string): string => text.replace(GLYPH_BULLET, '\n');

/** The text opens with a bullet glyph: a list item, printed on a line of its own. */
export const opensWithBullet = (text: string): boolean => OPENS_WITH_GLYPH.test(text);

/**
 * The line without OCR debris around it: one-character tokens that are not digits, and marks
 * ("i Page 2 of 2 : ِ : |" is the footer "Page 2 of 2").
 */
function withoutDebris(line: string): string {
  return line
    .split(/\s+/u)
    .filter((token) => /\p{N}/u.test(token) || /\p{L}\p{L}/u.test(token))
    .join(' ');
}

/** A title labelled with a colon, without numbers: "Results: volume of gas collected (cm³)". */
const LABELLED = /^[^|\p{N}:]{2,40}:\s/u;
/** "4.6 ", "3.2.1 " before a title's words. */
const SECTION_NUMBER = /^\p{N}+(?:\.\p{N}+)+\.?\s+(?=\p{L})/u;
const plainLine = (line: string) => !DIGIT.test(line) && !CELL_SEPARATOR.test(line);
/** "3.4 Price elasticity of demand": a numbered section's heading, words after its number. */
const isSectionHeading = (line: string) =>
  SECTION_NUMBER.test(line) && plainLine(line.replace(SECTION_NUMBER, ''));

/**
 * The first line of a table-like run is the table's title, not its header: a caption, or a line
 * of words over another line of words (a header is one line of names over the records).
 */
/** "العامل | كيف يؤثر", "Day | Period | Room": a line of cells, each a short name, no number. */
const namesColumns = (line: string | undefined) =>
  line !== undefined &&
  CELL_SEPARATOR.test(line) &&
  !DIGIT.test(line) &&
  line.split(CELL_SEPARATOR).every((cell) => cell.trim().split(/\s+/u).length <= 3);

function isTableTitle(numbered: string, next: string, record: string | undefined): boolean {
  if (CELL_SEPARATOR.test(numbered)) return false;
  if (isTableCaption(numbered)) return true;
  // A section's heading ("4.6 Case study data: major rivers", "3.3 Comparing two biomes"): a
  // header names columns, it is never numbered like a section.
  if (SECTION_NUMBER.test(numbered) && plainLine(numbered.replace(SECTION_NUMBER, ''))) return true;
  const line = numbered;
  if (!plainLine(line)) return false;
  // "Lab timetable" over "Day | Period | Room | Activity": fewer words than the header has cells.
  const fewWords = line.split(/\s+/u).length < next.split(CELL_SEPARATOR).length;
  // "عوامل تضر بالرئتين" over "العامل | كيف يؤثر" over a record of long cells: the line of
  // short names, unlike the records under it, is the header; the line over it is the title.
  const namesOverRecords = namesColumns(next) && !namesColumns(record);
  // "Mitosis and meiosis compared" over "Mitosis | Meiosis" over "Number of divisions | one |
  // two": a line read without any cell over a line of names set apart as cells, itself over
  // records set apart as cells, is the table's title; the line of names is its header.
  const titleOverNamedCells =
    CELL_SEPARATOR.test(next) &&
    !DIGIT.test(next) &&
    record !== undefined &&
    CELL_SEPARATOR.test(record);
  return (
    LABELLED.test(line) ||
    plainLine(next) ||
    (CELL_SEPARATOR.test(next) && fewWords) ||
    namesOverRecords ||
    titleOverNamedCells
  );
}

function isShortOpen(line: string): boolean {
  return !SENTENCE_END.test(line) && line.split(/\s+/u).length <= SHORT_LINE_WORDS;
}

function lineRolesOf(lines: readonly string[]): LineRole[] {
  const folded = lines.map((l) => foldText(l).trim());
  const open = lines.map((l) => !SENTENCE_END.test(l));
  const roles: LineRole[] = lines.map((line, i) => {
    if (FOOTER.test(folded[i]!) || FOOTER.test(withoutDebris(folded[i]!))) return 'footer';
    if (DOT_LEADERS.test(line) || (NUMBERED_CONTENTS.test(folded[i]!) && open[i]))
      return 'contents';
    if (isNotAnswerLine(line, lines[i - 1])) return 'aside';
    return 'text';
  });
  // Tables: runs of open lines (footers and contents lines cut a run) with numbers or cell separators.
  const bullet = lines.map((l) => BULLET.test(l));
  for (let start = 0; start < lines.length;) {
    let end = start;
    while (end < lines.length && open[end] && roles[end] === 'text' && !bullet[end]) end++;
    // A second table set right under the first ("جدول ٣-٣ …" after the last row of "جدول ٣-٢"):
    // its caption ends the first, and its own header line heads its rows.
    const nextCaption = lines.findIndex(
      (l, i) =>
        i >= start + MIN_TABLE_LINES && i < end && isTableCaption(l) && !CELL_SEPARATOR.test(l),
    );
    if (nextCaption !== -1) end = nextCaption;
    // The next section's numbered heading right under the last record ("3.4 Price elasticity
    // of demand" after a table's rows) ends the table: it is words, not a record's cells.
    const nextSection = lines.findIndex((l, i) => i > start + 1 && i < end && isSectionHeading(l));
    if (nextSection !== -1) end = nextSection;
    // A table's caption or title over its header ("Table 1: Fractions of crude oil", "خصائص
    // بعض العناصر" over "العنصر الرمز العدد الذري") is not its header (answer/table-lookup.ts).
    if (
      end - start > MIN_TABLE_LINES &&
      isTableTitle(lines[start]!, lines[start + 1]!, lines[start + 2])
    ) {
      start++;
      // A stray line between the caption and the header of cells (a running header the page
      // put there, "العلوم - الصف السابع"): no cells, so not the header either.
      if (
        end - start > MIN_TABLE_LINES &&
        !CELL_SEPARATOR.test(lines[start]!) &&
        !DIGIT.test(lines[start]!) &&
        namesColumns(lines[start + 1]) &&
        CELL_SEPARATOR.test(lines[start + 2] ?? '')
      )
        start++;
    }
    const run = lines.slice(start, end);
    // "Unit 2: The Restless Earth" over "Lesson 3: Layers of the Earth": the number names a
    // part of the course, it is no table's cell.
    const tableLike = run.filter(
      (l) => CELL_SEPARATOR.test(l) || (DIGIT.test(l) && !COURSE_PART.test(l)),
    ).length;
    // "Q = 8000 cal/mol" over "R = 1.987 cal/mol K": given values, one per line, not a table
    // whose first line names the columns (a header never assigns a value); nor is "x + 3y = 5"
    // over "4x +5y=6" (equations to solve).
    const assignments = ASSIGNMENT.test(run[0] ?? '') || EQUATION.test(run[0] ?? '');
    if (run.length >= MIN_TABLE_LINES && tableLike >= 2 && !assignments) {
      roles[start] = 'header';
      for (let i = start + 1; i < end; i++) roles[i] = 'row';
      // A header on several lines ("Distance from lamp | Trial 1 | Trial 2" over "(cm) |
      // (bubbles/min)"): the lines before the first record that opens with a number.
      const firstRecord = run.findIndex((l, i) => i > 0 && RECORD_START.test(l));
      if (firstRecord > 1 && run.slice(1, firstRecord).every((l) => !RECORD_START.test(l)))
        for (let i = start + 1; i < start + firstRecord; i++) roles[i] = 'header';
    }
    start = Math.max(end, start + 1);
  }
  const allShort = lines.length >= 2 && lines.every(isShortOpen);
  lines.forEach((line, i) => {
    if (roles[i] !== 'text' || bullet[i] || !isShortOpen(line) || ASSIGNMENT.test(line)) return;
    // A title is words ("Grading", "Objectives"), not a line of code or a formula (">>rand(3,3)").
    if (bullet[i + 1] && /^\p{L}/u.test(line) && !/[:：]$/u.test(line)) {
      roles[i] = 'heading';
      return;
    }
    if (allShort) return;
    const before = roles[i - 1];
    // A heading under a heading is words, not a formula ("Light energy + water → glucose").
    if (before === 'heading' && !/^\p{L}/u.test(line.replace(SECTION_NUMBER, ''))) return;
    if (before === 'heading' && /[=+→×÷<>]/u.test(line)) return;
    // A numbered part of the course or section under a heading ("Unit 2: …" over "Lesson 3:
    // Layers of the Earth", "Chapter 3: Atoms" over "3.1 Inside the atom"), and a line after a
    // list of key words, open a paragraph as well. Not any short line
    // under a heading: a slide's boxes under its title ("الأهداف الاستراتيجية" over "تمكين التحول
    // الرقمي", "تحسين جودة الحسابات", …) are its content, each a short line.
    const opensParagraph =
      i === 0 ||
      SENTENCE_END.test(lines[i - 1]!) ||
      (before !== undefined && ['contents', 'footer', 'aside'].includes(before)) ||
      (before === 'heading' && (COURSE_PART.test(line) || SECTION_NUMBER.test(line))) ||
      // The next section's numbered heading under a table's last record.
      (before === 'row' && isSectionHeading(line));
    if (opensParagraph) roles[i] = 'heading';
  });
  return roles;
}

const squash = (s: string) => s.replace(/\s+/gu, ' ').trim();

/** The role of each sentence of `passage` (sentences from splitSentences, in order). */
export function sentenceRoles(passage: string, sentences: readonly Sentence[]): SentenceRole[] {
  const lines = passage
    .split('\n')
    .map(squash)
    .filter((l) => l.length > 0);
  const roles = lineRolesOf(lines);
  const firstSentenceOfLine = new Map<number, number>();
  const out: SentenceRole[] = [];
  let line = 0;
  let offset = 0;
  for (const sentence of sentences) {
    let at = -1;
    while (line < lines.length) {
      at = lines[line]!.indexOf(sentence.text, offset);
      if (at >= 0) break;
      line++;
      offset = 0;
    }
    if (at < 0) {
      out.push({ role: 'text', wholeLine: false, line: -1, header: -1 });
      line = 0;
      offset = 0;
      continue;
    }
    const text = lines[line]!;
    const wholeLine = at === 0 && sentence.text.length === text.length;
    if (!firstSentenceOfLine.has(line)) firstSentenceOfLine.set(line, sentence.index);
    const role = roles[line]!;
    // A sentence that is only part of a line is text unless its line is a footer or contents.
    const own: LineRole =
      wholeLine || role === 'footer' || role === 'contents' || role === 'row' || role === 'aside'
        ? role
        : 'text';
    let header = -1;
    if (own === 'row') {
      let h = line;
      while (h > 0 && roles[h] === 'row') h--;
      while (h > 0 && roles[h - 1] === 'header') h--;
      header = roles[h] === 'header' ? (firstSentenceOfLine.get(h) ?? -1) : -1;
    }
    out.push({ role: own, wholeLine, line, header });
    offset = at + sentence.text.length;
  }
  return out;
}
