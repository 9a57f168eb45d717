// "summarize page 2 / this file / <file name> / topic X": the most central sentences of that
// page, file or topic (central-sentences.ts), in reading order, each cited. A page or file that
// does not exist gets a plain answer listing what does.
import { toSources } from '../compose.js';
import { declineMessage } from '../decline-messages.js';
import type { MaterialChunk, MaterialDocument } from '../../search/material-reader.js';
import { withAntecedents } from './back-references.js';
import { centralSentences } from './central-sentences.js';
import { phrase } from './intent-phrases.js';
import { chunkToHit, Citations, type IntentContext, type IntentReply } from './intent-reply.js';
import { materialSentences, type MaterialSentence } from './material-sentences.js';
import { availableFilesList, topicNotFound } from './overview-reply.js';
import { resolveDocuments } from './resolve-document.js';
import { documentWords, meantDocuments, namesBot } from './document-words.js';
import { documentsOfKind } from './file-kinds.js';
import { documentsByTitle, saysFileOrSection } from './document-titles.js';
import { documentByContent } from './documents-by-content.js';
import {
  inStudentLanguage,
  topicCore,
  topicCoverage,
  topicMaterial,
  topicSections,
} from './topic-passages.js';
import type { SearchHit } from '../../search/search-index.js';

const PAGE_SENTENCES = 5;
const FILE_SENTENCES = 7;
const TOPIC_SENTENCES = 5;
const FILE_SAMPLE_CHUNKS = 40;
const PAGE_CHUNKS = 20;
const MAX_CHARS = 1400;
/** A topic summary needs sentences holding at least this share of the topic's terms. */
const MIN_TOPIC_COVERAGE = 0.5;
/** A topic's own section with this many sentences is its summary, without its mentions elsewhere. */
const MIN_SECTION_SENTENCES = 2;
/** Sentences in the student's language enough for a topic summary without the other language's. */
const MIN_SAME_LANGUAGE = 2;

const displayName = (d: MaterialDocument): string => d.filename;

/** "- sentence [n]" lines for chosen sentences, and the reply's sources. */
export function citedList(
  chosen: readonly MaterialSentence[],
  passages: readonly SearchHit[],
): {
  lines: string[];
  citedPassages: number[];
  sourcesFor: (text: string) => ReturnType<typeof toSources>;
} {
  const citations = new Citations();
  const lines = chosen.map((s) => `- ${s.text} ${citations.marker(s.chunk)}`);
  return {
    lines,
    citedPassages: citations.cited,
    sourcesFor: (text) => toSources(passages, citations.cited, text),
  };
}

function summaryOf(
  title: string,
  chunks: readonly MaterialChunk[] | readonly SearchHit[],
  chosen: readonly MaterialSentence[],
  task: string,
): IntentReply {
  const passages = chunks.map((c) => ('score' in c ? c : chunkToHit(c)));
  const { lines, citedPassages, sourcesFor } = citedList(chosen, passages);
  const text = [title, '', ...lines].join('\n');
  return { text, sources: sourcesFor(text), grounding: { passages, citedPassages, task } };
}

/** Content sentences, or when a page has none (a slide of short lines), its longer lines. */
function pick(sentences: readonly MaterialSentence[], count: number): MaterialSentence[] {
  const chosen = centralSentences(sentences, { maxSentences: count, maxChars: MAX_CHARS });
  if (chosen.length > 0) return withAntecedents(chosen, sentences);
  return sentences
    .filter((s) => !s.heading && s.text.split(/\s+/u).length >= 3 && /\p{L}{3}/u.test(s.text))
    .slice(0, count);
}

