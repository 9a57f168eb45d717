// "quiz me / give me N questions on X / اختبرني": N questions (default 4, at most 10) built
// from the materials' sentences about X (or about a named page or file), numbered, with an
// "Answers" section after them quoting and citing the sentence each answer comes from.
import { toSources } from '../compose.js';
import { declineMessage } from '../decline-messages.js';
import type { SearchHit } from '../../search/search-index.js';
import type { MaterialDocument } from '../../search/material-reader.js';
import { centralityScores } from './central-sentences.js';
import { phrase } from './intent-phrases.js';
import { chunkToHit, Citations, type IntentContext, type IntentReply } from './intent-reply.js';
import {
  mainlyArabic,
  materialSentences,
  sentenceIdf,
  type MaterialSentence,
} from './material-sentences.js';
import { statesFact } from './quiz-facts.js';
import { quizQuestion, type QuizQuestion } from './quiz-questions.js';
import { termEvidence } from './quiz-evidence.js';
import { resolveDocuments } from './resolve-document.js';
import { DEFAULT_QUIZ_QUESTIONS } from './intent.js';
import { documentWords, meantDocuments, namesBot } from './document-words.js';
import { documentsOfKind } from './file-kinds.js';
import {
  heldTopicTerms,
  topicCore,
  topicCoverage,
  topicMaterial,
  topicSections,
} from './topic-passages.js';
import { EDGE_FILLER } from './intent-rules.js';
import { topicNotFound } from './overview-reply.js';
import { foldWord } from './request-words.js';
import { analyze } from '../../search/analyzer/analyzer.js';
import { sameFileSentences } from './quiz-widening.js';

const MAX_QUESTIONS = 10;
/** A quiz asked for without a count is padded from the topic's file up to this many questions. */
const MIN_UNCOUNTED_QUESTIONS = 2;
const SAMPLE_CHUNKS = 40;
const TOPIC_PASSAGES = 12;
const MIN_TOPIC_COVERAGE = 0.5;
const MIN_WORDS = 6;
const MAX_WORDS = 45;

/** Phrases of two and three words (folded) the sentences use more than once. */
function repeatedPhrases(sentences: readonly MaterialSentence[]): Set<string> {
  const seen = new Map<string, number>();
  for (const text of new Set(sentences.map((s) => s.text))) {
    const words = text.split(/\s+/u).map((w) => foldWord(w.replace(/^\p{P}+|\p{P}+$/gu, '')));
    for (let n = 2; n <= 3; n++)
      for (let i = 0; i + n <= words.length; i++) {
        const phrase = words.slice(i, i + n).join(' ');
        seen.set(phrase, (seen.get(phrase) ?? 0) + 1);
      }
  }
  return new Set([...seen].filter(([, k]) => k >= 2).map(([p]) => p));
}

function trimFiller(text: string): string {
  const words = text.split(/\s+/u).filter(Boolean);
  while (words.length > 0 && EDGE_FILLER.has(foldWord(words[0]!))) words.shift();
  while (words.length > 0 && EDGE_FILLER.has(foldWord(words[words.length - 1]!))) words.pop();
  return words.join(' ');
}

async function scopedMaterial(
  ctx: IntentContext,
  documents: readonly MaterialDocument[],
): Promise<{ passages: SearchHit[]; sentences: MaterialSentence[] }> {
  const page = ctx.intent.page;
  const per = Math.max(4, Math.floor(SAMPLE_CHUNKS / Math.max(1, documents.length)));
  const chunks = (
    await Promise.all(
      documents.map((d) =>
        ctx.reader.documentChunks(
          ctx.botId,
          d,
          page !== undefined ? { page, limit: 20 } : { limit: per },
        ),
      ),
    )
  ).flat();
  const passages = chunks.map(chunkToHit);
  return { passages, sentences: materialSentences(passages, ctx.languages) };
}

