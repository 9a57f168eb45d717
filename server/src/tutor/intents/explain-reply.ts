// "explain / what is / define X", "اشرح / ما هو / عرّف X": the passage that defines X ("X is
// ...", "يُعرَّف X بأنه ...", a glossary line "X: ..."), then the sentences that add to it, each
// cited. A term the materials never name together, or a long "explain how ..." that names no
// term, is answered as an ordinary question instead (null): that path also asks across
// languages and declines with the state of the bot's files.
import { toSources } from '../compose.js';
import { Citations, type IntentContext, type IntentReply } from './intent-reply.js';
import { isTableLine, mainlyArabic, type MaterialSentence } from './material-sentences.js';
import { topicCoverage, topicMaterial } from './topic-passages.js';
import { foldWord } from './request-words.js';
import { definitionTerm, EN_JUDGING, glossaryTerm } from './quiz-questions.js';
import { standardizeQuestion } from '../colloquial/standardize-question.js';
import { withProcessNouns } from './process-nouns.js';
import { moreOnTerm } from './explain-more.js';
import { phrase } from './intent-phrases.js';
import { fromGlossaryTable } from './glossary-rows.js';

/** A term holds at most this many analyzed words; longer subjects are questions. */
const MAX_TERM_STEMS = 4;
/** Passages searched: a glossary line may rank below pages that use the term often. */
const EXPLAIN_PASSAGES = 24;
/** First words of a sentence that goes on about the one before it. */
const CONTINUES = new Set(
  'it its this these they their such هو هي وهو وهي هذا هذه وهذا وهذه كما ويتم وتتم'.split(' '),
);
const MIN_COVERAGE = 0.6;
/** A slide's first statement under a title naming the term: as good as "X is ...". */
const TITLED = 0.5;
const WHOLE_TERM = 0.999;
const MAX_COMPANIONS = 3;
/**
 * A glossary table's row of the term is written to define it: it leads over a chapter's
 * sentence that opens with the term ("Osmosis is the reason plant cells stay firm").
 */
const GLOSSARY_ENTRY = 0.3;
/**
 * Items of a section whose heading is the term asked ("Factors affecting climate", "العوامل
 * المؤثرة في المناخ"): the section is the explanation, so more of it is quoted, up to MAX_CHARS.
 */
const MAX_SECTION_ITEMS = 6;
/** With this many sentences from the definition's own section, no others are added. */
const MIN_FROM_SECTION = 2;
const MAX_CHARS = 1000;
/** Words (folded) that link a term to its definition right after it. */
const DEFINING = new Set(
  (
    'is are was means mean refers refer denotes describes defined called known consists ' +
    // A law or rule is stated: "Ohm's law states that ...".
    'states state says ' +
    'هو هي هم يعني تعني عباره يقصد يعرف تعرف يطلق يسمي تسمي'
  ).split(' '),
);
/** Words (folded) that open a sentence defining what follows: "يُعرَّف X بأنه", "we call X". */
const DEFINING_LEAD = new Set('يعرف تعرف يقصد المقصود نقصد يطلق نسمي we'.split(' '));

/** Folded words that may come before a term that opens its definition ("The enzyme is ..."). */
const TERM_LEAD = new Set(['', ...'a an the ان إن'.split(' '), ...DEFINING_LEAD]);
/** Folded words right before a term that the sentence names: "... called chlorophyll". */
const NAMING = new Set('called named termed يسمي تسمي يدعي تدعي'.split(' '));
const ARTICLES = new Set(['a', 'an', 'the']);
/** Folded words that open a definition right after a glossary term ("tautology A sentence ..."). */
const DEFINITION_OPENER = new Set('a an the any one ال'.split(' '));
/** How many words after the term its link ("is", "هو", ":") may come. */
const LINK_WINDOW = 4;

