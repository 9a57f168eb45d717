// Lines that are records of a list: "Name: value", as slides and revision sheets write them
// ("• Crust: thin rocky outer layer, 5 to 70 km thick", "المعدة: تفرز حمض الهيدروكلوريك ...").
// Each such line is about the thing its label names, as a table's row is about its first cell
// (docs/decisions/112, 119). "How thick is the outer core" asked of a slide whose "Outer core:"
// bullet gives no thickness is not answered by the "Crust:" bullet beside it, though that one
// holds "outer" and a number: a value on a neighbouring record is that record's value.

/** A list marker before the label: a bullet, a dash, a star. */
const MARKER = /^\s*(?:[•▪◦●■□➢►*\-–—]\s*)?/u;
// The label: one to four words without digits, then a colon and the value on the same line.
// Digits are left out so that a time ("10:30") or a ratio ("1:2") is no label.
const LABELLED = /^([^\p{Nd}:：.؟?!،,;]{1,40}?)\s*[:：]\s*\S/u;
// Labels that name a kind of line, not a record of the list: "Example: Mid-Atlantic Ridge",
// "Note: ...", "مثال: ...". Their value may be about any record, so they are nobody's neighbour.
const GENERIC_LABELS = new Set(
  `example examples e.g note notes tip remember answer key definition meaning formula unit units
   source sources hint summary fact important warning question task
   مثال أمثلة امثلة ملاحظة ملاحظات تذكر تعريف التعريف المعنى معنى مصدر المصدر الإجابة الاجابة
   الجواب الوحدة قانون القانون ملخص الخلاصة حقيقة هام مهم تنبيه سؤال نشاط`
    .split(/\s+/u)
    .filter(Boolean),
);

/** The label of a "Name: value" line ("Outer core" of "• Outer core: liquid iron"), or null. */
export function recordLabel(line: string): string | null {
  const text = line.replace(MARKER, '');
  const label = LABELLED.exec(text)?.[1]?.trim();
  if (!label) return null;
  const words = label.split(/\s+/u);
  if (words.length > 4) return null;
  if (GENERIC_LABELS.has(label.toLowerCase())) return null;
  return label;
}

// Items a PDF's text layer set on one line ("• Mercury: ... away • Venus: ... • Earth: ..."): a
// slide's bullets often come out so, and the passage reads them as one sentence.
const INLINE_BULLET = /\s+[•▪◦●■]\s+/u;

export interface RecordItem {
  text: string;
  /** The record's label ("Outer core"), or null for an item without one. */
  label: string | null;
}

/** The line's items with their labels, or [] when no item is a "Name: value" record. */
export function recordItems(line: string): RecordItem[] {
  const items = line
    .split(INLINE_BULLET)
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => ({ text, label: recordLabel(text) }));
  return items.some((i) => i.label !== null) ? items : [];
}
