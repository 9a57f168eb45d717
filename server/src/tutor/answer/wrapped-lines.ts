// Prose that a PDF wrapped at the page's width comes out one line per printed line: "separate
// files. The name of the file" / "and of the function should be the" / "same." Split at every
// line break, the answer to "what must the name of the function file match?" stopped at "The
// name of the file". A line break is a wrap, not the end of a thought, when the next line goes
// on with a lower-case word, or when the line ends with a word no sentence ends with ("the",
// "of", "في", "من"). Headings, bullet points, table rows and code lines keep their breaks: they
// start with a capital, a bullet or a symbol, after a line that ends in a content word; and a
// short line (a diagram's label) is never taken for wrapped prose.
const CONTINUES_LOWER = /^[a-z][a-z'’-]*(?:[\s,;:.!?)]|$)/u;
const BULLET_START = /^[•▪◦●○■□➢➤►▸✓✔\-–*·>]/u;
const DANGLING_WORD =
  /(?:^|\s)(?:the|a|an|of|in|into|to|and|or|but|is|are|was|were|be|by|for|with|from|that|which|as|at|on|than|its|their|this|these|في|من|على|إلى|الى|عن|مع|أن|ان|التي|الذي|الذين|و|او|أو|ثم|حيث|بين)$/iu;
const ENDS_IN_WORD = /[\p{L},،؛;]$/u;
/** Wrapped lines run near the page's width; a diagram's labels ("ATP synthase") are short. */
const MIN_WRAPPED_LINE = 20;

/** The passage with wrapped prose lines joined by a space; other line breaks kept. */
export function joinWrappedLines(text: string): string {
  if (!text.includes('\n')) return text;
  const lines = text.split('\n');
  let out = lines[0]!;
  for (let i = 1; i < lines.length; i++) {
    const previous = lines[i - 1]!.trimEnd();
    const line = lines[i]!.trimStart();
    const wrapped =
      previous.length >= MIN_WRAPPED_LINE &&
      ENDS_IN_WORD.test(previous) &&
      !BULLET_START.test(line) &&
      (CONTINUES_LOWER.test(line) || (DANGLING_WORD.test(previous) && /^\p{L}/u.test(line)));
    out += wrapped ? ` ${line}` : `\n${lines[i]}`;
  }
  return out;
}