/** Longest ending a typed word may add to a term's stem ("magnet" of "magnetic", "التخثر"). */
const MAX_ENDING = 5;
/**
 * A typed word is a form of a term's stem: one starts the other and the rest is an ending or an
 * article ("magnetic" / "magnet", "التخثر" / "تخثر"), not a longer word ("electromagnets" is no
 * form of "electr").
 */
function sameWordOf(word: string, stem: string): boolean {
  const w = word.toLowerCase().replace(/^(?:[وفبك]?ال|لل)(?=\p{L}{3})/u, '');
  const t = stem.toLowerCase();
  if (w.startsWith(t)) return w.length - t.length <= MAX_ENDING;
  return t.startsWith(w) && t.length - w.length <= MAX_ENDING;
}

/** The sentence's folded words, and where the term's words stand in it (empty: nowhere). */
function termPlaces(sentence: MaterialSentence, terms: ReadonlyMap<string, number>) {
  const typed = sentence.text.split(/\s+/u);
  const words = typed.map(foldWord);
  const termWords = words
    .map((w, i) => ({ w, i }))
    .filter(({ w }) => w.length >= 3 && [...terms.keys()].some((t) => sameWordOf(w, t)));
  return { typed, words, termWords };
}

/**
 * The term is what the sentence is about: it opens the sentence (after an article or "يقصد" at
 * most), or the sentence names it ("a green pigment called chlorophyll", "تسمى الثغور").
 */
function opensWithTerm(words: readonly string[], first: number): boolean {
  return (
    words.slice(0, first).every((w) => TERM_LEAD.has(w)) ||
    NAMING.has(words[first - 1] ?? '') ||
    // Arabic puts the verb first: "تنغلق الثغور في الأيام الحارة" is about the stomata.
    (first === 1 && /\p{Script=Arabic}/u.test(words[0]!) && !ARABIC_PARTICLES.has(words[0]!))
  );
}
/** Folded Arabic particles and prepositions that open a clause, not a verb of the term. */
const ARABIC_PARTICLES = new Set(
  'في من علي الي عن مع ان لان لكن اذا عندما بعد قبل حتي او ثم كما لذلك منذ خلال بين'.split(' '),
);

/** The sentence is about the term, not a sentence using it in a clause. */
function aboutTerm(sentence: MaterialSentence, terms: ReadonlyMap<string, number>): boolean {
  const { words, termWords } = termPlaces(sentence, terms);
  return termWords.length > 0 && opensWithTerm(words, termWords[0]!.i);
}

/** How strongly a sentence reads as the definition of the term (0 to about 1.3). */
function definitionScore(sentence: MaterialSentence, terms: ReadonlyMap<string, number>): number {
  const { typed, words, termWords } = termPlaces(sentence, terms);
  if (termWords.length === 0) return 0;
  const first = termWords[0]!.i;
  const last = termWords.filter(({ i }) => i <= first + terms.size + 1).at(-1)!.i;
  // The term opens the sentence (after an article or "يقصد" at most), or the sentence names it
  // ("a green pigment called chlorophyll", "تسمى الثغور") ... "Since the antecedent is a
  // conjunction, ..." uses the term in a clause; the glossary's "antecedent The sentence on the
  // left side of a conditional." defines it.
  const early = opensWithTerm(words, first) ? 0.5 : 0;
  // ... and "is / means / هو / عبارة عن", a colon or a dash follows it closely (an
  // abbreviation or gloss in brackets, "(p.d.)", "(Antigen)", not counted) ...
  const after = wordsAfterGloss(typed, words, last + 1).slice(0, LINK_WINDOW);
  const link = after.findIndex((w) => DEFINING.has(w));
  const linked =
    (link >= 0 && !describesUse(after[link]!, after[link + 1])) ||
    /[:–—]$/u.test(typed[last] ?? '') ||
    after[0] === ''
      ? 0.4
      : 0;
  // ... or it is a glossary line: the term, then "A sentence that ..." / "The ...".
  const glossary = first === 0 && DEFINITION_OPENER.has(words[last + 1] ?? '') ? 0.4 : 0;
  const lead = DEFINING_LEAD.has(words[0] ?? '') ? 0.3 : 0;
  // "The region around a magnet ... is called the magnetic field": the sentence names the term
  // at its end, after what it is.
  const named = termWords.some(
    ({ i }) =>
      NAMING.has(words[i - 1] ?? '') ||
      (ARTICLES.has(words[i - 1] ?? '') && NAMING.has(words[i - 2] ?? '')),
  )
    ? 0.9
    : 0;
  // The term's words as one phrase, not scattered ("The law was published by ... Ohm").
  const phrase =
    last - first + 1 === Math.min(terms.size, termWords.length) && terms.size > 1 ? 0.2 : 0;
  return Math.max(early + Math.max(linked, glossary), named) + lead + phrase;
}

