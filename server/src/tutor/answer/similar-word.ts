// Spelling slips between a student's word and the word in the notes ("Christchruch",
// "اظطراب" for "اضطراب", "ثامر" for "تامر"): one edit in a word of 5-8 letters (4-8 in Arabic), two in a
// longer one, the transposition of two neighbours counting as one. Used only for question words
// no file holds, against the words of the retrieved passages, so the cost stays small.
// Arabic writes no short vowels, so its words are shorter: 4 letters there, 5 in Latin script.
const MIN_LENGTH_ARABIC = 4;
const MIN_LENGTH = 5;
const ARABIC = /\p{Script=Arabic}/u;

function maxEdits(length: number): number {
  return length >= 9 ? 2 : 1;
}

/** Optimal string alignment distance, stopped early above `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = Array.from({ length: b.length + 1 }, (_, j) => j);
  let previous = before;
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

export function similarWord(a: string, b: string): boolean {
  if (a === b) return true;
  const min = ARABIC.test(a) ? MIN_LENGTH_ARABIC : MIN_LENGTH;
  if (a.length < min || b.length < min) return false;
  const limit = maxEdits(Math.min(a.length, b.length));
  return editDistance(a, b, limit) <= limit;
}
