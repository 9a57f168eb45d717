// Reads the [n] citations a model wrote and maps them to passages. Numbers outside the passage
// list are dropped (a model cannot cite what it was not given); the rest are renumbered in
// order of first use so that [1] in the reply is sources[0].
const CITATION = /\[(\s*\d{1,3}(?:\s*[,،]\s*\d{1,3})*\s*)\]/gu;

export interface ParsedCitations {
  text: string;
  /** 0-based passage indexes, in order of first citation. */
  citedPassages: number[];
}

export function parseCitations(text: string, passageCount: number): ParsedCitations {
  const citedPassages: number[] = [];
  const rewritten = text.replace(CITATION, (_whole, inner: string) => {
    const numbers = inner
      .split(/[,،]/u)
      .map((n) => Number.parseInt(n.trim(), 10))
      .filter((n) => n >= 1 && n <= passageCount);
    const renumbered = numbers.map((n) => {
      let at = citedPassages.indexOf(n - 1);
      if (at < 0) at = citedPassages.push(n - 1) - 1;
      return at + 1;
    });
    return [...new Set(renumbered)].map((n) => `[${n}]`).join('');
  });
  return { text: rewritten.replace(/[ \t]+([.,!?؟،])/gu, '$1').trim(), citedPassages };
}
