// Judges one reply. Covered questions: is the answer in the reply, does the first citation
// point at the right file and page, was it declined. Uncovered ones: declined (nothing cited).
// Study requests: behaviour only (citations, their files and pages, how many questions), never
// the wording of our own reply templates. A reply that cites nothing counts as a decline.
import type { SourceDto } from '@edubot/common';
import type { AskedItem, BenchItem, Citation } from './bench-items.js';
import { containsAnswer, normalizeForScoring } from './normalize-answer.js';

export type Group = 'covered' | 'uncovered' | 'request';

export interface Verdict {
  group: Group;
  /** covered: answer contained; uncovered: declined; request: behaviour check passed. */
  pass: boolean;
  declined: boolean;
  /** covered (and explain/quiz requests): the first citation is right. */
  cited?: boolean;
  /** Why a check failed, for --verbose. */
  notes: string[];
}

/**
 * Longest reply still called short for a greeting or thanks: about 150 words, room for the
 * list of the bot's files and main topics the issue asks a greeting to give, not for passages.
 */
export const GREETING_MAX_CHARS = 1000;

export function groupOf(item: BenchItem): Group {
  if (item.kind === 'request') return 'request';
  if (item.kind === 'uncovered') return 'uncovered';
  return 'covered';
}

function sourceFile(asked: AskedItem, source: SourceDto): string {
  return asked.fileNames.get(source.file_id) ?? source.filename;
}

const baseName = (name: string) => name.split('/').pop() ?? name;

function matchesCitation(asked: AskedItem, source: SourceDto, cite: Citation): boolean {
  if (sourceFile(asked, source) !== cite.file) return false;
  if (cite.member && !source.filename.endsWith(baseName(cite.member))) return false;
  if (!cite.pages) return true;
  return source.page !== null && cite.pages.includes(source.page);
}

export function firstCitationRight(asked: AskedItem, cites: readonly Citation[] = []): boolean {
  const first = asked.sources[0];
  return first !== undefined && cites.some((c) => matchesCitation(asked, first, c));
}

/** Question marks (both scripts) and fill-in blanks, each one a quiz question. */
const QUESTION_MARK = /[?؟]|_{3,}|\.{4,}|…{2,}/gu;

function quizShape(reply: string): { questions: number; answerLines: number } {
  const lines = reply
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  let questions = 0;
  let answerLines = 0;
  let seenQuestion = false;
  for (const line of lines) {
    const marks = line.match(QUESTION_MARK)?.length ?? 0;
    if (marks > 0) {
      questions += marks;
      seenQuestion = true;
    } else if (seenQuestion) answerLines++;
  }
  return { questions, answerLines };
}

function namesFile(reply: string, filename: string): boolean {
  const text = normalizeForScoring(reply);
  const name = normalizeForScoring(filename);
  const stem = name.replace(/\.[a-z0-9]+$/u, '');
  return text.includes(name) || text.includes(stem);
}

/** The reply is the bot's decline (the same words it gives a nonsense question). */
function isDecline(asked: AskedItem): boolean {
  return (
    asked.declineReply !== undefined &&
    normalizeForScoring(asked.reply) === normalizeForScoring(asked.declineReply)
  );
}

function judgeRequest(asked: AskedItem, notes: string[]): boolean {
  const { item, reply, sources } = asked;
  const cited = sources.length > 0;
  switch (item.intent) {
    case 'greeting': {
      if (cited) notes.push('greeting cites sources');
      if (!reply.trim()) notes.push('empty reply');
      if (reply.length > GREETING_MAX_CHARS) notes.push(`not short (${reply.length} chars)`);
      if (isDecline(asked)) notes.push('answered like a question the files do not cover');
      return notes.length === 0;
    }
    case 'summarize': {
      if (!cited) notes.push('no sources');
      const wrongFile = sources.filter((s) => sourceFile(asked, s) !== item.file);
      if (wrongFile.length) notes.push(`sources outside ${item.file}`);
      if (item.page !== undefined && sources.some((s) => s.page !== item.page))
        notes.push(`sources outside page ${item.page}`);
      return notes.length === 0;
    }
    case 'quiz': {
      const wanted = item.count ?? 2;
      const shape = quizShape(reply);
      if (!cited) notes.push('no sources');
      // An item that names no page for its topic leaves the first source to the reader: the
      // quiz's sentences are read by hand (decision 008).
      else if (item.cite && !firstCitationRight(asked, item.cite))
        notes.push('first source not on the topic');
      if (shape.questions < wanted) notes.push(`${shape.questions} questions, wanted ${wanted}`);
      if (shape.answerLines === 0) notes.push('no answers after the questions');
      return notes.length === 0;
    }
    case 'explain': {
      if (!cited) notes.push('no sources');
      else if (!firstCitationRight(asked, item.cite))
        notes.push('defining passage not cited first');
      if (item.answers && !containsAnswer(reply, item.answers))
        notes.push('definition not in the reply');
      return notes.length === 0;
    }
    case 'topics': {
      const expected = item.file
        ? (asked.zipMembers.get(item.file) ?? [item.file])
        : asked.botFiles;
      const missing = expected.filter((f) => !namesFile(reply, baseName(f)));
      if (missing.length) notes.push(`does not name ${missing.join(', ')}`);
      return notes.length === 0;
    }
    default:
      notes.push(`unknown intent ${String(item.intent)}`);
      return false;
  }
}

export function judge(asked: AskedItem): Verdict {
  const group = groupOf(asked.item);
  const declined = asked.sources.length === 0;
  const notes: string[] = [];
  if (asked.status !== 200) notes.push(`HTTP ${asked.status}`);
  if (group === 'uncovered') {
    if (!declined) notes.push('answered with citations');
    return { group, pass: declined && asked.status === 200, declined, notes };
  }
  if (group === 'request') {
    const pass = judgeRequest(asked, notes) && asked.status === 200;
    const cited =
      asked.item.cite && asked.item.intent !== 'quiz'
        ? firstCitationRight(asked, asked.item.cite)
        : undefined;
    return { group, pass, declined, cited, notes };
  }
  const pass = containsAnswer(asked.reply, asked.item.answers ?? []);
  const cited = firstCitationRight(asked, asked.item.cite);
  if (declined) notes.push('declined');
  else {
    if (!pass) notes.push('answer not in the reply');
    if (!cited) notes.push('first citation wrong');
  }
  return { group, pass, declined, cited, notes };
}
