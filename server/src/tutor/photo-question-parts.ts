// The questions of a photographed worksheet, one by one, when their labels do not say their
// numbers on lines of their own (issue 7 §6, docs/decisions/106). OCR drops a label's digit
// ("سؤال 1:" read as "سؤال"), and a photo may hold several questions on one line ("1) ... 2) ...",
// "Q. ...? Q. ...?"): "solve the second question" then counts the questions, split at their
// labels, or at question marks when there are none, instead of asking all of them as one query.

const DIGIT = '[0-9\\u0660-\\u0669]';
/** Label words that stand alone when the digit is gone: "Q.", "سؤال:", "Question -". */
const BARE_LABEL = String.raw`(?:q|question|exercise|سؤال|السؤال|تمرين|التمرين|مسألة|المسألة)`;
/** Label words that need their number ("No. 3", "س٣"): alone they are ordinary words. */
const NUMBERED_LABEL = String.raw`(?:no\.?|number|#|س)`;
const END = String.raw`[?؟.!]["'”»)]*`;

/**
 * A question's label at a line's start or after a sentence's end: a label word with or without its
 * number, or a number with its punctuation ("2)", "3."). Group 1/2: the number, when written.
 */
const LABEL_AT = new RegExp(
  String.raw`(?:^|(?<=${END}[ \t]+)|(?<=\n))[ \t]*` +
    String.raw`(?:(?:${BARE_LABEL}[ \t]*(${DIGIT}{1,2})?|${NUMBERED_LABEL}[ \t]*(${DIGIT}{1,2}))[ \t]*[).:\-–]?|(${DIGIT}{1,2})[ \t]*[).:\-–])` +
    String.raw`(?=\s|$)`,
  'giu',
);

export interface ImageQuestionPart {
  /** The question's text, its label off. */
  text: string;
  /** The number its label wrote, or null when it wrote none. */
  number: number | null;
}

function digitValue(written: string): number {
  return Number(written.replace(/[\u0660-\u0669]/gu, (d) => String(d.charCodeAt(0) - 0x0660)));
}

/** The questions of the image text, split at their labels (two or more), else null. */
export function labelledQuestions(imageText: string): ImageQuestionPart[] | null {
  const starts = [...imageText.matchAll(LABEL_AT)];
  if (starts.length < 2) return null;
  return starts
    .map((label, i) => {
      const from = label.index + label[0].length;
      const to = starts[i + 1]?.index ?? imageText.length;
      const written = label[1] ?? label[2] ?? label[3];
      return {
        text: imageText.slice(from, to).trim(),
        number: written ? digitValue(written) : null,
      };
    })
    .filter((part) => /\p{L}/u.test(part.text));
}

/** The sentences of the image text that end with a question mark. */
function askedSentences(imageText: string): string[] {
  return imageText
    .split('\n')
    .flatMap((line) => line.match(/[^?؟]*[?؟]/gu) ?? [])
    .map((sentence) => sentence.trim())
    .filter((sentence) => /\p{L}/u.test(sentence));
}

/**
 * Question `n` of the image text when its lines do not start with its number: the part labelled n,
 * else the n-th of the labelled parts when no label wrote a number, else the n-th sentence asked
 * (two or more). Null when the photo holds fewer questions or numbers them otherwise.
 */
export function countedQuestion(imageText: string, n: number): string | null {
  const parts = labelledQuestions(imageText);
  if (parts) {
    const numbered = parts.find((part) => part.number === n);
    if (numbered) return numbered.text;
    if (parts.every((part) => part.number === null)) return parts[n - 1]?.text ?? null;
    return null;
  }
  const asked = askedSentences(imageText);
  return asked.length >= 2 ? (asked[n - 1] ?? null) : null;
}

/** A question's text cut before the next question's label on the same line ("1) ... 2) ..."). */
export function beforeNextLabel(question: string): string {
  const starts = [...question.matchAll(LABEL_AT)].filter((label) => label.index > 0);
  return starts.length > 0 ? question.slice(0, starts[0]!.index).trim() : question;
}
