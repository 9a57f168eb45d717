// The clean stage for one document: character clean-up per page, then the rules that need the
// whole document (running headers and footers, page numbers, hyphenated line breaks, sentences
// broken by a page break) and the Arabic repairs (detached marks, a detached final yeh). Order
// matters: furniture goes before hyphens are joined across lines.
import type { PageText } from '../ingestion-types.js';
import { cleanExtractedText } from '../stages/normalize.js';
import { reattachArabicMarks } from './arabic-marks.js';
import { joinDetachedFinalYeh } from './detached-final-yeh.js';
import { joinHyphenatedBreaks } from './hyphenated-breaks.js';
import { finishBrokenSentences } from './page-break-sentences.js';
import { removePageFurniture } from './page-furniture.js';

export interface CleanStats {
  /** Non-empty lines of the extracted pages, and how many of them were page furniture. */
  lines: number;
  furnitureLines: number;
}

export function cleanPages(pages: readonly PageText[], stats?: CleanStats): PageText[] {
  const characters = pages.map((p) => ({ page: p.page, text: cleanExtractedText(p.text) }));
  const { pages: lessonPages, removedLines } = removePageFurniture(characters);
  if (stats) {
    stats.lines += characters.reduce((n, p) => n + p.text.split('\n').filter(Boolean).length, 0);
    stats.furnitureLines += removedLines;
  }
  const joined = joinHyphenatedBreaks(lessonPages.map((p) => p.text));
  const repaired = lessonPages
    .map((p, i) => {
      const arabic = joinDetachedFinalYeh(reattachArabicMarks(joined[i]!));
      return { page: p.page, text: cleanExtractedText(arabic) };
    })
    .filter((p) => p.text.length > 0);
  // After furniture is gone: a running footer no longer stands between a sentence's two halves.
  return finishBrokenSentences(repaired);
}