async function summarizePage(
  ctx: IntentContext,
  document: MaterialDocument,
  page: number,
): Promise<IntentReply> {
  const language = ctx.intent.language;
  const file = displayName(document);
  const chunks = await ctx.reader.documentChunks(ctx.botId, document, { page, limit: PAGE_CHUNKS });
  if (chunks.length === 0) {
    const pages =
      document.pages === 1
        ? phrase(language, 'page1')
        : phrase(language, 'pages', { n: document.pages });
    return { text: phrase(language, 'noSuchPage', { file, page, pages }), sources: [] };
  }
  const chosen = pick(materialSentences(chunks, ctx.languages), PAGE_SENTENCES);
  if (chosen.length === 0)
    return { text: phrase(language, 'nothingToSummarize', { file, page }), sources: [] };
  return summaryOf(
    phrase(language, 'summaryOfPage', { page, file }),
    chunks,
    chosen,
    `a summary of page ${page} of ${file}`,
  );
}

async function summarizeDocuments(
  ctx: IntentContext,
  documents: readonly MaterialDocument[],
): Promise<IntentReply> {
  const language = ctx.intent.language;
  const perDocument = Math.max(4, Math.floor(FILE_SAMPLE_CHUNKS / documents.length));
  const chunks = (
    await Promise.all(
      documents.map((d) => ctx.reader.documentChunks(ctx.botId, d, { limit: perDocument })),
    )
  ).flat();
  const file =
    documents.length === 1 ? displayName(documents[0]!) : documents[0]!.filename.split('/')[0]!;
  const chosen = pick(materialSentences(chunks, ctx.languages), FILE_SENTENCES);
  if (chosen.length === 0) return { text: declineMessage(language), sources: [] };
  return summaryOf(
    phrase(language, 'summaryOfFile', { file }),
    chunks,
    chosen,
    `a summary of the file ${file}`,
  );
}

async function summarizeTopic(ctx: IntentContext, topic: string): Promise<IntentReply> {
  const language = ctx.intent.language;
  const material = await topicMaterial(ctx, topic);
  // The topic's own section and the sentences holding all of it, when the notes have them: a
  // sentence sharing one of its words ("Ohm's law ... potential difference across it" for
  // "potential difference") is about something else. A task or answer key summarizes no topic.
  // The topic's own section(s) alone when they say enough: "A component with a high resistance
  // ... potential difference" elsewhere is about resistance.
  const sections = topicSections(material).filter((s) => !s.exercise);
  const core =
    sections.length >= MIN_SECTION_SENTENCES
      ? sections
      : sections.length > 0
        ? topicCore(material).filter((s) => !s.exercise)
        : [];
  const about = inStudentLanguage(
    core.length > 0
      ? core
      : material.sentences.filter(
          (s) => s.content && !s.exercise && topicCoverage(s, material.terms) >= MIN_TOPIC_COVERAGE,
        ),
    language,
    MIN_SAME_LANGUAGE,
  );
  if (about.length === 0) return topicNotFound(ctx, topic);
  const chosen = withAntecedents(
    centralSentences(about, {
      maxSentences: TOPIC_SENTENCES,
      maxChars: MAX_CHARS,
      boost: material.terms,
    }),
    material.sentences,
  );
  return summaryOf(
    phrase(language, 'summaryOfTopic', { topic }),
    material.passages,
    chosen,
    `a summary of what the materials say about "${topic}"`,
  );
}

async function askWhichFile(
  ctx: IntentContext,
  key: 'whichFile' | 'notFound',
  name = '',
): Promise<IntentReply> {
  const language = ctx.intent.language;
  return {
    text: [phrase(language, key, { name }), await availableFilesList(ctx, language)].join('\n'),
    sources: [],
  };
}

/**
 * "page 3 of the magnetism file" when the name (or the word for a file) also fits a one-page
 * sheet: the file that has the page, if another one matches by name, title or content.
 */
async function withAskedPage(
  ctx: IntentContext,
  scope: MaterialDocument[] | null,
  documents: readonly MaterialDocument[],
): Promise<MaterialDocument[] | null> {
  const { page, subject } = ctx.intent;
  if (!scope || page === undefined || scope.some((d) => d.pages >= page)) return scope;
  const withPage = documents.filter((d) => d.pages >= page);
  const other = resolveDocuments(subject, withPage);
  if (other) return other.documents;
  const titled = await documentsByTitle(ctx, subject, documents, page);
  if (titled?.documents.length === 1) return titled.documents;
  // No other name or title says it: the file whose text is about it (documents-by-content.ts).
  const about = await documentByContent(ctx, subject, withPage);
  return about ? [about] : scope;
}

