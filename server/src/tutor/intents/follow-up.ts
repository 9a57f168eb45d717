// A follow-up in the same chat: "another one", "more questions", "explain more", "and page 3?",
// "what about resistance?", "كمان سؤال", "اشرح أكثر", "والصفحة الثالثة؟", "وعن المقاومة؟". Alone
// these name no topic; read with the student's earlier request of the chat they repeat it with
// what changed (questions not given yet, more of the explanation, another page or topic).
import { classifyIntent } from './classify-intent.js';
import { DEFAULT_QUIZ_QUESTIONS, type Intent } from './intent.js';
import { foldPattern } from './intent-rules.js';
import { NUMBER, numberOf } from './request-numbers.js';
import { requestWords } from './request-words.js';

/** What a follow-up asks of the request before it. */
export type FollowUp =
  /** More of the same ("another one", "كمان"): more questions after a quiz, more explanation. */
  | { kind: 'more'; count?: number }
  /** More questions ("more questions", "سؤال آخر"). */
  | { kind: 'questions'; count?: number }
  /** More explanation ("explain more", "اشرح أكثر"). */
  | { kind: 'deeper' }
  | { kind: 'page'; page: number }
  /** The same request on another topic ("what about resistance?", "وعن المقاومة؟"). */
  | { kind: 'topic'; subject: string };

const PLEASE = '(?: (?:please|pls|plz|لو سمحت|من فضلك))?';
const whole = (body: string) => new RegExp(`^(?:${foldPattern(body)})${foldPattern(PLEASE)}$`, 'u');

const EN_ASK = '(?:(?:give me|gimme|ask me|can i have|can i get|i want|i need|now|ok|okay|and) )?';
const AR_ASK =
  '(?:(?:اعطني|اعطيني|عطني|عطيني|هات|هاتلي|بدي|ابي|ابغي|عايز|عاوز|اريد|ممكن|طيب|طب|يلا|و) )?';
/** One more: a count of one. */
const ONE = whole(
  `${EN_ASK}(?:another(?: one| question| q)?|one more(?: question| q| time)?|next(?: one| question)?)|` +
    `${AR_ASK}(?:سؤال (?:اخر|ثاني|تاني|كمان|زياده|جديد)|كمان سؤال|كمان واحد|واحد (?:كمان|ثاني|تاني|اخر)|سؤال واحد كمان)`,
);
const SOME_QUESTIONS = new RegExp(
  `^(?:${foldPattern(
    `${EN_ASK}(?:(?<n>${NUMBER}|some|a few) )?more (?:questions?|qs)|${EN_ASK}(?<n2>${NUMBER}) more|` +
      `${AR_ASK}(?:(?<n3>${NUMBER}) )?(?:اسئله|سؤالين|سوالين) (?:اخري|اكثر|اكتر|زياده|كمان|ثانيه|تانيه|جديده|غيرها)|` +
      `${AR_ASK}(?:كمان|زيدني|زودني|المزيد من) (?:(?<n4>${NUMBER}) )?(?:اسئله|سؤالين|سوالين)`,
  )})${foldPattern(PLEASE)}$`,
  'u',
);
const MORE = whole(
  `${EN_ASK}(?:more|again|continue|keep going|go on|next)|${AR_ASK}(?:كمان|المزيد|زيدني|زودني|كمل|تابع|غيره|غيرها|بعد)`,
);
const DEEPER = whole(
  `(?:(?:can you|could you|please|pls) )?(?:explain|tell me|say|talk|elaborate)(?: (?:it|that|this))?(?: (?:more|further|in more detail|in detail|more about (?:it|that|this)|a bit more|some more))|` +
    `tell me more(?: about (?:it|that|this))?|more (?:details?|info|information|explanation|about (?:it|that|this))|elaborate|what else|` +
    `i (?:still )?(?:don t|dont|do not|didn t|didnt) (?:get|understand) (?:it|that|this)|` +
    `${AR_ASK}(?:اشرح|اشرحلي|اشرحها|اشرحه|وضح|وضحلي|وضحها|فسر|فصل|فصلي|احكيلي|قولي|قلي|زيدني|شرح)(?: (?:اكثر|اكتر|زياده|بالتفصيل|كمان|شوي|شويه|اكثر من كذا))+|` +
    `(?:تفاصيل|شرح|معلومات) (?:اكثر|اكتر|زياده|كمان)|(?:مش|ما|مو|لم) (?:فاهم|فهمت|افهم)(?: (?:عليك|شي|شيء))?`,
);
const PAGE = new RegExp(
  `^(?:${foldPattern(
    `(?:and|what about|how about|now|ok|okay|same for|and for|and on|then)? ?(?:the )?(?:page|pg|slide|p) (?<n>${NUMBER})(?: too| also| as well)?|` +
      `(?:و|طيب|طب|طيب و|طب و|وماذا عن|و ماذا عن|وشو عن|وعن|و عن)? ?(?:ال|و ?ال|وال)?(?:صفحه|ص|شريحه|سلايد) (?:رقم )?(?<n2>${NUMBER})(?: (?:كمان|ايضا|برضو))?`,
  )})${foldPattern(PLEASE)}$`,
  'u',
);
/** "what about X", "and X?", "وعن X", "طيب والمقاومة": X of at most this many words. */
const MAX_TOPIC_WORDS = 4;
const TOPIC_SWITCH = new RegExp(
  `^(?:${foldPattern(
    `(?:and|ok|okay|now)? ?(?:what about|how about|and about|and on|and|same for|same with|now do|now)|` +
      `(?:طيب|طب|و)? ?(?:وماذا عن|و ماذا عن|وشو عن|وايش عن|وعن|و عن|طيب و|طب و|ماذا عن|شو عن|طيب عن|طيب(?= و)|طب(?= و))`,
  )}) (?<rest>.+)$`,
  'u',
);

