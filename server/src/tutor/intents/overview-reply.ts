// Replies that describe the bot instead of quoting it: greetings, thanks, "what can you help
// with" and "which files / topics do you have". They name the bot's files and the main topics
// derived from its own text (main-topics.ts), and the state of files not yet usable.
import type { BotFileState } from '../bot-files.js';
import { fileStateNote } from '../answer/decline-reply.js';
import { phrase } from './intent-phrases.js';
import type { IntentContext, IntentReply } from './intent-reply.js';
import type { IntentLanguage } from './intent.js';
import { mainTopics, type DocumentTopics } from './main-topics.js';
import { resolveDocuments } from './resolve-document.js';

const GREETING_TOPICS_PER_FILE = 1;
/** A greeting stays a short message: about 500 characters, a short line more per file past 4. */
const GREETING_MAX_CHARS = 500;
const GREETING_CHARS_PER_EXTRA_FILE = 60;
/** Files a greeting names; a bot with more ends the list with "…(+n)". */
const GREETING_FILES = 10;
const greetingBudget = (files: number): number =>
  GREETING_MAX_CHARS + Math.max(0, files - 4) * GREETING_CHARS_PER_EXTRA_FILE;

interface FileOverview {
  name: string;
  state?: BotFileState;
  documents: DocumentTopics[];
}

