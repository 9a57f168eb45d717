// Proper names across scripts: a bilingual bot's Arabic notes say "سقوط غرناطة", "ابن سينا",
// "الخوارزمي", and a student asks in English "when did Granada fall", "Ibn Sina", "al-Khwarizmi"
// (and the other way round: "ماذا وصف ابن النفيس" about English slides on "Ibn al-Nafis"). No
// vocabulary lists every name of every teacher's files, but both spellings keep the consonants.
// A name is reduced to a consonant skeleton (transliteration.ts), with vowels, long vowels, ع/ء/ح/ه
// and h dropped, and, for names, the letters Arabic and Latin spellings trade freely merged: d/ط/ض
// with t ("Granada" / "غرناطة"), and g with k/q ("Hulagu" / "هولاكو"). The article ("al-", "el-",
// "ال") is set apart, and "ibn"/"ابن"-style links are read with the next word as one name.
// A phrase is matched only to the names of the bot's own files, in the other script, when one
// name of the files has that skeleton and the same kind of ending (a, i, u or a consonant:
// "al-Razi" is "الرازي", not "الرئيس"). Skeletons of two consonants are matched only with the
// article on both sides or inside a linked name: "Sina" alone is also "سنة" (a year).
import { arabicKeys, latinKeys } from './transliteration.js';

type Ending = 'a' | 'i' | 'u' | 'c' | 'e';

interface NameForm {
  key: string;
  article: boolean;
  ending: Ending;
  /** Two words read as one name ("ابن سينا", "Salah al-Din"). */
  linked: boolean;
}

