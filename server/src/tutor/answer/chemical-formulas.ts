// Chemical formulas students type for substances a lesson names in words: "how does co2 get into
// the leaf" is answered by "Carbon dioxide enters the leaf by diffusion". The index holds the
// formula as a word ("co2") that no page writes, so it was the question's rarest word and the
// question was declined. A formula of this list is looked for as its name (English or Arabic)
// in the retrieved passages, for the decline gate and for choosing the sentence. Keys are the
// analyzer's light forms (lower case; "CO₂" is "co2" after NFKC).
const FORMULAS: [string, string[]][] = [
  ['co2', ['carbon dioxide', 'ثاني أكسيد الكربون', 'ثاني اكسيد الكربون']],
  ['co', ['carbon monoxide', 'أول أكسيد الكربون']],
  ['o2', ['oxygen', 'الأكسجين', 'الاكسجين']],
  ['o3', ['ozone', 'الأوزون']],
  ['h2o', ['water', 'الماء']],
  ['h2', ['hydrogen', 'الهيدروجين']],
  ['n2', ['nitrogen', 'النيتروجين']],
  ['ch4', ['methane', 'الميثان']],
  ['nh3', ['ammonia', 'الأمونيا']],
  ['nacl', ['sodium chloride', 'كلوريد الصوديوم']],
  ['hcl', ['hydrochloric acid', 'حمض الهيدروكلوريك']],
  ['h2so4', ['sulfuric acid', 'sulphuric acid', 'حمض الكبريتيك']],
  ['hno3', ['nitric acid', 'حمض النيتريك']],
  ['naoh', ['sodium hydroxide', 'هيدروكسيد الصوديوم']],
  ['caco3', ['calcium carbonate', 'كربونات الكالسيوم']],
  ['cuso4', ['copper sulfate', 'copper sulphate', 'كبريتات النحاس']],
  ['so2', ['sulfur dioxide', 'sulphur dioxide', 'ثاني أكسيد الكبريت']],
  ['c6h12o6', ['glucose', 'الجلوكوز', 'الغلوكوز']],
];

const NAMES = new Map(
  FORMULAS.map(([formula, names]) => [formula, names.map((n) => n.toLowerCase())]),
);

/** The names a lesson may write for this formula (by its light form), or undefined. */
export function formulaNames(light: string): readonly string[] | undefined {
  return NAMES.get(light.toLowerCase());
}

/** The text names the substance of this formula. */
export function namesFormula(text: string, names: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return names.some((name) => lower.includes(name));
}
