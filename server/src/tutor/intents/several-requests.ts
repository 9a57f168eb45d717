// Several study requests in one message: "explain osmosis and then quiz me on it", "summarize
// page 2 and give me 3 questions", "اشرحلي التسامي وبعدين اسألني سؤالين عنه". The message is
// cut where a joining word ("and", "then", "وبعدين", "ثم", a و glued to a request verb) starts
// a part that is itself a request, and each part is classified alone. A later part that names no
// topic of its own ("quiz me on it", "عنه") is about the topic of the one before.
import { classifyIntent } from './classify-intent.js';
import type { Intent } from './intent.js';
import { foldWord } from './request-words.js';

/** One request of the message: its own words and what they ask for. */
export interface RequestPart {
  text: string;
  intent: Intent;
}

/** At most this many requests are read from one message. */
const MAX_REQUESTS = 3;
/** Words that join two requests (folded, as the student may type them). */
const JOINERS = new Set(
  [
    'and',
    'then',
    'also',
    'plus',
    'after',
    'that',
    'و',
    'ثم',
    'بعدين',
    'وبعدين',
    'وبعدها',
    'بعدها',
    'وكمان',
    'كمان',
    'بعد',
    'كذا',
    'ذلك',
    'وبعد',
  ].map(foldWord),
);
/** A later part's words that point back at the topic before ("on it", "عنه"). */
const POINTS_BACK = new Set(
  [
    'it',
    'them',
    'this',
    'that',
    'these',
    'those',
    'this topic',
    'that topic',
    'the same',
    'عنه',
    'عنها',
    'فيه',
    'فيها',
    'عليه',
    'عليها',
    'منه',
    'منها',
    'هذا',
    'هذه',
    'نفسه',
    'نفس الموضوع',
    'هذا الموضوع',
  ].map(foldWord),
);
/** Kinds that are requests of their own; a greeting before a request is not a second request. */
const STUDY_KINDS = new Set<Intent['kind']>(['summarize', 'quiz', 'explain']);

const words = (text: string): string[] => text.split(/\s+/u).filter(Boolean);
const bare = (word: string): string =>
  foldWord(word.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, ''));

/** The part's words after the joining words that open it ("and then", "وبعدين"); a glued و stays. */
function afterJoiners(part: readonly string[]): string[] {
  let k = 0;
  while (k < part.length - 1 && JOINERS.has(bare(part[k]!))) k++;
  return part.slice(k);
}

/** The request of a part, with the topic of the request before when it points back at it. */
function followingIntent(text: string, before: Intent): Intent {
  const intent = classifyIntent(text);
  const subject = bare(intent.subject).trim();
  const ownTopic = subject !== '' && !POINTS_BACK.has(subject);
  if (ownTopic || intent.page !== undefined || intent.thisFile) return intent;
  return {
    ...intent,
    subject: before.subject,
    ...(before.page !== undefined ? { page: before.page } : {}),
    ...(before.thisFile ? { thisFile: true } : {}),
    ...(before.fileWord ? { fileWord: before.fileWord } : {}),
  };
}

/**
 * The requests of a message that holds two or more (null otherwise). Each cut is tried from the
 * left: the part before it must be a study request alone and the part after it one too, so
 * "explain diffusion and osmosis" (one topic of two words) is never cut.
 */
export function severalRequests(text: string): RequestPart[] | null {
  const typed = words(text);
  const out: RequestPart[] = [];
  let start = 0;
  for (let cut = 1; cut < typed.length && out.length < MAX_REQUESTS - 1; cut++) {
    const word = bare(typed[cut]!);
    // A cut comes before a joining word, or before a request verb with a glued و ("واسألني").
    if (!JOINERS.has(word) && !word.startsWith('و')) continue;
    const left = typed
      .slice(start, cut)
      .join(' ')
      .replace(/[,،;:]+$/u, '');
    const first = classifyIntent(left);
    if (!STUDY_KINDS.has(first.kind)) continue;
    const rest = afterJoiners(typed.slice(cut));
    const second = classifyIntent(rest.join(' '));
    if (!STUDY_KINDS.has(second.kind)) continue;
    const previous = out.at(-1);
    out.push({ text: left, intent: previous ? followingIntent(left, previous.intent) : first });
    start = typed.length - rest.length;
    cut = start;
  }
  if (out.length === 0) return null;
  const last = typed.slice(start).join(' ');
  out.push({ text: last, intent: followingIntent(last, out.at(-1)!.intent) });
  return out;
}
