// English irregular verb forms, for matching a question's word against the lesson's: "how long
// do you LEAVE the pondweed" is answered by "the pondweed is LEFT for five minutes", "what did
// the king BUILD" by "he BUILT". The stemmer (Snowball) reduces "leaves" and "leaving" to one
// stem but never "left", "built", "went" or "taken": those are other words to it. Each line is a
// verb's base form and its irregular forms; a form maps to the stem of its base.
// Forms that are also everyday nouns or adjectives with another sense ("found", "lay", "saw",
// "led", "felt", "ground", "bound", "bit", "rose") are left out: matching them would join unrelated words.
import { analyze } from '../../search/analyzer/analyzer.js';

const VERBS = `
  arise arose arisen | awake awoke awoken | become became | begin began begun | bend bent
  blow blew blown | break broke broken | breed bred | bring brought
  build built | burn burnt | buy bought | catch caught | choose chose chosen | cling clung
  come came | creep crept | deal dealt | dig dug | do did done | draw drew drawn | drink drank drunk
  drive drove driven | eat ate eaten | fall fell fallen | feed fed | fight fought | flee fled
  fly flew flown | forbid forbade forbidden | forget forgot forgotten | forgive forgave forgiven
  freeze froze frozen | get got gotten | give gave given | go went gone | grow grew grown | hang hung | have had | hear heard | hide hid hidden | hold held | keep kept
  know knew known | leave left | lend lent | lose lost | make made | mean meant | meet met
  pay paid | ride rode ridden | ring rang rung | rise risen | run ran | say said | see seen
  seek sought | sell sold | send sent | shake shook shaken | shine shone | shoot shot
  show shown | shrink shrank shrunk | sing sang sung | sink sank sunk | sit sat | sleep slept
  slide slid | speak spoke spoken | spend spent | spin spun | spring sprang sprung | stand stood
  steal stole stolen | stick stuck | sting stung | strike struck | swim swam swum | swing swung
  take took taken | teach taught | tear tore torn | tell told | think thought | throw threw thrown
  understand understood | wake woke woken | wear wore worn | weave wove woven | win won
  write wrote written | withdraw withdrew withdrawn | undergo underwent undergone
`;

const stemOf = (word: string): string => analyze(word, ['eng'])[0]?.stem ?? word;

/** Base form (lower case) -> its irregular forms ("make" -> "made"). */
const BY_BASE: ReadonlyMap<string, readonly string[]> = new Map(
  VERBS.split(/[|\n]/u)
    .map((entry) => entry.trim().split(/\s+/u))
    .filter((words) => words.length > 1 && words[0])
    .map(([base, ...forms]) => [base!, forms]),
);

/** The irregular forms of an English verb's base form ("make" -> ["made"]), or none. */
export function irregularFormsOf(base: string): readonly string[] {
  return BY_BASE.get(base.toLowerCase()) ?? [];
}

/** Irregular form (lower case) -> the stem of its base form. */
const FORMS: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const entry of VERBS.split(/[|\n]/u)) {
    const [base, ...forms] = entry.trim().split(/\s+/u);
    if (!base) continue;
    const stem = stemOf(base);
    for (const form of forms) map.set(form, stem);
  }
  return map;
})();

/**
 * The stem a word is matched by: its base form's stem for an irregular verb form ("left" ->
 * "leav", "built" -> "build"), else its own stem.
 */
export function lemmaStem(light: string, stem: string): string {
  return FORMS.get(light) ?? stem;
}

/** The word is an irregular verb form other than the base ("left", "went", "taken"). */
export function isIrregularForm(light: string): boolean {
  return FORMS.has(light);
}