export async function summarizeReply(ctx: IntentContext): Promise<IntentReply | null> {
  const { intent } = ctx;
  const documents = await ctx.reader.documents(ctx.botId);
  if (documents.length === 0) return { text: phrase(intent.language, 'noFilesYet'), sources: [] };
  const page = intent.page;
  const named = intent.subject ? resolveDocuments(intent.subject, documents) : null;
  const oneFile = new Set(documents.map((d) => d.fileId)).size === 1;
  let scope: MaterialDocument[] | null = named?.documents ?? null;
  scope = await withAskedPage(ctx, scope, documents);
  // "the forces slides", "الصورة", "ملف الأحماض": a file meant by a word for it, not a topic.
  const said = documentWords(intent.subject);
  if (!scope && said.saidFile)
    scope = await withAskedPage(ctx, meantDocuments(said, ctx.botName, documents), documents);
  if (!scope && namesBot(intent.subject, ctx.botName, documents)) scope = [...documents];
  // "الوحدة" for Unit3_Restless_Earth.pdf, "the worksheet" for ورقة_عمل_...: its kind, either language.
  if (!scope) {
    const ofKind = documentsOfKind(intent.subject || (intent.fileWord ?? ''), documents);
    if (ofKind) scope = await withAskedPage(ctx, ofKind, documents);
  }
  // "ملف الدم", "عرض التضاريس", "chapter 6": a file named by its own title or its kind.
  if (
    !scope &&
    intent.subject &&
    (page !== undefined || intent.thisFile || saysFileOrSection(intent.subject))
  ) {
    const titled = await documentsByTitle(ctx, intent.subject, documents, page);
    if (titled?.documents.length === 1) scope = titled.documents;
  }

  if (!scope && intent.subject && intent.page === undefined && !intent.thisFile) {
    if (!said.saidFile || said.rest) {
      // A word for a file that names none of them may be the lesson's own word ("اختبار النشا
      // في الورقة": the leaf, not a sheet): the whole subject is tried as the topic first.
      if (said.saidFile) {
        const whole = await summarizeTopic(ctx, intent.subject);
        if (whole.sources.length > 0) return whole;
      }
      const topic = await summarizeTopic(ctx, said.rest || intent.subject);
      // A file the student named that is not there: say so and list the files, not "not covered".
      if (topic.sources.length > 0 || !said.saidFile) return topic;
      return askWhichFile(ctx, 'notFound', said.rest);
    }
  }
  if (!scope && oneFile) scope = documents;
  if (!scope && intent.page !== undefined) {
    const withPage = documents.filter((d) => d.pages >= intent.page!);
    if (withPage.length === 0) return askWhichFile(ctx, 'notFound', intent.subject);
    if (withPage.length === 1) scope = withPage;
    else if (intent.subject) {
      const about = await documentByContent(ctx, intent.subject, withPage);
      if (about) scope = [about];
    }
  }
  if (!scope)
    return intent.subject
      ? askWhichFile(ctx, 'notFound', intent.subject)
      : askWhichFile(ctx, 'whichFile');

  if (intent.page === undefined) return summarizeDocuments(ctx, scope);
  const withPage = scope.filter((d) => d.pages >= intent.page!);
  if (withPage.length === 1 || (scope.length === 1 && withPage.length === 0)) {
    return summarizePage(ctx, withPage[0] ?? scope[0]!, intent.page);
  }
  if (withPage.length === 0) {
    const language = intent.language;
    return {
      text: [
        phrase(language, 'noSuchPageAny', { page: intent.page }),
        await availableFilesList(ctx, language),
      ].join('\n'),
      sources: [],
    };
  }
  return askWhichFile(ctx, 'whichFile');
}
