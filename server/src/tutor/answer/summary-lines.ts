// A chapter's summary or recap ("Summary", "Key points", "ملخص الدرس") restates in a few words
// what the chapter's pages explain: "• Anaerobic respiration: no oxygen, makes lactic acid"
// holds the question's words as closely as the page that explains anaerobic respiration, and
// led the answer. When the same file has another page that holds the question's key word, that
// page answers first (issue 7 §2). A glossary file is not a summary: it may be all the bot has.

const SUMMARY_HEADING =
  /^[^\p{L}\p{N}]*(?:(?:lesson|chapter|unit|section|topic)\s+)?(?:summary|summing up|in summary|recap|key (?:points|facts|ideas|messages)|main points|remember|revision (?:notes|points)|points to remember)[^\p{L}\p{N}]*$|^[^\p{L}\p{N}]*(?:ملخص|الملخص|خلاصة|الخلاصة|تلخيص|أهم النقاط|اهم النقاط|النقاط الرئيسية|نقاط للتذكر|تذكر)(?:\s+\S+){0,2}[^\p{L}\p{N}]*$/iu;

/** The heading names a summary or recap of the lesson ("Summary", "Key points", "ملخص الفصل"). */
export function isSummaryHeading(heading: string): boolean {
  return SUMMARY_HEADING.test(heading.replace(/\s+/gu, ' ').trim());
}

/** What the demotion reads of a quotable line. */
export interface SummaryCandidate {
  passage: number;
  /** Index of the line's title (its section heading), -1 when none. */
  context: number;
  /** Holds the question's key word itself (1), through its title only (0 < key < 1), or not. */
  key: number;
  score: number;
  listScore: number;
}

/**
 * Lines under a summary heading keep `share` of their score when another passage of the same
 * file holds the question's key word (in a line or its title): that page explains what the summary
 * restates. `headingOf` gives a line's title text; `fileOf` a passage's file.
 */
export function demoteSummaryLines(
  candidates: readonly SummaryCandidate[],
  headingOf: (c: SummaryCandidate) => string | undefined,
  fileOf: (passage: number) => string,
  share: number,
): void {
  const summary = new Set(
    candidates.filter((c) => {
      const heading = headingOf(c);
      return heading !== undefined && isSummaryHeading(heading);
    }),
  );
  if (summary.size === 0) return;
  const explained = new Set(
    candidates.filter((c) => !summary.has(c) && c.key > 0).map((c) => fileOf(c.passage)),
  );
  for (const c of summary) {
    if (!explained.has(fileOf(c.passage))) continue;
    c.score *= share;
    c.listScore *= share;
  }
}
