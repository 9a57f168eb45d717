// Other members of an English word's family: the verb, its noun, its adjective and its doer
// ("evaporate" / "evaporation" / "evaporative", "conduct" / "conductor" / "conductivity",
// "absorb" / "absorption" / "absorbent", "expand" / "expansion"). Snowball joins some of these
// ("protect", "protection", "protective" all stem to "protect") but not the ones whose suffix
// changes the word's end ("conductor", "absorpt", "expans", "examin"), so a student who asks
// "why are metals so conductive" of notes saying "conductor" asked for a word no file holds.
// Pure spelling rules, no index: the caller keeps a form only when the bot's files hold it, and
// only for a question word the files lack (standardize-question.ts), so a word the files hold is
// never read as another, and a family the files never name adds nothing.

// Derivational suffixes, longest first, taken off to reach the family's base.
const SUFFIXES = [
  'ivities',
  'ations',
  'ativity',
  'ivity',
  'ities',
  'ation',
  'ative',
  'ators',
  'ments',
  'ances',
  'ences',
  'ions',
  'ives',
  'ings',
  'ment',
  'ance',
  'ence',
  'ants',
  'ents',
  'ably',
  'ibly',
  'ator',
  'able',
  'ible',
  'ity',
  'ion',
  'ive',
  'ors',
  'ers',
  'ing',
  'ant',
  'ent',
  'ate',
  'ates',
  'ated',
  'ed',
  'es',
  'or',
  'er',
  'al',
  's',
  'e',
].sort((a, b) => b.length - a.length);

// Suffixes put back on a base to make the family's other members.
const ENDINGS = [
  '',
  'e',
  's',
  'es',
  'ed',
  'ing',
  'ion',
  'ions',
  'ation',
  'ive',
  'ative',
  'or',
  'ors',
  'er',
  'ers',
  'ity',
  'ivity',
  'ment',
  'ance',
  'ence',
  'ant',
  'ent',
  'ate',
  'able',
  'ible',
];

// A base shorter than this joins unrelated words ("port" / "portion", "stat" / "station").
const MIN_BASE = 5;

// Consonants that change before "-ion" / "-ive" (the Latin supine): "expand" -> "expans-ion",
// "absorb" -> "absorpt-ion", "produce" -> "product-ion", "decide" -> "decis-ion",
// "consume" -> "consumpt-ion". Each pair is tried both ways on the base's end.
const SUPINE: ReadonlyArray<readonly [string, string]> = [
  ['nd', 'ns'],
  ['d', 's'],
  ['b', 'pt'],
  ['c', 'ct'],
  ['m', 'mpt'],
  ['it', 'iss'],
  ['ify', 'ific'],
  ['y', 'ic'],
];

function basesOf(word: string): string[] {
  const bases = new Set<string>([word]);
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix)) bases.add(word.slice(0, -suffix.length));
  }
  for (const base of [...bases]) {
    for (const [a, b] of SUPINE) {
      if (base.endsWith(a)) bases.add(base.slice(0, -a.length) + b);
      if (base.endsWith(b)) bases.add(base.slice(0, -b.length) + a);
    }
  }
  return [...bases].filter((b) => b.length >= MIN_BASE);
}

// An adjective made with -y from a noun ("windy", "rainy", "dusty", "salty"), asked after "how"
// ("measure how windy it is"): how much of the noun. Its noun is short, so it is not a base for
// the family's endings ("wind" + "ing"), and it is read so only after "how": "how fast do liquids
// evaporate when it is windy" asks a speed, and "wind" as its subject asked for a number beside
// the wind (wordforms-class we20, docs/decisions/100).
const Y_ADJECTIVE = /^([a-z]{4,})y$/u;

/** The noun of a "-y" adjective ("windy" -> "wind"), or none. */
export function nounOfYAdjective(word: string): string[] {
  const noun = Y_ADJECTIVE.exec(word)?.[1];
  return noun && !noun.endsWith('e') ? [noun] : [];
}

// The learned endings of school science, Greek and Latin (decision 121): a student's verb is
// the notes' noun or adjective ("when limestone is METAMORPHOSED" beside "METAMORPHIC rocks" and
// "METAMORPHISM", "PHOTOSYNTHESISE" beside "PHOTOSYNTHESIS" and "PHOTOSYNTHETIC", "MAGNETISED"
// beside "MAGNETIC"). Their bases are kept to six letters or more: "organ" would join "organism"
// and "organic".
const LEARNED_SUFFIXES = [
  'isation',
  'ization',
  'esised',
  'esized',
  'esises',
  'esizes',
  'esise',
  'esize',
  'esis',
  'eses',
  'etic',
  'osed',
  'oses',
  'osing',
  'osis',
  'ose',
  'otic',
  'ically',
  'ical',
  'ics',
  'ic',
  'isms',
  'ism',
  'ised',
  'ized',
  'ises',
  'izes',
  'ising',
  'izing',
  'ise',
  'ize',
];
const LEARNED_ENDINGS = [
  '',
  'ic',
  'ical',
  'ism',
  'osis',
  'ose',
  'esis',
  'etic',
  'ise',
  'ize',
  'isation',
  'ization',
];
const MIN_LEARNED_BASE = 6;

function learnedForms(word: string): string[] {
  const forms: string[] = [];
  for (const suffix of LEARNED_SUFFIXES) {
    if (!word.endsWith(suffix) || word.length - suffix.length < MIN_LEARNED_BASE) continue;
    const base = word.slice(0, -suffix.length);
    for (const ending of LEARNED_ENDINGS) forms.push(base + ending);
  }
  return forms;
}

/** Other members of a lowercase English word's family, not the word itself. */
export function englishFamilyForms(word: string): string[] {
  if (!/^[a-z]+$/u.test(word) || word.length < MIN_BASE) return [];
  const forms: string[] = learnedForms(word).filter((f) => f !== word);
  for (const base of basesOf(word)) {
    for (const ending of ENDINGS) {
      // "evaporat" + "e": a base that already ends in e takes no second one.
      const form =
        base.endsWith('e') && /^[aeiou]/u.test(ending) ? base.slice(0, -1) + ending : base + ending;
      if (form !== word && !forms.includes(form)) forms.push(form);
    }
  }
  return forms;
}
