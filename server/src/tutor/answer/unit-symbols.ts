// Words a lesson often writes as a symbol: "45 degrees" is "45°", "25 percent" is "25%",
// "درجة" is "°", "بالمئة" is "%". The index holds words, not symbols, so a question word no file
// holds ("degree") is looked for as its symbol in the retrieved passages before it counts as
// missing vocabulary (answer/coverage-gate.ts). Keys are light forms (search/analyzer).
import { analyze } from '../../search/analyzer/analyzer.js';

const SYMBOLS: [string, string][] = [
  ['degree degrees درجه درجة درجات', '°'],
  ['percent percentage percentages بالمئة بالمائة المئوية المئويه', '%'],
  ['celsius centigrade مئوية', '°C'],
  ['ohm ohms أوم اوم', 'Ω'],
  ['micrometre micrometer microns ميكرومتر', 'µm'],
  ['pi باي', 'π'],
];

const SYMBOL_OF = new Map<string, string>();
for (const [words, symbol] of SYMBOLS)
  for (const token of analyze(words, ['ara', 'eng'])) SYMBOL_OF.set(token.light, symbol);

/** The symbol a lesson may write for this word (by its light form), or undefined. */
export function unitSymbol(light: string): string | undefined {
  return SYMBOL_OF.get(light);
}
