// Arabic letters that OCR confuses because they share a shape and differ by their dots (or a
// hamza on a seat): "الفولتميتر" read "الغولتميتر", "الضغط" read "الضغظ", "الجوي" read "الجؤي".
// Used to find the word a misreading stands for (tutor/photo-spelling.ts, clean/ocr-dot-spelling.ts).

/** Letters that differ only by their dots (folded text: no hamza seats, ة as ه, ى as ي). */
export const SAME_SHAPE: readonly string[] = [
  'بتثني',
  'جحخ',
  'دذ',
  'رز',
  'سش',
  'صض',
  'طظ',
  'عغ',
  'فقغ',
];

function siblings(letter: string, groups: readonly string[]): string[] {
  return [...new Set(groups.filter((g) => g.includes(letter)).join(''))].filter(
    (l) => l !== letter,
  );
}

/** The word with one letter swapped for another of its shape, each way. */
export function dotSwaps(word: string, groups: readonly string[] = SAME_SHAPE): string[] {
  const forms: string[] = [];
  [...word].forEach((letter, i) => {
    for (const other of siblings(letter, groups))
      forms.push(word.slice(0, i) + other + word.slice(i + letter.length));
  });
  return forms;
}
