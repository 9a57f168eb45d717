// "what is label F?", "الجزء C بالرسمة شو اسمه", "وش الرقم ٣ في المخطط": a question that names
// ONE letter or number drawn on a diagram is answered with that label's own line, cited to the
// diagram (issue 7, "labelled diagrams"). The search cannot do it: the analyzer drops one-letter
// words, so "F" alone finds nothing, and a sentence that happens to hold the letter ("shaped like
// a letter J") is no answer. Diagrams are the chunks ingestion/clean/diagram-text.ts writes:
// "Diagram: <name>, labelled: A: Mouth – الفم, B: ..." (Arabic: "رسم توضيحي: <name>، عليه: ...").
import { analyze } from '../../search/analyzer/analyzer.js';
import type { LanguageCode } from '../../search/language-codes.js';
import type { SearchHit } from '../../search/search-index.js';
import { isGeneralWord } from './general-words.js';
import { isQuestionForm } from './question-terms.js';

/** Words that say the letter is a label of a picture, not a letter of a word. */
const ENGLISH_DIAGRAM_WORD =
  /\b(?:labels?|labell?ed|parts?|letters?|numbers?|figures?|fig|diagrams?|pictures?|drawings?|images?)\b/iu;
/** Arabic, with a leading و/ب/ف/ل/ك and ال: "بالرسمة", "الشكل", "رقم", "رسمه". */
const ARABIC_DIAGRAM_WORD =
  /^(?:و)?(?:[بفلك])?(?:ال)?(?:جزء|حرف|رقم|رسم|رسمة|رسمه|شكل|مخطط|صورة|صوره)$/u;

/** A capital Latin letter or a one- or two-digit number standing alone (Western or Arabic-Indic). */
const TAG = /(?<![\p{L}\p{N}])(?:[A-Z]|[0-9]{1,2}|[٠-٩]{1,2})(?![\p{L}\p{N}])/gu;

const toWestern = (tag: string) => tag.replace(/[٠-٩]/gu, (d) => String(d.charCodeAt(0) - 0x0660));
const toArabicIndic = (tag: string) =>
  tag.replace(/[0-9]/gu, (d) => String.fromCharCode(0x0660 + Number(d)));

function namesDiagram(query: string): boolean {
  if (ENGLISH_DIAGRAM_WORD.test(query)) return true;
  return query.split(/[\s?؟.!,،:]+/u).some((word) => ARABIC_DIAGRAM_WORD.test(word));
}

/** "label I", "part I", "الجزء I": the word just before makes "I" a label. */
const LABEL_WORD_BEFORE =
  /(?:\b(?:label|part|letter)|(?:^|\s)(?:و)?(?:[بفلك])?(?:ال)?(?:جزء|حرف))\s*$/iu;

/** "the J-shaped organ", "shaped like the letter J", "على شكل حرف J": a letter's shape, not a label. */
const SHAPE_OF_LETTER =
  /(?<![\p{L}\p{N}])[A-Z][-\s]shaped\b|\bshape(?:d like| of)(?: an?| the)? letter\b|\bletter\s+[A-Z]\s+shaped\b|شكل\s+(?:ال)?حرف/iu;

/**
 * The one label the question asks for ("F", "3"), or null when it names none, several, or no
 * diagram word, or a letter's shape ("the letter J shaped organ"). "I" and a sentence-initial "A"
 * are English words, not labels, unless a label word stands just before ("label I", "الجزء I").
 */
export function askedLabel(query: string): string | null {
  if (!namesDiagram(query) || SHAPE_OF_LETTER.test(query)) return null;
  const tags = new Set<string>();
  for (const match of query.matchAll(TAG)) {
    const tag = match[0];
    if (tag === 'I' && !LABEL_WORD_BEFORE.test(query.slice(0, match.index))) continue;
    if (tag === 'A' && match.index === query.search(/\S/u) && /^A\s+\p{Ll}/u.test(query.trim()))
      continue;
    tags.add(toWestern(tag));
  }
  return tags.size === 1 ? [...tags][0]! : null;
}

