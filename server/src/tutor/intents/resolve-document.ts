// Which of the bot's documents the student names: "page 3 of the quantum lecture",
// "ملف المحاضرة الاولى", "forallx_ch12.pdf", "the matlab zip". A document's name is cut into
// words (at _ - . / spaces and letter/digit changes); the share of those words the request
// holds decides, so a partial name works and an unrelated word does not.
import type { MaterialDocument } from '../../search/material-reader.js';
import { foldWord } from './request-words.js';

export interface ResolvedDocuments {
  /** One document, or every member of a zip named as a whole. */
  documents: MaterialDocument[];
  /** The request's words that were not part of the name (a topic, if any). */
  rest: string;
  /** Share of the name's words found in the request (0-1). */
  strength: number;
}

const EXTENSIONS = new Set(['pdf', 'png', 'jpg', 'jpeg', 'svg', 'zip', 'webp', 'docx', 'pptx']);
/** A file name's words: cut at _ - . / spaces and letter/digit changes. */
export const NAME_SPLIT = /[\s_\-./()[\],+]+|(?<=\p{L})(?=\d)|(?<=\d)(?=\p{L})/u;

/** Comparable form: folded, and Arabic "ال" dropped from longer words. */
function comparable(word: string): string {
  const folded = foldWord(word);
  return folded.length > 4 && folded.startsWith('ال') ? folded.slice(2) : folded;
}

/** Words that join a name's parts ("forces-and-motion"): a request need not repeat them. */
const JOINERS = new Set(['and', 'of', 'the', 'in', 'for', 'to', 'on', 'with', 'من', 'في']);

function nameWords(name: string): string[] {
  return name
    .split(NAME_SPLIT)
    .map(comparable)
    .filter((w) => w.length >= 2 && !EXTENSIONS.has(w) && !JOINERS.has(w));
}

function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  // "exercise" / "exercises", "lecture" / "lectures", "محاضره" / "المحاضره".
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.startsWith(short) && long.length - short.length <= 2;
}

interface Candidate {
  documents: MaterialDocument[];
  words: string[];
}

function candidates(documents: readonly MaterialDocument[]): Candidate[] {
  const out: Candidate[] = [];
  const zips = new Map<string, MaterialDocument[]>();
  for (const d of documents) {
    const slash = d.filename.indexOf('/');
    if (slash > 0) {
      const zip = d.filename.slice(0, slash);
      zips.set(zip, [...(zips.get(zip) ?? []), d]);
      out.push({ documents: [d], words: nameWords(d.filename.slice(slash + 1)) });
    } else {
      out.push({ documents: [d], words: nameWords(d.filename) });
    }
  }
  for (const [zip, members] of zips) out.push({ documents: members, words: nameWords(zip) });
  return out;
}

/**
 * The documents the request names, when at least `minStrength` of a name's words are in it.
 * Ties go to the name with more matched words, then to the whole zip over one member.
 */
export function resolveDocuments(
  subject: string,
  documents: readonly MaterialDocument[],
  minStrength = 0.5,
): ResolvedDocuments | null {
  const typed = subject.split(/\s+/u).filter(Boolean);
  const requestWords = typed.flatMap((t, i) =>
    t.split(NAME_SPLIT).map((part) => ({ word: comparable(part), typed: i })),
  );
  let best: { c: Candidate; strength: number; matched: number; used: Set<number> } | null = null;
  for (const c of candidates(documents)) {
    if (c.words.length === 0) continue;
    const used = new Set<number>();
    let matched = 0;
    for (const w of c.words) {
      const hit = requestWords.find((r) => r.word.length >= 2 && sameWord(r.word, w));
      if (hit) {
        matched++;
        used.add(hit.typed);
      }
    }
    // Digits alone ("1" of "lecture1") never name a file.
    if (
      !c.words.some(
        (w, i) => /\p{L}/u.test(w) && requestWords.some((r) => sameWord(r.word, c.words[i]!)),
      )
    )
      continue;
    const strength = matched / c.words.length;
    if (
      !best ||
      strength > best.strength ||
      (strength === best.strength && matched > best.matched) ||
      (strength === best.strength &&
        matched === best.matched &&
        c.documents.length > best.c.documents.length)
    )
      best = { c, strength, matched, used };
  }
  if (!best || best.strength < minStrength) return null;
  const rest = typed.filter((_, i) => !best.used.has(i)).join(' ');
  return { documents: best.c.documents, rest, strength: best.strength };
}