/** The folded words from `from` on, without a bracketed gloss that opens them ("(p.d.)"). */
function wordsAfterGloss(typed: readonly string[], words: readonly string[], from: number) {
  if (!typed[from]?.startsWith('(')) return words.slice(from);
  const close = typed.findIndex((w, i) => i >= from && w.endsWith(')'));
  return close < 0 || close - from > 3 ? words.slice(from) : words.slice(close + 1);
}

/** Participles after "is" that name the term ("is called", "is defined as"), not its use. */
const NAMING_PARTICIPLES = new Set('defined called known termed named'.split(' '));

/**
 * "Potential difference is measured with a voltmeter", "Copper is used in wires": "is" and a
 * participle tell how the term is measured or used, not what it is.
 */
function describesUse(link: string, next: string | undefined): boolean {
  if (!['is', 'are', 'was'].includes(link) || !next) return false;
  // "Osmosis is important for plants": what it is worth, not what it is.
  if (EN_JUDGING.has(next)) return true;
  return /^[a-z]{3,}ed$/u.test(next) && !NAMING_PARTICIPLES.has(next);
}

/** A short label opening a line: "Second law:", "First law:", "الخطوة الأولى:". */
const LABEL = /^[^:]{1,30}:\s/u;

/** Question words opening an "explain how / why ..." subject: no part of the term. */
const QUESTION_WORDS = new Set(
  'how why what when where which كيف ليش ليه لماذا لم ازاي ازّاي شلون كيفيه كيفية ايش شو وش ماذا'
    .split(' ')
    .map(foldWord),
);

/**
 * The subject as the files would write it: without an opening question word, a verb as the
 * process noun the files hold ("يمتص" -> "امتصاص", process-nouns.ts), and each word the files
 * lack in the form they hold ("بيتخثر" -> "تخثر"; colloquial/standardize-question.ts).
 */
async function inFilesWords(ctx: IntentContext, term: string): Promise<string> {
  const words = term.split(/\s+/u).filter(Boolean);
  let how = false;
  while (words.length > 1 && QUESTION_WORDS.has(foldWord(words[0]!).toLowerCase())) {
    words.shift();
    how = true;
  }
  // "كيف يمتص ...", "ليش ... بيتخثر": a process asked about with its verb. A verb in a term
  // ("العوامل التي تشكل التضاريس") stays.
  const plain = how ? await withProcessNouns(ctx, words.join(' ')) : words.join(' ');
  const termStats = ctx.search.termStats?.bind(ctx.search);
  if (!termStats) return plain;
  return standardizeQuestion(plain, ctx.languages, (text) =>
    termStats(ctx.botId, text, ctx.languages),
  );
}

/** A line that defines another term: the next entry of a glossary or of a list of definitions. */
function definesAnother(
  s: MaterialSentence,
  terms: ReadonlyMap<string, number>,
  definition: MaterialSentence,
): boolean {
  if (topicCoverage(s, terms) > 0) return false;
  const words = s.text.split(/\s+/u);
  return (
    LABEL.test(s.text) ||
    definitionTerm(words) !== null ||
    glossaryTerm(words) !== null ||
    sameFrame(s, terms, definition)
  );
}