/** Words that link a name to the next word: "ibn Sina", "Abu Bakr", "عبد الرحمن". */
const LATIN_LINKS = new Set(['ibn', 'bin', 'ben', 'abu', 'abi', 'abd', 'bint', 'umm']);
const ARABIC_LINKS = new Set(['ابن', 'بن', 'أبو', 'ابو', 'أبي', 'ابي', 'عبد', 'بنت', 'أم']);
/** The article of a Latin spelling, assimilated or not: "al-", "el-", "ar-Razi", "as-Sufi". */
const LATIN_ARTICLE = /^(?:al|el|ad|ar|as|ash|at|az|an|adh|ath)[-‐'’ ]/iu;
/** The article of an Arabic word and what is glued before it ("بالخوارزمي", "للرازي"). */
const ARABIC_ARTICLE = /^(?:[وفبك]?ال|لل)(?=...)/u;
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/gu;
const MIN_KEY = 3;
const MIN_ARTICLE_KEY = 2;
const MIN_LINKED_KEY = 4;

function nameFold(key: string): string {
  const folded = key.replace(/D/gu, 'T').replace(/G/gu, 'K');
  return [...folded].filter((c, i, all) => c !== all[i - 1]).join('');
}

function latinEnding(word: string): Ending {
  const w = word.toLowerCase().replace(/h$/u, '');
  if (/(?:ee|i|y)$/u.test(w)) return 'i';
  if (/(?:ou|u|o)$/u.test(w)) return 'u';
  if (/a$/u.test(w)) return 'a';
  if (/e$/u.test(w)) return 'e';
  return 'c';
}

function arabicEnding(word: string): Ending {
  if (/[اةىه]$/u.test(word)) return 'a';
  if (/ي$/u.test(word)) return 'i';
  if (/و$/u.test(word)) return 'u';
  return 'c';
}

/** A silent or short final e ("Seville", "Constantine") goes with any ending. */
function endingsAgree(a: Ending, b: Ending): boolean {
  return a === b || a === 'e' || b === 'e';
}

function latinWordForm(word: string): Omit<NameForm, 'linked'> | null {
  const bare = word.replace(/['’]s$/u, '');
  const article = LATIN_ARTICLE.test(bare);
  const stem = bare.replace(LATIN_ARTICLE, '').replace(/[^A-Za-z]/gu, '');
  if (stem.length < 2) return null;
  // "ch" is two keys for terms; a name's "ch" is read as k or sh alike, the first is kept.
  const key = nameFold(latinKeys(stem)[0] ?? '');
  return { key, article, ending: latinEnding(stem) };
}

function arabicWordForm(word: string): Omit<NameForm, 'linked'> | null {
  const bare = word.replace(ARABIC_MARKS, '');
  const article = ARABIC_ARTICLE.test(bare);
  const stem = bare.replace(ARABIC_ARTICLE, '');
  if (stem.length < 2) return null;
  const key = nameFold(arabicKeys(stem)[0] ?? '');
  return { key, article, ending: arabicEnding(stem) };
}

function isArabicWord(word: string): boolean {
  return /^\p{Script=Arabic}/u.test(word);
}

/** The name form of one word or two linked words, or null when too short to tell from others. */
function nameForm(words: readonly string[]): NameForm | null {
  const arabic = isArabicWord(words[0]!);
  const forms = words.map((w) => (arabic ? arabicWordForm(w) : latinWordForm(w)));
  if (forms.some((f) => !f)) return null;
  const last = forms.at(-1)!;
  if (words.length === 1) {
    const min = last.article ? MIN_ARTICLE_KEY : MIN_KEY;
    return last.key.length >= min ? { ...last, linked: false } : null;
  }
  const key = nameFold(forms.map((f) => f!.key).join(''));
  return key.length >= MIN_LINKED_KEY
    ? { key, article: false, ending: last.ending, linked: true }
    : null;
}

function isLink(word: string): boolean {
  return LATIN_LINKS.has(word.toLowerCase()) || ARABIC_LINKS.has(word);
}

interface Spelling {
  text: string;
  form: NameForm;
  count: number;
}

/** The names a bot's files write, in both scripts, by skeleton. */
export class NameIndex {
  private readonly byKey = new Map<string, Map<string, Spelling>>();

  /** Reads a passage of the files: its words, and its linked or two-word names. */
  addText(text: string): void {
    for (const line of text.split(/[\n.;:،؛,()|]+/u)) {
      const words = line.match(/[\p{L}\p{M}'’‐-]+/gu) ?? [];
      words.forEach((word, i) => {
        // A Latin word is a name only with a capital or an article: "Granada", "al-Razi".
        const latinName = (w: string) => /^\p{Lu}/u.test(w) || LATIN_ARTICLE.test(w);
        if (isArabicWord(word) || latinName(word)) this.add([word]);
        const next = words[i + 1];
        if (!next || isArabicWord(word) !== isArabicWord(next)) return;
        if (isArabicWord(word) || (latinName(next) && (latinName(word) || isLink(word))))
          this.add([word, next]);
      });
    }
  }

  private add(words: string[]): void {
    const form = nameForm(words);
    if (!form) return;
    const text = words.join(' ');
    const spellings = this.byKey.get(form.key) ?? new Map<string, Spelling>();
    const seen = spellings.get(text);
    if (seen) seen.count++;
    else spellings.set(text, { text, form, count: 1 });
    this.byKey.set(form.key, spellings);
  }

  /**
   * The files' spelling, in the other script, of a name of one word or two linked words ("Ibn
   * Sina" -> "ابن سينا"), or null: no name of the files, or two different ones, has its form.
   */
  match(phrase: string): string | null {
    const words = phrase.split(/\s+/u).filter(Boolean);
    if (words.length === 0 || words.length > 2) return null;
    const form = nameForm(words);
    if (!form) return null;
    const arabic = isArabicWord(words[0]!);
    const found = [...(this.byKey.get(form.key)?.values() ?? [])].filter(
      (s) =>
        isArabicWord(s.text) !== arabic &&
        // One word may be two in the other script ("Saladin", "صلاح الدين") on a long skeleton.
        (s.form.linked === form.linked || form.key.length >= MIN_LINKED_KEY) &&
        endingsAgree(s.form.ending, form.ending) &&
        // A two-consonant name is told from other words by its article on both sides.
        (form.linked || form.key.length >= MIN_KEY || (form.article && s.form.article)),
    );
    // A name of as many words is the nearer reading ("Salah al-Din" before "Saladin").
    const sameShape = found.filter((s) => s.form.linked === form.linked);
    const pool = sameShape.length > 0 ? sameShape : found;
    if (pool.length === 0) return null;
    // Forms of one name ("الخوارزمي", "والخوارزمي") share a stem; two different names do not.
    const stems = pool.map((s) => stemOf(s.text)).sort((a, b) => a.length - b.length);
    const base = stems[0]!;
    if (!stems.every((s) => s.endsWith(base) && s.length - base.length <= 2)) return null;
    // The spelling without a glued "و" ("وابن خلدون"), then the most used.
    const glued = (s: Spelling) =>
      /^[وف](?!ال)\p{L}/u.test(s.text) && isArabicWord(s.text) ? 1 : 0;
    return pool.sort((a, b) => glued(a) - glued(b) || b.count - a.count)[0]!.text;
  }
}

function stemOf(text: string): string {
  return text
    .split(' ')
    .map((w) => w.replace(ARABIC_MARKS, '').replace(ARABIC_ARTICLE, ''))
    .map((w) =>
      w
        .replace(LATIN_ARTICLE, '')
        .toLowerCase()
        .replace(/['’]s$/u, ''),
    )
    .join(' ');
}
