// Arabic combining marks (harakat, shadda, sukun, superscript alef) that a PDF draws as separate
// items come out detached: "لتك ّون" for "لتكوّن". A mark always follows its letter in Unicode,
// so a mark standing after a space belongs to the letter that follows it (the one it was drawn over).

const MARKS = String.raw`\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED`;
const ARABIC_LETTER = String.raw`\u0620-\u064A\u066E-\u06D3\u06D5\u06FA-\u06FC`;

/** Letter, space(s), marks, letter: the marks go onto the second letter and the space goes. */
const DETACHED_BEFORE_LETTER = new RegExp(
  `([${ARABIC_LETTER}])[ \\u00A0]+([${MARKS}]+)([${ARABIC_LETTER}])`,
  'gu',
);
/** Letter, space(s), marks at a word's end: the marks go back onto the letter before. */
const DETACHED_AFTER_LETTER = new RegExp(
  `([${ARABIC_LETTER}])[ \\u00A0]+([${MARKS}]+)(?=[^${MARKS}${ARABIC_LETTER}]|$)`,
  'gu',
);
/** Marks at the start of a word (nothing to sit on): they go onto its first letter. */
const LEADING_MARKS = new RegExp(
  `(^|[^${MARKS}${ARABIC_LETTER}])([${MARKS}]+)([${ARABIC_LETTER}])`,
  'gu',
);

export function reattachArabicMarks(text: string): string {
  return text
    .replace(DETACHED_BEFORE_LETTER, '$1$3$2')
    .replace(DETACHED_AFTER_LETTER, '$1$2')
    .replace(LEADING_MARKS, '$1$3$2');
}