/**
 * "التعايش علاقة يستفيد فيها ..." then "الافتراس علاقة يصطاد فيها ...": the next sentence says
 * of another name what the definition said of the term, in the same words right after the name
 * (its first word after the term's, "علاقة", one or two words in). It is the next entry of a
 * list of definitions, not more on this term (decision 105).
 */
function sameFrame(
  s: MaterialSentence,
  terms: ReadonlyMap<string, number>,
  definition: MaterialSentence,
): boolean {
  let k = 0;
  while (k < definition.stems.length && terms.has(definition.stems[k]!)) k++;
  const frame = definition.stems[k];
  if (k === 0 || frame === undefined) return false;
  return s.stems.slice(1, 3).includes(frame) && s.stems[0] !== frame;
}

/**
 * The sentences after the definition in its own section, in reading order: they go on about
 * what it defined ("In the pulmonary circuit ...", "It is measured in volts ..."). Stops at a
 * heading (a new section), at a task, and at a line that defines another term.
 */
function sectionAfter(
  sentences: readonly MaterialSentence[],
  best: MaterialSentence,
  terms: ReadonlyMap<string, number>,
  arabic: boolean,
  underHeading: boolean,
): MaterialSentence[] {
  const out: MaterialSentence[] = [];
  const rest = sentences
    .filter((s) => s.chunk === best.chunk && s.index > best.index)
    .sort((a, b) => a.index - b.index);
  // In a glossary or a list of labelled definitions each line is its own term: only a line that
  // still speaks of this one ("It is ...") goes with it.
  // Under a heading that is the term itself, labelled lines are its items ("Latitude: places
  // near the equator ...", "الرياح: تنقل ..."), not other terms: the section runs to the next
  // heading.
  const entry =
    !underHeading && (glossaryTerm(best.text.split(/\s+/u)) !== null || LABEL.test(best.text));
  const most = underHeading ? MAX_SECTION_ITEMS : MAX_COMPANIONS;
  for (const s of rest) {
    if (out.length >= most || s.heading || s.exercise) break;
    if (!s.content) continue;
    if (mainlyArabic(s.text) !== arabic) break;
    if (!underHeading && definesAnother(s, terms, best)) break;
    const onTerm =
      topicCoverage(s, terms) >= MIN_COVERAGE ||
      CONTINUES.has(foldWord(s.text.split(/\s+/u)[0] ?? ''));
    if (entry && !onTerm) break;
    out.push(s);
  }
  return out;
}

/** Sentences grouped per passage, in reading order: one cited paragraph each, a blank line before. */
function groupedByPassage(sentences: readonly MaterialSentence[], citations: Citations): string[] {
  const byPassage = new Map<number, MaterialSentence[]>();
  for (const s of sentences) byPassage.set(s.chunk, [...(byPassage.get(s.chunk) ?? []), s]);
  const lines: string[] = [];
  for (const [chunk, group] of byPassage) {
    const ordered = [...group]
      .sort((a, b) => a.index - b.index)
      .map((s) => s.text)
      .join(' ');
    lines.push('', `${ordered} ${citations.marker(chunk)}`);
  }
  return lines;
}

