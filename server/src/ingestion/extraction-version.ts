// The version of what extraction makes of a file. Bump it when a change to extraction, cleaning
// or chunking should reach files already indexed: at start, COMPLETED files stamped with an
// older version are extracted again (modules/files/file-reextract.ts).
//   1: before versions were stored (files of earlier releases carry 0).
//   2: clean stage (page furniture, reversed ligatures, Arabic marks, hyphens), garbled layers
//      OCR'd, good layers kept, table rows and headings, diagram sentences.
//   3: pages with Arabic read glyph by glyph with positions and put in order by the Unicode bidi
//      algorithm (marks on their letters, table cells apart, mixed lines and brackets in order);
//      OCR'd "Page N of M" footers removed with their debris.
//   4: superscripts and subscripts kept against their base ("|β|2", "CO2") instead of a line of
//      their own (stages/pdf-baseline-scripts.ts).
//   5: a sentence broken by a page break is finished on the page where it starts
//      (clean/page-break-sentences.ts); Office's detached word-final yeh ("الرئيس ي") joined.
//   6: table rows whose first cell wraps onto a line of its own kept whole, centred header cells
//      lined up with the row below, a table's numbered or short title not read as its header
//      (stages/pdf-table-rows.ts, tutor/answer/line-roles.ts; decision 036's last addendum).
//   7: a table cut by a chunk or a page break repeats its header line at the top of the next
//      chunk (stages/chunk.ts); a header of centred two-line cells over rows read as lines of
//      item groups kept as one row (stages/pdf-table-rows.ts; decision 059).
//   8: scanned pages of bilingual bots that are mostly Arabic read again in Arabic and chosen per
//      line, specks and bullets at OCR'd line edges cleaned, dot misreadings spelled as the
//      document spells the word (stages/scan-reading.ts, clean/ocr-line-debris.ts,
//      clean/ocr-dot-spelling.ts; decision 065).
//   9: a right-to-left line drawn as a run of its spaces and punctuation and a run of its letters
//      (LibreOffice) read with each full stop, colon and bracket where it is drawn; a right-to-left
//      table cell that fills its column kept apart from the next, a wrapped cell's lines joined
//      to their row (stages/pdf-bidi-lines.ts, stages/pdf-wrapped-cells.ts; decision 072).
//  10: no change to extraction: the search analyzer takes the accusative alef off a counted noun
//      ("32 سناً") and gives broken plurals of counted nouns their singular's stems ("الأسنان"),
//      so indexed chunks must be analyzed again (search/analyzer/arabic-accusative.ts; decision 078).
//  11: no change to extraction: the bilingual glossary mined from each file's chunks also reads
//      the two terms a described line or a meaning-column table row opens with ("Refraction –
//      الانكسار: the bending ..."), so indexed files must be mined again (decision 081).
//  12: left-to-right PDF pages that may hold a table are cut where pdf.js wrote a space into a gap
//      no space glyph was drawn in, and such a gap at a column edge of the rows around starts a
//      cell ("Magnesium | Mg | 12"; stages/pdf-bare-gaps.ts; decision 082).
//  13: a scanned page turned by a degree or more is turned back, a speckled one smoothed, before
//      OCR (stages/scan-image-prep.ts; decision 085).
//  14: right-to-left table cells wrapped at the page's own line pitch (LibreOffice sets Arabic
//      lines 1.7 sizes apart) and cells centred vertically in their row kept in it; bullets drawn
//      from symbol fonts go with their text and are stored as "•"; a caption keeps its own line
//      (stages/pdf-wrapped-cells.ts, stages/list-bullets.ts, stages/normalize.ts, stages/chunk.ts;
//      decision 086).
//  15: a left-to-right header cell that wraps ("Atomic" / "number") goes on under the header's
//      first line instead of starting a row, and a line of cells no longer goes on from the
//      caption over it (stages/pdf-table-rows.ts); a right-to-left cell edge of a row is found
//      from the rows a few lines above and below, however far apart they are drawn, and from
//      where a wrapped cell's own lines end (stages/pdf-bidi-lines.ts; decision 092).
//  16: office exports (decision 094): LibreOffice kashidas with no Unicode of their own dropped
//      from justified Arabic ("الش%%مس" -> "الشمس"); wrapped lines of Arabic set at over two font
//      sizes (Noto Naskh) kept in their paragraph; footnote numbers taken off the words they mark
//      and set in front of their notes; a running header drawn after a side note read first; a
//      slide's question title left on its slide (stages/pdf-bidi-lines.ts,
//      stages/pdf-text-layout.ts, clean/page-break-sentences.ts).
//  17: right-to-left tables (decision 088): a header's centred titles cut where their gaps overlap
//      the body rows' column edges; a row drawn cell by cell joined with its cells' wrapped lines
//      and the short cells centred between them (stages/pdf-bidi-lines.ts, pdf-wrapped-cells.ts).
//  18: the numbers of a scanned page's Arabic lines are read again from their pixels (Tesseract's
//      Arabic model reverses or misreads Arabic-Indic digits), and number debris it left that the
//      reader cannot read is dropped (stages/scan-digits.ts, stages/scan-numbers.ts; decision 095).
//  19: a right-to-left table cell centred on its row over four lines or more stays in its row, and
//      the lines of a cell that began above its row's baseline go on with that cell
//      (stages/pdf-wrapped-cells.ts; decision 101).
//  20: the mined glossary (decision 104): a bracketed term loses a leading "أما", "إن", "كان"
//      ("أما القدرة (Power)" -> "القدرة"), and a glossary table's header row naming its languages
//      ("English | العربية") is no pair (tutor/glossary/mine-glossary.ts). Extraction is unchanged.
//  21: a line of several cells under a right-to-left row, no closer than the rows around sit, is
//      the next row, not a wrapped line of each of the row's cells (LibreOffice sets an HTML
//      table's rows one line pitch apart; textbook tables read column by column); a narrow gap
//      with no space glyph that two rows around also leave at the same edge is a column edge
//      (stages/pdf-wrapped-cells.ts, stages/pdf-bidi-lines.ts; decision 107).
//  22: a run drawn inside another's gaps, however narrow, is put in them: the "/" or ":" of a number
//      LibreOffice draws apart from its digits in a right-to-left line ("١٢٠/٨٠" had read
//      "/٨٠ ١٢٠") (stages/pdf-bidi-lines.ts; decision 122).
//  23: a scanned page printed in filled boxes (a poster) redrawn as dark ink on white before OCR,
//      so white text on a light box is read, and each box of a row of boxes read as its own
//      paragraph; strokes read as "١" no longer make a page count as printed in Arabic-Indic
//      digits (which dropped its European numbers) (stages/scan-filled-boxes.ts,
//      stages/boxed-lines.ts, stages/scan-numbers.ts; decision 116).
//  24: numbers on Arabic scans at 150-200 dpi read again where the page's
//      threshold broke their strokes (lighter thresholds that agree), a thin slanted "١" no other
//      digit resembles, and a lone "؟" between words (a misread "٢") read as a possible number
//      (stages/scan-digits.ts, stages/scan-numbers.ts; decision 123).
export const EXTRACTION_VERSION = 24;
