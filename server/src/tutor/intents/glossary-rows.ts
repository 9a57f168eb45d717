// A glossary's entries as definitions. A table row "Osmosis | The movement of water molecules
// across ..." is no statement for summaries and quizzes (a table row rarely is), yet in a
// glossary table it is the term's definition, the passage an explanation should lead with. A
// line "Osmosis: the movement of ..." is the same entry written as a label.
import { rowCells } from '../../ingestion/clean/line-kinds.js';
import { analyze } from '../../search/analyzer/analyzer.js';
import type { LanguageCode } from '../../search/language-codes.js';
import { mainlyArabic, type MaterialSentence } from './material-sentences.js';

/** A label opening a line, up to its colon ("Osmosis: ...", "التسامي: ..."). */
const LABEL = /^([^:：]{1,40})[:：]\s+(\S.*)$/u;
/** Words a term's cell may hold besides the term's own (an article, an abbreviation). */
const EXTRA_TERM_WORDS = 2;
/** A meaning is a phrase, not a translation or a number: at least this many words. */
const MIN_MEANING_WORDS = 4;
const LETTER = /\p{L}/gu;

function holdsWholeTerm(
  cell: string,
  terms: ReadonlyMap<string, number>,
  languages: readonly LanguageCode[],
): boolean {
  const words = cell.split(/\s+/u).filter(Boolean);
  if (words.length === 0 || words.length > terms.size + EXTRA_TERM_WORDS) return false;
  const stems = new Set(analyze(cell, languages).map((t) => t.stem));
  return [...terms.keys()].every((stem) => stems.has(stem));
}

/** A meaning in the term's own language, in words: "The movement of water ...", not "العامل المحدد". */
function readsAsMeaning(meaning: string, term: string): boolean {
  const words = meaning.split(/\s+/u).filter(Boolean);
  if (words.length < MIN_MEANING_WORDS) return false;
  const letters = meaning.match(LETTER)?.length ?? 0;
  return (
    letters >= 0.6 * meaning.replace(/\s+/gu, '').length &&
    mainlyArabic(meaning) === mainlyArabic(term)
  );
}

/**
 * The entry of the term in a glossary, if the sentence is one: a table row or a label line whose
 * first part is the term (at most two words more) and whose second part is a meaning in the same
 * language. Returned as a statement "Term: meaning", cited where the row is. A row of more cells
 * ("Term | Meaning | Example", a word bank) is read the same way, with its other cells after the
 * meaning in brackets: "Oxidation: A reaction in which ... (Magnesium burns in air ...)".
 */
export function glossaryEntry(
  sentence: MaterialSentence,
  terms: ReadonlyMap<string, number>,
  languages: readonly LanguageCode[],
): MaterialSentence | null {
  if (sentence.exercise) return null;
  const cells = rowCells(sentence.text);
  // A short row reads like a heading line ("الكثافة | كتلة وحدة الحجوم من المادة"); a heading
  // with a colon ("Unit 4: Waves") is a title.
  if (sentence.heading && cells.length !== 2) return null;
  const parts = cells.length >= 2 ? cells : LABEL.exec(sentence.text)?.slice(1);
  if (!parts || parts.length < 2) return null;
  const [term, meaning, ...others] = parts.map((p) => p.trim()) as [string, string, ...string[]];
  if (!holdsWholeTerm(term, terms, languages) || !readsAsMeaning(meaning, term)) return null;
  const more = others.filter((cell) => /\p{L}/u.test(cell));
  const text = `${term}: ${meaning}${more.length > 0 ? ` (${more.join('; ')})` : ''}`;
  const entry = { ...sentence, text, content: true, heading: false };
  if (cells.length >= 2) TABLE_ENTRIES.add(entry);
  return entry;
}

/** Entries read from a glossary table's row (not from a line that was a label already). */
const TABLE_ENTRIES = new WeakSet<MaterialSentence>();

/**
 * The sentence is a glossary table's row read as "Term: meaning". A table of terms and their
 * meanings is written to define them; a label line ("Neutralisation: acid + base -> salt +
 * water" on a review page) is one definition among the others.
 */
export function fromGlossaryTable(sentence: MaterialSentence): boolean {
  return TABLE_ENTRIES.has(sentence);
}
