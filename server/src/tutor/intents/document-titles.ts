// A file the student names by what it is about, not by its file name: "لخص الصفحة 3 من ملف
// الدم" on blood-unit.pdf, whose first heading is "الدم والدورة الدموية", "the summary of
// chapter 6" on current-and-resistance.pdf titled "Chapter 6: Current and Resistance", "عرض
// التضاريس" on landforms-slides.pdf (عرض: a presentation). A file's own title (its first lines)
// and the kind of file its name says (slides, worksheet, notes) are matched with the analyzer's
// stems, so an Arabic request meets an English file name through the file's Arabic title.
import type { MaterialDocument } from '../../search/material-reader.js';
import { analyze } from '../../search/analyzer/analyzer.js';
import type { IntentContext } from './intent-reply.js';
import { foldWord, withoutGluedPreposition } from './request-words.js';

/** Words for kinds of file, each group one kind in both languages (folded, lower case). */
const KINDS: readonly (readonly string[])[] = [
  'slides slide presentation deck ppt pptx powerpoint عرض العرض شرائح الشرائح سلايدات السلايدات سلايد بوربوينت البوربوينت',
  'worksheet worksheets exercises exercise ورقه عمل العمل تمارين التمارين',
  'notes note handout ملاحظات الملاحظات مذكره المذكره ملزمه الملزمه',
  'quiz test exam اختبار الاختبار امتحان الامتحان كويز',
  'review revision recap مراجعه المراجعه',
  'glossary terms مصطلحات المصطلحات قاموس',
].map((g) => g.split(' ').map(foldWord));
/** Words that only say "a file" or join words: they name no particular one. */
const PLAIN = new Set(
  (
    'file files document doc pdf the a an of on in for my this that من في عن هذا هذه ملف الملف ' +
    'بملف لملف'
  )
    .split(' ')
    .map(foldWord),
);
/** Words for a part of a course, after which a title may follow ("chapter 6", "فصل الدم"). */
export const SECTION_WORDS = new Set(
  'chapter unit lesson lecture فصل الفصل وحده الوحده درس الدرس محاضره المحاضره'
    .split(' ')
    .map(foldWord),
);
/** Lines from the start of a file read as its title. */
const TITLE_LINES = 4;
const MAX_TITLE_WORDS = 16;
/** Share of the student's words a file's title (with its kind) must hold. */
const MIN_SHARE = 0.5;
const MAX_DOCUMENTS = 40;

const KIND_WORDS = new Set(KINDS.flat());
const kindOf = (word: string): number => {
  const folded = withoutGluedPreposition(foldWord(word).toLowerCase(), KIND_WORDS);
  return KINDS.findIndex((g) => g.includes(folded));
};

function stems(text: string, ctx: IntentContext): string[] {
  return analyze(text, ctx.languages).map((t) => t.stem);
}

/** The first lines of a document's first page: its title and first heading. */
async function titleOf(ctx: IntentContext, document: MaterialDocument): Promise<string> {
  const [first] = await ctx.reader.documentChunks(ctx.botId, document, { page: 1, limit: 1 });
  const lines = (first?.text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /\p{L}{2}/u.test(l))
    .slice(0, TITLE_LINES);
  return lines.join(' ').split(/\s+/u).slice(0, MAX_TITLE_WORDS).join(' ');
}

/** The subject says it means a file or a part of the course ("ملف", "عرض", "chapter 6"). */
export function saysFileOrSection(subject: string): boolean {
  return subject
    .split(/\s+/u)
    .some((w) => kindOf(w) >= 0 || SECTION_WORDS.has(foldWord(w)) || PLAIN.has(foldWord(w)));
}

export interface TitleMatch {
  documents: MaterialDocument[];
  share: number;
}

/**
 * The documents whose title and kind hold the largest share (at least half) of the words the
 * student named a file by. With a page, only documents that have it (a one-page quiz sheet
 * sharing the topic's word is not the file whose page 3 was asked for). Null when none does.
 */
export async function documentsByTitle(
  ctx: IntentContext,
  subject: string,
  documents: readonly MaterialDocument[],
  page?: number,
): Promise<TitleMatch | null> {
  const typed = subject.split(/\s+/u).filter(Boolean);
  const kinds = new Set(typed.map(kindOf).filter((k) => k >= 0));
  // "chapter 6", "فصل الدم": a section word stays, the title may say it too.
  const named = typed.filter((w) => kindOf(w) < 0 && !PLAIN.has(foldWord(w).toLowerCase()));
  const wanted = [...new Set(stems(named.join(' '), ctx))];
  if (wanted.length === 0 && kinds.size === 0) return null;
  const pool = documents
    .filter((d) => page === undefined || d.pages >= page)
    .slice(0, MAX_DOCUMENTS);
  let best: TitleMatch | null = null;
  for (const d of pool) {
    const title = await titleOf(ctx, d);
    const nameWords = d.filename.split(/[\s_\-./()[\],+]+/u);
    const held = new Set(stems(`${title} ${nameWords.join(' ')}`, ctx));
    // What kind of file it is: its name says, or its title is labelled with it ("ورقة عمل:
    // الدم"); a kind word elsewhere is the lesson's ("اختبار النشا": the starch test).
    const label = /^([^\s:：]+(?:\s[^\s:：]+)?)\s*[:：\-–]/u.exec(title)?.[1] ?? '';
    const fileKinds = new Set([...nameWords, ...label.split(/\s+/u)].map(kindOf));
    const matched =
      wanted.filter((s) => held.has(s)).length + [...kinds].filter((k) => fileKinds.has(k)).length;
    // A kind alone ("the slides") names no file when several are slides.
    if (wanted.length > 0 && !wanted.some((s) => held.has(s))) continue;
    // The kind the student said is what the file is: "اختبار النشا في الورقة" (the starch test)
    // names no quiz sheet, so notes that speak of it are no match by their title.
    if (kinds.size > 0 && ![...kinds].some((k) => fileKinds.has(k))) continue;
    const share = matched / (wanted.length + kinds.size);
    if (share < MIN_SHARE) continue;
    if (!best || share > best.share) best = { documents: [d], share };
    else if (share === best.share) best.documents.push(d);
  }
  return best;
}