const DIAGRAM_START =
  /^(?:Diagram(?::\s*(.*?))?, labelled:\s*|رسم توضيحي(?::\s*(.*?))?، عليه:\s*)/u;

interface DiagramLabel {
  /** The diagram's name as its chunk gives it (title and file). */
  name: string;
  /** The label's whole entry: "F: Liver – الكبد". */
  line: string;
}

/** The entry of `tag` in a diagram chunk's label list, or null. */
export function labelOf(chunk: string, tag: string): DiagramLabel | null {
  const first = chunk.split(/\n/u)[0]!.trim();
  const start = DIAGRAM_START.exec(first);
  if (!start) return null;
  const list = first.slice(start[0].length).replace(/\.$/u, '');
  // A tag is a capital letter or digits (TAG): nothing in it needs escaping.
  const forms = [...new Set([tag, toArabicIndic(tag)])].join('|');
  // The tag, then a separator that makes it a label's key: "F: Liver", "3. Left ventricle",
  // "H – Large intestine", "(B) Stomach".
  const keyed = new RegExp(
    `^\\(?(?:${forms})(?:\\s*[:.)]\\s*|\\s+[-–—]\\s+|\\s*[-–—]\\s*(?=\\p{L}))\\S`,
    'u',
  );
  for (const entry of list.split(/,\s+|،\s*/u)) {
    const trimmed = entry.trim();
    if (keyed.test(trimmed)) {
      return { name: (start[1] ?? start[2] ?? '').trim(), line: trimmed };
    }
  }
  return null;
}

/**
 * The question's words that name a subject: not the label itself, nor a label/diagram word,
 * nor phrasing ("what", "name", "شو اسمه").
 */
function subjectStems(query: string, languages: readonly LanguageCode[]): Set<string> {
  return new Set(
    analyze(query, languages)
      .filter(
        (t) =>
          !isGeneralWord(t) &&
          !isQuestionForm(t.surface) &&
          !/^(?:\p{N}+|\p{L})$/u.test(t.surface) &&
          !ENGLISH_DIAGRAM_WORD.test(t.surface) &&
          !ARABIC_DIAGRAM_WORD.test(t.surface),
      )
      .map((t) => t.stem),
  );
}

export interface LabelAnswer {
  text: string;
  /** The index into the given passages of the diagram quoted. */
  cited: number;
}

/**
 * The answer to a label question from the diagrams among `passages`, or null when no diagram
 * holds that label (the normal path answers then). Several diagrams holding it: the one whose
 * other words match the question most ("label B in the heart diagram").
 */
export function answerLabelQuestion(
  query: string,
  passages: readonly SearchHit[],
  language: 'ar' | 'en' | 'fr' | 'de',
  languages: readonly LanguageCode[],
): LabelAnswer | null {
  const tag = askedLabel(query);
  if (tag === null) return null;
  const asked = subjectStems(query, languages);
  let best: { index: number; label: DiagramLabel; shared: number } | null = null;
  passages.forEach((passage, index) => {
    const label = labelOf(passage.text, tag);
    if (!label) return;
    const shared = new Set(
      analyze(`${passage.filename} ${passage.text}`, languages)
        .map((t) => t.stem)
        .filter((stem) => asked.has(stem)),
    ).size;
    // "explain part 2 of the photosynthesis experiment" names a subject the heart diagram that
    // has a label 2 does not: that is no question about this diagram.
    if (asked.size > 0 && shared === 0) return;
    if (!best || shared > best.shared) best = { index, label, shared };
  });
  if (!best) return null;
  const { index, label } = best as { index: number; label: DiagramLabel };
  const name = label.name || passages[index]!.filename;
  const lead =
    language === 'ar' ? `الجزء ${tag} في الرسم «${name}»:` : `Label ${tag} on the diagram ${name}:`;
  return { text: `${lead} ${label.line} [1]`, cited: index };
}

/** What to search for to find the bot's diagrams along with the question's own words. */
export const DIAGRAM_SEARCH_WORDS = 'Diagram labelled رسم توضيحي عليه';