/** Indexed documents grouped per uploaded file, with the files that have none (failed, pending). */
function overview(
  topics: readonly DocumentTopics[],
  files: readonly BotFileState[] | undefined,
): FileOverview[] {
  const out: FileOverview[] = [];
  const byFile = new Map<string, FileOverview>();
  for (const d of topics) {
    let entry = byFile.get(d.document.fileId);
    if (!entry) {
      const state = files?.find((f) => f.fileId === d.document.fileId);
      const slash = d.document.filename.indexOf('/');
      entry = {
        name:
          state?.filename ??
          (slash > 0 ? d.document.filename.slice(0, slash) : d.document.filename),
        state,
        documents: [],
      };
      byFile.set(d.document.fileId, entry);
      out.push(entry);
    }
    entry.documents.push(d);
  }
  for (const f of files ?? []) {
    if (!byFile.has(f.fileId) && f.status !== 'COMPLETED')
      out.push({ name: f.filename, state: f, documents: [] });
  }
  // Upload order, as the teacher sees the files.
  const order = (entry: FileOverview) => {
    const at = files?.findIndex((f) => f.fileId === entry.state?.fileId) ?? -1;
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  return out
    .map((entry, i) => ({ entry, i }))
    .sort((a, b) => order(a.entry) - order(b.entry) || a.i - b.i)
    .map((x) => x.entry);
}

function stateNote(language: IntentLanguage, state: BotFileState | undefined): string | null {
  if (state?.status === 'FAILED')
    return phrase(language, 'failed', { error: state.error ?? '' }).replace(/:\s*$/u, '');
  if (state?.status === 'PROCESSING') return phrase(language, 'processing');
  return null;
}

function pagesLabel(language: IntentLanguage, pages: number): string {
  return pages === 1 ? phrase(language, 'page1') : phrase(language, 'pages', { n: pages });
}

/** "name (3 pages): topic, topic" lines, one per file, members of a zip indented below it. */
export function fileLines(
  language: IntentLanguage,
  files: readonly FileOverview[],
  withTopics: boolean,
  /** A zip on one line (its member count and first topics), as a short greeting needs. */
  compactZips = false,
): string[] {
  const sep = language === 'ar' ? '، ' : ', ';
  const lines: string[] = [];
  files.forEach((f, i) => {
    const note = stateNote(language, f.state);
    if (note || f.documents.length === 0) {
      lines.push(`${i + 1}. ${f.name}: ${note ?? phrase(language, 'processing')}`);
      return;
    }
    const single = f.documents.length === 1 && !f.documents[0]!.document.filename.includes('/');
    if (single) {
      const d = f.documents[0]!;
      const topics = withTopics && d.topics.length > 0 ? `: ${d.topics.join(sep)}` : '';
      lines.push(`${i + 1}. ${f.name} (${pagesLabel(language, d.document.pages)})${topics}`);
      return;
    }
    if (compactZips) {
      const topics = withTopics ? f.documents.flatMap((d) => d.topics.slice(0, 1)) : [];
      const count = phrase(language, 'filesCount', { n: f.documents.length });
      lines.push(`${i + 1}. ${f.name} (${count})${topics.length ? `: ${topics.join(sep)}` : ''}`);
      return;
    }
    lines.push(`${i + 1}. ${f.name}, ${phrase(language, 'members')}:`);
    for (const d of f.documents) {
      const member = d.document.filename.slice(d.document.filename.indexOf('/') + 1);
      const topics = withTopics && d.topics.length > 0 ? `: ${d.topics.join(sep)}` : '';
      lines.push(`   - ${member} (${pagesLabel(language, d.document.pages)})${topics}`);
    }
  });
  return lines;
}

/** Topics named in a "not found" reply: enough to pick from, short enough to read. */
const NOT_FOUND_TOPICS = 6;

/**
 * A quiz or summary topic the materials do not speak of: said plainly, with the topics they do
 * cover, so a student who wrote it in the other language or other words can pick one, and with
 * the files the tutor could not read. No citations: nothing was quoted.
 */
export async function topicNotFound(ctx: IntentContext, topic: string): Promise<IntentReply> {
  const language = ctx.intent.language;
  const topics = await mainTopics(ctx.reader, ctx.botId, ctx.languages);
  // One topic per file first, so every file is represented.
  const perFile = [0, 1, 2, 3].flatMap((i) => topics.map((d) => d.topics[i]));
  const named = [...new Set(perFile.filter((t): t is string => Boolean(t)))].slice(
    0,
    NOT_FOUND_TOPICS,
  );
  const sep = language === 'ar' ? '، ' : ', ';
  const lines = [phrase(language, 'topicNotFound', { topic })];
  if (named.length > 0) lines.push(phrase(language, 'askAbout', { topics: named.join(sep) }));
  const note = fileStateNote(ctx.files, language);
  if (note) lines.push(note);
  return { text: lines.join(' '), sources: [] };
}

/** The list used when a file or page cannot be found ("which file do you mean?"). */
export async function availableFilesList(
  ctx: IntentContext,
  language: IntentLanguage,
): Promise<string> {
  const topics = await mainTopics(ctx.reader, ctx.botId, ctx.languages);
  return fileLines(language, overview(topics, ctx.files), false).join('\n');
}

const topicsOf = (files: readonly FileOverview[]): DocumentTopics[] =>
  files.flatMap((f) => f.documents);

/** A short topic for the "try: quiz me on X" hint, in the student's script when there is one. */
function exampleTopic(
  topics: readonly DocumentTopics[],
  language: IntentLanguage,
  shown: readonly DocumentTopics[] = [],
): string {
  // Two to four words without a colon read as a topic ("Limiting factors"); a lone word ("Row")
  // or a title with a colon ("ملاحظات: البناء الضوئي") reads as a label. A topic the reply
  // already shows comes first, so the hint names something the student just read.
  const words = (t: string) => t.split(/\s+/u).length;
  const usable = (list: readonly DocumentTopics[], most: number) => {
    const all = list.flatMap((d) => d.topics).filter((t) => words(t) <= most && !t.includes(':'));
    return [...all.filter((t) => words(t) >= 2), ...all.filter((t) => words(t) < 2)];
  };
  // A short title the student can see, then any short one, then a longer one they can see (a
  // long hint would push the topics out of a greeting that must stay short).
  const short = [...usable(shown, 4), ...usable(topics, 4), ...usable(shown, 6)];
  const arabic = (t: string) => /\p{Script=Arabic}/u.test(t);
  const topic = short.find((t) => arabic(t) === (language === 'ar')) ?? short[0];
  return topic ?? phrase(language, 'theMaterials');
}

/**
 * A greeting's topics for one document: short titles first (two to four words, then one), so
 * a long first title ("Calculate the following function by Matlab using function") does not
 * push every topic out of a greeting that must stay short.
 */
function greetingTopics(topics: readonly string[], count: number): string[] {
  const words = (t: string) => t.split(/\s+/u).length;
  const short = [
    ...topics.filter((t) => words(t) >= 2 && words(t) <= 4),
    ...topics.filter((t) => words(t) < 2),
  ];
  return (short.length > 0 ? short : topics).slice(0, count);
}

export async function overviewReply(ctx: IntentContext): Promise<IntentReply> {
  const { intent } = ctx;
  const language = intent.language;
  const topics = await mainTopics(ctx.reader, ctx.botId, ctx.languages);
  const files = overview(topics, ctx.files);
  const usable = files.some((f) => f.documents.length > 0);
  const bot = ctx.botName;
  const reply = (text: string): IntentReply => ({ text, sources: [] });

  if (intent.kind === 'thanks') return reply(phrase(language, 'welcome'));

  if (intent.kind === 'files') {
    const named = intent.subject
      ? resolveDocuments(
          intent.subject,
          topics.map((t) => t.document),
        )
      : null;
    const shown = named
      ? overview(
          topics.filter((t) => named.documents.includes(t.document)),
          undefined,
        )
      : files;
    if (!usable && !named)
      return reply(
        files.length > 0
          ? [phrase(language, 'noFilesYet'), '', ...fileLines(language, files, false)].join('\n')
          : phrase(language, 'noFilesYet'),
      );
    return reply(
      [
        named ? '' : phrase(language, 'filesTitle', { bot }),
        ...fileLines(language, shown, true),
        '',
        phrase(language, 'tryAsking', {
          topic: exampleTopic(
            named ? topics.filter((t) => named.documents.includes(t.document)) : topics,
            language,
          ),
        }),
      ]
        .filter((line, i) => i > 0 || line)
        .join('\n'),
    );
  }

  // Greeting or "what can you help with": short, naming the files and a few topics each.
  const opening =
    intent.kind === 'greeting'
      ? phrase(language, 'hello', { bot })
      : phrase(language, 'canHelp', { bot });
  if (!usable) {
    const lines = files.length > 0 ? ['', ...fileLines(language, files, false)] : [];
    return reply([opening, phrase(language, 'noFilesYet'), ...lines].join('\n'));
  }
  // Short: each file with its first topic, then names only, then fewer files, until it fits.
  const compose = (count: number, topics: number, short = false): string => {
    const brief = files.slice(0, count).map((f) => ({
      ...f,
      documents: f.documents.map((d) => ({
        ...d,
        topics: short ? greetingTopics(d.topics, topics) : d.topics.slice(0, topics),
      })),
    }));
    const more = files.length > count ? [`…(+${files.length - count})`] : [];
    return [
      opening,
      phrase(language, 'covers'),
      ...fileLines(language, brief, topics > 0, true),
      ...more,
      '',
      phrase(language, 'tryAsking', {
        // A real topic even when the short list shows none: "quiz me on the study materials"
        // is no example a student can use.
        topic: exampleTopic(topicsOf(files), language, topics > 0 ? topicsOf(brief) : []),
      }),
    ].join('\n');
  };
  // Every file is named (a student asking what they can ask must see all of them): first each
  // file with its first topic, then its short titles (a long first title must not push every
  // topic out), then names only. Only a bot of more than GREETING_FILES files is cut short.
  const shown = Math.min(files.length, GREETING_FILES);
  let text = compose(shown, GREETING_TOPICS_PER_FILE);
  for (const [topics, short] of [
    [GREETING_TOPICS_PER_FILE, true],
    [0, false],
  ] as const) {
    if (text.length <= greetingBudget(shown)) break;
    text = compose(shown, topics, short);
  }
  return reply(text);
}
