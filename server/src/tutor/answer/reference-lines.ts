// Reading lists and bibliographies (issue 7 §2): a line that cites a book or a resource
// ("“Quantum Computation and Quantum Information” by Nielsen & Chuang", "Watrous, J. (2018).
// The Theory of Quantum Information. Cambridge University Press.", "free online:
// qiskit.org/textbook") shares the course's vocabulary with almost every question, yet it
// answers none of them except a question about the books themselves ("which textbook is the
// primary reference?", "who wrote ...", "ما المرجع ..."). Such a line is not quoted otherwise.
//
// A line is a reference when it credits an author ("by Name", "by Name & Name") together with a
// web address, or is a list entry (opening with a bullet, a number or its quoted title) that
// credits an author with a quoted title or credits two; or gives an ISBN or DOI; or is an
// author-year entry ("Name, A. (2018)."); or, in Arabic, names an author and a publisher.

/** "by Nielsen & Chuang", "by John Watrous", "by Kaye, Laflamme, Mosca". */
const CREDIT = /\bby\s+\p{Lu}[\p{L}'’.-]*(?:\s*(?:,|&|and)?\s*\p{Lu}[\p{L}'’.-]*)*/gu;
/** A title in quotes, at least two words. */
const QUOTED_TITLE = /["“”«][^"“”«»]*\s[^"“”«»]*["”“»]/u;
/** A web address or a bare domain with a path ("qiskit.org/textbook"). */
const WEB_ADDRESS =
  /\bhttps?:\/\/|\bwww\.\S|\b[a-z0-9-]+\.(?:org|com|edu|net|io|gov|ac\.[a-z]{2})(?:\/\S*)?(?=[\s).,;]|$)/iu;
const CATALOGUE = /\bISBN\b|\bdoi(?::|\.org)/iu;
/** "Watrous, J. (2018)." or "Nielsen, M. A., & Chuang, I. L. (2010)". */
const AUTHOR_YEAR =
  /\p{Lu}[\p{L}'’-]+,\s+(?:\p{Lu}\.\s*){1,3}.{0,120}?\((?:1[89]|20)\d{2}[a-z]?\)/u;
/** A bullet or a number opening a list entry. */
const LIST_MARKER = /^\s*(?:[•▪◦●○■□➢➤►▸✓✔\-–*·]|\[?\d{1,3}[\].)]|\(\d{1,3}\))\s*/u;
/** Arabic: an author ("تأليف") and a publisher or edition ("دار ... للنشر", "الطبعة"). */
const ARABIC_AUTHOR = /(?:^|\s)(?:تأليف|تاليف|المؤلف)(?:\s|:)/u;
const ARABIC_PUBLISHER = /(?:^|\s)(?:دار\s+\S+|للنشر|الطبعة|طبعة|الناشر)(?:\s|$|[،,:.])/u;

/** Whether `line` cites a book or a resource (a reading list or bibliography entry). */
export function isReferenceLine(line: string): boolean {
  if (CATALOGUE.test(line) || AUTHOR_YEAR.test(line)) return true;
  if (ARABIC_AUTHOR.test(line) && ARABIC_PUBLISHER.test(line)) return true;
  const credits = line.match(CREDIT)?.length ?? 0;
  if (credits === 0) return false;
  if (WEB_ADDRESS.test(line)) return true;
  // A list entry: it opens with a bullet, a number or the title itself. A sentence of prose
  // may name a work and its author ('The song "Yesterday" by the Beatles was released in ...').
  const entry = line.replace(LIST_MARKER, '');
  if (entry !== line || /^["“«]/u.test(entry)) return QUOTED_TITLE.test(entry) || credits >= 2;
  return false;
}

/** A question about the books or resources themselves: a reference line may answer it. */
const ASKS_FOR_SOURCE =
  /\b(?:books?|textbooks?|references?|reading|readings|read|authors?|wrote|written|writer|recommended|resources?|literature|bibliography|sources?|websites?|links?|url|tutorials?|publisher|edition)\b|(?:^|[\s،؟?])(?:ال|وال|بال)?(?:كتاب|كتب|مرجع|مراجع|مؤلف|مصدر|مصادر|قراءه|قراءة|موقع|رابط|الناشر)(?:[\s،؟?]|$)/iu;

export function asksForSource(question: string): boolean {
  return ASKS_FOR_SOURCE.test(question);
}
