// Compact stopword lists, written for EduBot. They drop function words (particles, pronouns,
// question words, auxiliaries) that match nearly every passage and only add noise to BM25.
// Words are listed in ordinary spelling; the analyzer folds them exactly like text (alef
// forms, ta marbuta, alef maqsura), so both spellings of a word are covered.
import { foldText } from '@edubot/common';
import type { LanguageCode } from '../language-codes.js';

const ARABIC = `
في من إلى الى على عن مع عند لدى لدي حتى منذ مذ بين بعد قبل فوق تحت خلال حول ضد دون عبر
و أو او ثم بل لكن لكنّ لكن إن أن إنّ أنّ كأن لأن لان لعل ليت لا لم لن ما ماذا لماذا متى أين اين
كيف كم هل أي أيّ أية اية من منذ إذ إذا اذا إذن لو لولا كلما أما اما إما إلا الا غير سوى
قد لقد سوف كل بعض جميع أيضا ايضا فقط كذلك هكذا هنا هناك هنالك ثمة حيث عندما بينما
هو هي هم هن هما أنا انا نحن أنت انت أنتم انتم أنتما انتن أنتن إياه اياه
هذا هذه هذان هاتان هؤلاء ذلك تلك ذا ذاك أولئك اولئك الذي التي الذين اللذان اللتان اللاتي اللواتي
كان كانت كانوا يكون تكون يكونون ليس ليست لست صار أصبح اصبح أمسى ظل مازال ما زال
به بها بهم له لها لهم لنا لي لك فيه فيها فيهم منه منها منهم عليه عليها عليهم إليه اليه إليها اليها
عنه عنها عنهم معه معها ذو ذات ذوو والتي والذي وهو وهي وقد ولا وما ومن وفي وعلى وإلى والى وأن وان
فإن فان فقد ثم يا أيها ايها نعم بلى كلا إنما انما أنه انه أنها انها إنه إنها لأنه لانه
عام عاما يتم تم وكان وكانت حين حينما كما مثل عدة
`;

const ENGLISH = `
a an the and or but nor so yet if then else of in on at to for from by with without about
into onto over under between through during before after above below up down out off
is am are was were be been being do does did doing have has had having will would shall
should can could may might must it its it's this that these those there here
i me my we our you your he him his she her they them their what which who whom whose
when where why how not no all any both each few more most other some such only own same
than too very just also as s t don't
`;

const FRENCH = `
le la les l un une des du de d au aux et ou mais donc or ni car ce cet cette ces c ça ca
je j me m moi tu te t toi il elle on nous vous ils elles se s lui leur leurs y en
mon ma mes ton ta tes son sa ses notre nos votre vos qui que qu quoi dont où ou
est sont été être etre avoir ai as a avons avez ont était etait sera fait
dans sur sous par pour avec sans chez vers entre ne pas plus moins très tres aussi
comment quand pourquoi quel quelle quels quelles combien si
`;

const GERMAN = `
der die das den dem des ein eine einer eines einem einen und oder aber doch sondern
ich du er sie es wir ihr mich dich sich mir dir ihm ihn ihnen uns euch
mein meine dein deine sein seine unser unsere euer eure ihre
ist sind war waren bin bist sein gewesen hat haben hatte hatten wird werden wurde wurden
kann können muss müssen soll sollen will wollen mag
in im an am auf aus bei mit nach von vom zu zum zur über unter vor hinter neben zwischen durch für
gegen ohne um bis nicht kein keine auch noch nur schon sehr so wie was wer wo wann warum
welche welcher welches dass daß als ob wenn weil
`;

function toSet(list: string): ReadonlySet<string> {
  return new Set(list.split(/\s+/).filter(Boolean).map(foldText));
}

export const ARABIC_STOPWORDS = toSet(ARABIC);

const LATIN_STOPWORDS: Record<Exclude<LanguageCode, 'ara'>, ReadonlySet<string>> = {
  eng: toSet(ENGLISH),
  fra: toSet(FRENCH),
  deu: toSet(GERMAN),
};

/** Stopwords for Latin-script tokens: the union over the bot's Latin languages. */
export function latinStopwords(languages: readonly LanguageCode[]): ReadonlySet<string> {
  const sets = languages
    .filter((l) => l !== 'ara')
    .map((l) => LATIN_STOPWORDS[l as Exclude<LanguageCode, 'ara'>]);
  if (sets.length === 0) return LATIN_STOPWORDS.eng;
  if (sets.length === 1) return sets[0]!;
  return new Set(sets.flatMap((s) => [...s]));
}