/** A topic that opens with a question word is a question ("and why is that?"). */
const ASKS = new RegExp(
  `^${foldPattern('(?:what|which|who|why|how|when|where|is|are|does|do|can|ما|ماذا|من|لماذا|ليش|كيف|متى|هل|وين|اين|شو|ايش|وش|ليه)')}(?: |$)`,
  'u',
);

function countOf(groups: Record<string, string | undefined> | undefined): number | undefined {
  const raw = groups?.n ?? groups?.n2 ?? groups?.n3 ?? groups?.n4;
  const n = raw === undefined ? undefined : numberOf(raw);
  return n !== undefined && n > 0 ? n : undefined;
}

/** What `text` asks of the request before it, or null when it is not a bare follow-up. */
export function followUpOf(text: string): FollowUp | null {
  const words = requestWords(text);
  const folded = words.text;
  if (!folded) return null;
  if (ONE.test(folded)) return { kind: 'more', count: 1 };
  const some = SOME_QUESTIONS.exec(folded);
  if (some) return { kind: 'questions', count: countOf(some.groups) };
  if (DEEPER.test(folded)) return { kind: 'deeper' };
  if (MORE.test(folded)) return { kind: 'more' };
  const page = PAGE.exec(folded);
  const pageNumber = page ? countOf(page.groups) : undefined;
  if (pageNumber !== undefined) return { kind: 'page', page: pageNumber };
  const topic = TOPIC_SWITCH.exec(folded);
  const rest = topic?.groups?.rest ?? '';
  // Only a short noun phrase: "and why does it heat up?" is a question of its own.
  if (!topic || rest.split(' ').length > MAX_TOPIC_WORDS || ASKS.test(rest)) return null;
  if (classifyIntent(rest).kind !== 'question' || /[?؟]/u.test(text.slice(0, -1))) return null;
  // The topic as typed: the last words of the message, as many as the folded rest has.
  const typed = words.typed.filter((_, i) => words.folded[i]);
  const n = rest.split(' ').length;
  // A glued "و" / "وال" of "والمقاومة" stays with the topic word: drop the conjunction only.
  const subject = typed
    .slice(-n)
    .join(' ')
    .replace(/^و(?=ال)/u, '');
  return { kind: 'topic', subject };
}

/** Earlier messages looked at, newest first: a follow-up of a follow-up still finds its request. */
const MAX_EARLIER = 6;

/**
 * The request a follow-up repeats, read from the student's earlier messages of the chat (oldest
 * first), or null when `text` is no follow-up or nothing before it was a study request.
 */
export function resolveFollowUp(text: string, earlier: readonly string[]): Intent | null {
  const follow = followUpOf(text);
  if (!follow) return null;
  const base = requestBefore(earlier.slice(-MAX_EARLIER));
  if (!base) return null;
  const { intent, given } = base;
  switch (follow.kind) {
    case 'more':
    case 'questions':
      if (intent.kind === 'quiz')
        return {
          ...intent,
          count: follow.count ?? (follow.kind === 'more' ? intent.count : undefined),
          skip: given,
        };
      if (intent.kind === 'explain' && follow.kind === 'more') return { ...intent, more: true };
      return null;
    case 'deeper':
      return intent.kind === 'explain' ? { ...intent, more: true } : null;
    case 'page':
      return intent.kind === 'summarize' || intent.kind === 'quiz'
        ? { ...intent, page: follow.page, skip: undefined, thisFile: false }
        : null;
    case 'topic':
      return { ...intent, subject: follow.subject, page: undefined, skip: undefined };
  }
}

/**
 * The latest study request among `earlier` (summarize, quiz, explain), itself resolved when it
 * was a follow-up, and for a quiz how many of its questions were given so far in this chat.
 */
function requestBefore(earlier: readonly string[]): { intent: Intent; given: number } | null {
  for (let i = earlier.length - 1; i >= 0; i--) {
    const said = earlier[i]!;
    const resolved = resolveFollowUp(said, earlier.slice(0, i));
    const intent = resolved ?? classifyIntent(said);
    if (intent.kind !== 'summarize' && intent.kind !== 'quiz' && intent.kind !== 'explain') {
      // A question in between: the follow-up is about it, not about a request before it.
      if (intent.kind === 'question') return null;
      continue;
    }
    const asked = intent.kind === 'quiz' ? (intent.count ?? DEFAULT_QUIZ_QUESTIONS) : 0;
    return { intent, given: (intent.skip ?? 0) + asked };
  }
  return null;
}

/** Cheap pre-check for the caller: whether earlier messages are worth loading for `text`. */
export function mayBeFollowUp(text: string): boolean {
  return followUpOf(text) !== null;
}