export async function explainReply(ctx: IntentContext): Promise<IntentReply | null> {
  const { intent } = ctx;
  const term = intent.subject;
  // Across languages the question path answers, with its lead-in naming the translated term
  // (glossary/cross-language.ts): here only the term as the student wrote it, in the files'
  // own word forms ("كيف يتخثر الدم" on notes that say "التخثر").
  const asked = await inFilesWords(ctx, term);
  // A glossary table's row of the term is read there as "Term: meaning" (glossary-rows.ts).
  const material = await topicMaterial({ ...ctx, glossary: null }, asked, EXPLAIN_PASSAGES);
  if (material.terms.size === 0 || material.terms.size > MAX_TERM_STEMS) return null;
  const scored: { s: MaterialSentence; coverage: number; titled?: boolean }[] = material.sentences
    // A worksheet's task or answer key ("ج: تساعد على تخثر الدم") explains nothing.
    .filter((s) => !s.heading && !s.exercise)
    .map((s) => ({ s, coverage: topicCoverage(s, material.terms) }))
    .filter((x) => x.coverage >= MIN_COVERAGE);
  // A slide titled with the term ("ATP synthase") opens with what it is ("An enzyme in the
  // inner membrane of the mitochondrion"), a statement that need not repeat the term.
  for (const title of material.sentences) {
    // All of the term, with room for numbering and a label ("3.4 Required practical: the
    // pondweed experiment"); a title sharing one word of it ("3.5 Evaluating the experiment")
    // is about something else.
    if (!title.heading || title.text.split(/\s+/u).length > material.terms.size + 4) continue;
    const coverage = topicCoverage(title, material.terms);
    if (coverage < WHOLE_TERM) continue;
    const first = material.sentences.find(
      (s) => s.chunk === title.chunk && s.index === title.index + 1 && s.content && !s.exercise,
    );
    if (first && !scored.some((x) => x.s === first))
      scored.push({ s: first, coverage, titled: true });
  }
  // Nothing on the term here: the question path decides (other language, calibrated decline).
  if (scored.length === 0) return null;

  // A sentence of content beats a caption or title that merely names the term.
  // The student's own word form counts a little: "define resistance" opens with "Resistance is
  // ...", not "A resistor is ...".
  const typedTerm = foldWord(term).toLowerCase();
  const asTyped = (s: MaterialSentence) =>
    typedTerm.length >= 3 && foldWord(s.text).toLowerCase().includes(typedTerm) ? 0.15 : 0;
  const rank = (x: (typeof scored)[number]) =>
    x.coverage +
    asTyped(x.s) +
    (x.titled ? TITLED : definitionScore(x.s, material.terms)) +
    (fromGlossaryTable(x.s) ? GLOSSARY_ENTRY : 0) +
    (x.s.content ? 0.3 : 0);
  // A statement leads whenever there is one: "Superposition:" or a slide title naming the term
  // is no explanation, however early the term comes in it.
  const statements = scored.filter((x) => x.s.content);
  const best = [...(statements.length > 0 ? statements : scored)].sort(
    (a, b) => rank(b) - rank(a) || a.s.chunk - b.s.chunk || a.s.index - b.s.index,
  )[0]!.s;
  // "شو العدد الذري للحديد" names a column ("العدد الذري") and a record ("الحديد") of a table:
  // no line explains it, and the table's header or one row alone holds only part of it. The
  // question path reads the row under its header (answer/table-lookup.ts). A glossary table's
  // row is the term's entry and stays.
  if (statements.length === 0 && isTableLine(best.text) && !fromGlossaryTable(best)) return null;
  // Then what adds to it: the sentences after the definition in its section (up to the next
  // heading, or the next term a glossary or a list of definitions defines), then other sentences
  // on the term.
  const arabicBest = mainlyArabic(best.text);
  const underHeading = scored.some((x) => x.s === best && x.titled);
  const section = sectionAfter(material.sentences, best, material.terms, arabicBest, underHeading);
  const most = underHeading ? MAX_SECTION_ITEMS : MAX_COMPANIONS;
  // Another passage's sentence joins only when it is about the term: "Since the antecedent is a
  // conjunction, ..." uses the word in a clause and says nothing of what an antecedent is.
  // An explanation reads in one language: on a bilingual bot the other language's notes that
  // name the term ("تخزن الخلية الطاقة في جزيئات ATP ..." after the English definition of ATP
  // synthase) say something else, in words the student did not ask in.
  const arabic = arabicBest;
  const others = scored
    // A slide's statement under a title naming the term is about it (`titled`).
    .filter((x) => x.titled || x.s.chunk === best.chunk || aboutTerm(x.s, material.terms))
    .map((x) => x.s)
    .filter(
      (s) => s !== best && s.content && s.text !== best.text && mainlyArabic(s.text) === arabic,
    )
    .sort((a, b) => a.chunk - b.chunk || a.index - b.index);
  const companions: MaterialSentence[] = [];
  const inOpening = (s: MaterialSentence) =>
    s.chunk === best.chunk &&
    s.index > best.index &&
    s.index <= best.index + MAX_COMPANIONS &&
    s.sameLine;
  // "This is called the lock and key model.": what "this" points at is the sentence before.
  const previous = CONTINUES.has(foldWord(best.text.split(/\s+/u)[0] ?? ''))
    ? material.sentences.find(
        (s) => s.chunk === best.chunk && s.index === best.index - 1 && s.content,
      )
    : undefined;
  let chars = best.text.length;
  for (const s of [...section, ...others].filter((x) => !inOpening(x))) {
    // Quoted already before the definition.
    if (previous && s.text === previous.text) continue;
    if (companions.length >= most) break;
    // Sentences from elsewhere join only while the section said little.
    if (!section.includes(s) && companions.length >= MIN_FROM_SECTION) break;
    if (companions.some((c) => c.text === s.text) || chars + s.text.length > MAX_CHARS) continue;
    companions.push(s);
    chars += s.text.length;
  }

  // The points after it on the same slide line say more about what it names.
  const points: MaterialSentence[] = [];
  for (let i = best.index + 1; points.length < MAX_COMPANIONS; i++) {
    const point = material.sentences.find((s) => s.chunk === best.chunk && s.index === i);
    if (!point?.sameLine || !point.content) break;
    // "Second law: ... • Third law: ...": a sibling item with its own label, not more on this one.
    if (LABEL.test(best.text) && LABEL.test(point.text)) break;
    points.push(point);
  }
  // Quoted as the slide has them: one line, its points apart.
  const opening = [
    [...(previous ? [previous] : []), best].map((s) => s.text).join(' '),
    ...points.map((s) => s.text),
  ].join(' • ');
  const citations = new Citations();
  if (intent.more) {
    const given = new Set(
      [...(previous ? [previous] : []), best, ...points, ...companions].map((s) => s.text),
    );
    const more = moreOnTerm({
      sentences: material.sentences,
      best,
      // Not a slide's first point under a title naming the term ("الدفاع والتخثر" is over white
      // cells first): more is what speaks of the term itself.
      onTerm: scored.filter((x) => aboutTerm(x.s, material.terms)).map((x) => x.s),
      given,
      isArabic: mainlyArabic,
    });
    // Nothing beyond it: said plainly, with what the files do say, in one place.
    const shown = more.length > 0 ? more : companions;
    const head =
      more.length > 0
        ? [`**${term}** ${phrase(intent.language, 'more')}`]
        : [
            phrase(intent.language, 'explainNoMore', { term }),
            '',
            `${opening} ${citations.marker(best.chunk)}`,
          ];
    const body = groupedByPassage(shown, citations);
    const text = [...head, ...body].join('\n');
    return {
      text,
      sources: toSources(material.passages, citations.cited, text),
      grounding: {
        passages: material.passages,
        citedPassages: citations.cited,
        task: `more about "${term}" than its definition and the sentences after it`,
      },
    };
  }
  const lines = [`**${term}**`, '', `${opening} ${citations.marker(best.chunk)}`];
  lines.push(...groupedByPassage(companions, citations));
  const text = lines.join('\n');
  return {
    text,
    sources: toSources(material.passages, citations.cited, text),
    grounding: {
      passages: material.passages,
      citedPassages: citations.cited,
      task: `an explanation of "${term}": its definition first, then what the materials add`,
    },
  };
}