/**
 * `wholeSubjectAsTopic`: the subject's words that named a file ("series and parallel" of
 * "Worksheet_Series_Parallel.pdf") are read as the topic across every file instead, for when
 * the named file gives no quiz sentence (a worksheet is all tasks); a file found by its kind
 * alone is then left out, and the quiz is on the subject as before.
 */
export async function quizReply(
  ctx: IntentContext,
  wholeSubjectAsTopic = false,
): Promise<IntentReply> {
  const { intent } = ctx;
  const language = intent.language;
  const count = Math.min(intent.count ?? DEFAULT_QUIZ_QUESTIONS, MAX_QUESTIONS);
  const documents = await ctx.reader.documents(ctx.botId);
  if (documents.length === 0) return { text: phrase(language, 'noFilesYet'), sources: [] };

  // "quiz me on the logic glossary terms": the glossary file; a topic otherwise.
  const said = documentWords(intent.subject);
  // "quiz me on the slides", "اختبرني في العرض": the one file of that kind, in either language.
  const ofKind = wholeSubjectAsTopic
    ? null
    : documentsOfKind(intent.subject || (intent.fileWord ?? ''), documents);
  const meant =
    (said.saidFile
      ? meantDocuments(said, ctx.botName, documents)
      : namesBot(intent.subject, ctx.botName, documents)
        ? [...documents]
        : null) ?? ofKind;
  const named =
    (intent.subject || meant) && !wholeSubjectAsTopic
      ? (resolveDocuments(intent.subject, documents, 0.6) ??
        (meant ? { documents: meant, rest: '', strength: 1 } : null))
      : null;
  const topic = trimFiller(named ? named.rest : intent.subject);
  let passages: SearchHit[];
  let candidates: MaterialSentence[];
  let avoid = new Set<string>();
  let boost: Map<string, number> | undefined;
  // Sentences of the passages on the topic that do not name it themselves: drawn on only when
  // the topic's own sentences give fewer questions than asked for.
  let sameChunks: MaterialSentence[] = [];
  // Sentences holding the topic's words the notes use, when some of its words are in none of
  // them (heldTopicTerms): drawn on last, and only when the others give too few questions.
  let mainWords: MaterialSentence[] = [];
  // Headings name the lesson's terms: a word of one is a fair answer whatever its form.
  let headings: MaterialSentence[] = [];
  // Every sentence read for the quiz: what tells the lesson's terms from its other words.
  let pool: MaterialSentence[] = [];
  // The topic's own section: its sentences come before mentions of the topic elsewhere.
  let sections = new Set<MaterialSentence>();
  if (
    topic &&
    !(
      named && /^(?:terms?|definitions?|words?|vocabulary|مصطلحات|المصطلحات|تعريفات)$/iu.test(topic)
    )
  ) {
    const material = await topicMaterial(
      ctx,
      topic,
      TOPIC_PASSAGES,
      named ? new Set(named.documents.map((d) => d.filename)) : undefined,
    );
    passages = material.passages;
    // The topic's own section and the sentences holding all of it, when the notes have them;
    // else every sentence holding half its weight. A sentence sharing one word of a two-word
    // topic is about something else ("مدينة السلام" in a quiz on "السلامة الكهربائية").
    // Without a section of its own ("الجبال والهضاب" over two slides) the topic is in the
    // sentences holding half its weight, each part in its own.
    sections = new Set(topicSections(material));
    candidates =
      sections.size > 0
        ? topicCore(material)
        : material.sentences.filter((s) => topicCoverage(s, material.terms) >= MIN_TOPIC_COVERAGE);
    avoid = new Set(material.terms.keys());
    boost = material.terms;
    headings = material.sentences.filter((s) => s.heading);
    pool = material.sentences;
    const topicChunks = new Set(candidates.map((s) => s.chunk));
    // A passage with the topic's own section goes on to other sections: those are other topics.
    sameChunks =
      sections.size > 0
        ? []
        : material.sentences.filter((s) => topicChunks.has(s.chunk) && !candidates.includes(s));
    const held = sections.size > 0 ? null : heldTopicTerms(material);
    if (held)
      mainWords = material.sentences
        .map((s) => ({ s, coverage: topicCoverage(s, held) }))
        .filter(
          (x) =>
            x.coverage >= MIN_TOPIC_COVERAGE &&
            !candidates.includes(x.s) &&
            !sameChunks.includes(x.s),
        )
        .sort((a, b) => b.coverage - a.coverage)
        .map((x) => x.s);
  } else {
    const scope =
      named?.documents ??
      (intent.page !== undefined ? documents.filter((d) => d.pages >= intent.page!) : documents);
    ({ passages, sentences: candidates } = await scopedMaterial(ctx, scope.slice(0, 8)));
    headings = candidates.filter((s) => s.heading);
    pool = candidates;
  }
  const keyTerms = new Set(headings.flatMap((s) => s.stems));
  const quizzable = (s: MaterialSentence) => {
    const n = s.text.split(/\s+/u).length;
    // A question in the material is no quiz sentence: its answer is not in it.
    // Nor is a worksheet's task or answer key ("Find the combined resistance ...", "ج: ..."),
    // nor a sentence about the text, an aside or a line cut short (statesFact).
    return s.content && !s.exercise && n >= MIN_WORDS && n <= MAX_WORDS && statesFact(s.text);
  };
  // When the sentences naming the topic make no question ("I and j is Index of matrix"), the
  // rest of their passage does ("The element in row i and column j of A is denoted by A(i,j).").
  const onTopic = candidates.filter(quizzable);
  const primary = onTopic.length > 0 ? onTopic : sameChunks.filter(quizzable);
  const fallback =
    primary.length + sameChunks.length < count * 2 ? mainWords.filter(quizzable) : [];
  const all = [...primary, ...fallback];
  if (all.length === 0)
    return named && ((!said.saidFile && !meant) || meant === ofKind)
      ? quizReply(ctx, true)
      : topic
        ? topicNotFound(ctx, topic)
        : { text: declineMessage(language), sources: [] };

  // Central sentences first: they carry the material's main ideas.
  const scores = centralityScores(all, boost);
  // On a bilingual bot the student's language first: an English request is quizzed on the
  // English notes while they give questions, then on the other language's.
  const ownLanguage = (s: MaterialSentence) => mainlyArabic(s.text) === (language === 'ar');
  const ranked = all
    .map((s, i) => ({
      s,
      score:
        scores[i]! +
        (i < primary.length ? 4e6 : 0) +
        (ownLanguage(s) ? 2e6 : 0) +
        (sections.has(s) ? 1e6 : 0),
    }))
    .sort((a, b) => b.score - a.score)
    .map((x) => x.s);
  // A key term: used more than once in the material, yet not everywhere.
  const weightOver = (sentences: readonly MaterialSentence[]) => {
    const idf = sentenceIdf(sentences);
    const tf = new Map<string, number>();
    for (const s of sentences) for (const stem of s.stems) tf.set(stem, (tf.get(stem) ?? 0) + 1);
    return (stem: string): number => (idf.get(stem) ?? 0) * ((tf.get(stem) ?? 0) >= 2 ? 1.5 : 1);
  };
  const weight = weightOver(all);
  // The words the student named the quiz by (a file's topic: "الدولة العباسية", "acids and
  // bases") are in every sentence of it: blanking one gives the answer away.
  if (named && intent.subject)
    for (const t of analyze(intent.subject, ctx.languages)) avoid.add(t.stem);
  const repeated = repeatedPhrases([...all, ...sameChunks]);
  const evidence = termEvidence([...pool, ...all]);
  const questions: QuizQuestion[] = [];
  const answers = new Set<string>();
  const order = [
    ...ranked.slice(0, primary.length),
    ...sameChunks.filter(quizzable).sort((a, b) => Number(ownLanguage(b)) - Number(ownLanguage(a))),
    ...ranked.slice(primary.length),
  ];
  // A follow-up ("another one") skips the questions this quiz gave before in the chat: the same
  // material ranks its sentences the same way, so they are the first `skip` built.
  const skip = intent.skip ?? 0;
  const build = (
    sentences: readonly MaterialSentence[],
    by: (stem: string) => number,
    upTo = skip + count,
  ) => {
    for (const s of sentences) {
      if (questions.length >= upTo) break;
      const q = quizQuestion(s, by, avoid, language, keyTerms, (p) => repeated.has(p), {
        ...evidence,
        asked: answers,
      });
      if (!q || answers.has(foldWord(q.answer))) continue;
      answers.add(foldWord(q.answer));
      questions.push(q);
    }
  };
  build(order, weight);
  // Fewer than the student asked for from the topic's own material: the rest of the files that
  // hold it, nearest pages first, before the quiz gives fewer. Without a count asked, the topic's
  // own questions are the quiz (a short section is not padded with the next section's), unless
  // they are one: a quiz is two questions at least (decision 105).
  const asked = intent.count !== undefined || skip > 0;
  const wanted = asked ? skip + count : Math.min(count, MIN_UNCOUNTED_QUESTIONS);
  if (topic && questions.length > 0 && questions.length < wanted) {
    const used = new Set([...all, ...sameChunks].map((s) => s.text));
    const wider = await sameFileSentences(ctx, documents, passages, all, used);
    const more = wider.sentences.filter(quizzable);
    if (more.length > 0) {
      passages = [...passages, ...wider.passages];
      build(more, weightOver([...all, ...more]), wanted);
    }
  }
  if (questions.length === 0)
    return named && ((!said.saidFile && !meant) || meant === ofKind)
      ? quizReply(ctx, true)
      : topic
        ? topicNotFound(ctx, topic)
        : { text: declineMessage(language), sources: [] };
  const built = questions.length;
  questions.splice(0, skip);
  // Reading order reads like the lesson.
  questions.sort(
    (a, b) => a.sentence.chunk - b.sentence.chunk || a.sentence.index - b.sentence.index,
  );

  // The student's own words name the quiz, also when they named the whole bot.
  const title =
    topic ||
    (meant && !said.saidFile ? intent.subject : '') ||
    // "give me 3 questions on acids and bases": the words that named the file, not its file name.
    (named && !said.saidFile ? trimFiller(intent.subject) : '') ||
    (named ? named.documents[0]!.filename.split('/')[0]!.replace(/\.\w{2,4}$/u, '') : ctx.botName);
  if (questions.length === 0)
    return { text: phrase(language, 'quizNoMore', { topic: title, n: built }), sources: [] };
  const citations = new Citations();
  // Numbered on from the questions given before, so "another one" reads as question 3, not 1.
  const number = (i: number) => skip + i + 1;
  const lines = [
    phrase(language, questions.length === 1 ? 'quizTitleOne' : 'quizTitle', {
      topic: skip > 0 ? `${title} ${phrase(language, 'more')}` : title,
      n: questions.length,
    }),
    '',
    ...questions.map((q, i) => `${number(i)}. ${q.prompt}`),
    '',
    phrase(language, 'answers'),
    ...questions.map(
      (q, i) =>
        `${number(i)}. **${q.answer}**: ${q.sentence.text} ${citations.marker(q.sentence.chunk)}`,
    ),
  ];
  if (questions.length < count && (intent.count !== undefined || skip > 0))
    lines.push('', phrase(language, 'quizTooFew', { n: questions.length, asked: count }));
  const text = lines.join('\n');
  return {
    text,
    sources: toSources(passages, citations.cited, text),
    grounding: {
      passages,
      citedPassages: citations.cited,
      task: `a quiz of ${questions.length} questions on "${title}" with the answers after them`,
    },
  };
}
