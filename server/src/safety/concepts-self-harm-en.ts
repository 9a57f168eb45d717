// English self-harm concepts (third layer of the safety rules, docs/decisions/017-safety-rules-and-gaps.md).
// The phrase and lexicon layers match wordings; held-out sets kept showing new wordings of the
// same few ideas ("stockpiling my antidepressants", "i won't need my games anymore"). Each table
// below is one idea, stated as a combination: the child speaking of themself + a way of dying or a
// means + an act that makes it personal (saving up, hiding, thinking about, giving away). School
// questions about medicines, bridges or Romeo and Juliet lack the first-person act, so they stay
// out; idioms ("rather die than", "could sleep forever") are removed before matching (safety-rules.ts).
import { clause, en, together, type SafetyRule } from './rule-helpers.js';

/** The child speaking of themself. */
const I = en(`i|i'm|im|i've|ive|i'd|i'll|me|my|myself|mine`);
/** The child as the subject of the next verb, a few words later at most ("i really just ..."). */
const I_SUBJECT = `(?:i|i'?ve|ive|i'?d|i'?ll|i'?m|im)(?: \\w+){0,4}`;
const MEDS =
  '(?:pills?|tablets?|painkillers?|pain killers?|meds|medications?|medicines?|antidepressants?|anti-depressants?|paracetamol|tylenol|panadol|advil|ibuprofen|aspirin|sleeping pills?|prescriptions?)';
/** Talk about a school subject or a story, where a death is someone else's. */
const STORY_OR_LESSON = en(
  `poem|poet|novel|story|character|play|author|chapter|scene|shakespeare|romeo|juliet|hamlet|macbeth|for (?:biology|chemistry|science|health|class|my (?:project|essay|homework))|for (?:my|our|a|the)(?: \\w+){1,2} (?:project|essay|homework|assignment|coursework)|charity|donat\\w*`,
);

/** Means kept for later: saving up pills, hiding a blade, having "enough". */
const MEANS_KEPT: readonly SafetyRule[] = [
  together(
    [
      I,
      en(
        `sav(?:e|es|ed|ing)(?: up)?|(?:been |i'?ve been )keeping (?:them|it)|kept them|collect(?:s|ed|ing)?|stockpil(?:e|es|ed|ing)|hoard(?:s|ed|ing)?|stash(?:es|ed|ing)?|hid(?:e|es|ing|den)?|gather(?:s|ed|ing)?|(?:now i|i now|i've|ive|i)(?: \\w+)? (?:have|got) enough`,
      ),
      en(MEDS),
    ],
    { none: [STORY_OR_LESSON] },
  ),
  // "which pills are strongest? i want to take all of them at once"
  together(
    [
      en(
        `${I_SUBJECT} (?:take|swallow|down|drink|taking|swallowing|took|swallowed)\\w*(?: \\w+)? (?:all|every|them all|the whole)|all (?:of )?(?:them|the \\w+|my \\w+) at once`,
      ),
      en(MEDS),
    ],
    { none: [STORY_OR_LESSON] },
  ),
  together(
    [
      I,
      en(`razors?|blades?|knife|knives|compass|scissors|broken glass|sharpener blade`),
      en(
        `(?:for|when|if) it gets (?:bad|too much|hard|worse)|when i'?m (?:sad|upset|stressed|angry|alone|overwhelmed)|when i (?:feel|get) (?:sad|upset|stressed|angry|bad|overwhelmed|numb)|to cut (?:myself|when|again|my (?:wrists?|arms?|skin|legs?|thighs?))|to feel (?:something|better|pain|it)|(?:hid|hide|hidden|hiding) (?:a|the|my)|(?:to|against|on|across|into) my (?:wrists?|arms?|skin|thighs?|legs?)`,
      ),
    ],
    // A blade taken to school to frighten someone is violence, not self-harm.
    {
      none: [
        STORY_OR_LESSON,
        en(`(?:for|to|at|into) school|scare|stab|revenge|get back at|bully|bullies`),
      ],
    },
  ),
  // "i have a plan and i have the pills"; "planning how to do it, i just need the right night"
  together([
    en(
      `(?:have|got|made|making) a plan|(?:plan|planning|planned|figur\\w* out|decided|worked out) (?:how|when|where) (?:to|i'?ll|i will|i'?m going to) do it`,
    ),
    en(
      `${MEDS}|rope|blade|razor|bridge|tonight|note|right (?:night|time|moment|day)|nobody|no one`,
    ),
  ]),
];

/** A place or object the child keeps thinking about in a way that means dying there. */
const MEANS_IMAGINED: readonly SafetyRule[] = [
  together([
    I,
    en(`rope|noose`),
    en(
      `(?:think|thinking|thought|imagin)\\w*${clause(30)}(?:using|use|it|hang|neck)|(?:tie|tied|tying|hang|hanging)\\w*${clause(20)}(?:neck|myself|ceiling|closet|door|fan)`,
    ),
  ]),
  together(
    [
      I,
      en(
        `bridge|roof|rooftop|ledge|balcony|cliff|top floor|train tracks|railway|edge of (?:the|a) \\w+`,
      ),
      en(
        `(?:think|thinking|thought|imagin)\\w*${clause(40)}(?:how high|jump|fall|step(?:ping)? off|over the edge|let(?:ting)? go)|(?:step|stepping|stepped|lean|leaning) (?:off|over)|how high (?:it|the)|stand(?:ing)? (?:at|on) the edge`,
      ),
    ],
    { none: [STORY_OR_LESSON] },
  ),
  // "i drank some bleach to see what would happen"; not "why did romeo drink the poison".
  en(
    `${I_SUBJECT} (?:drink|drank|drinking|swallow|swallowed|swallowing|sip|sipped|tast(?:e|ed))\\w*${clause(15)}(?:bleach|chlorine|detergent|poison|antifreeze|cleaning (?:stuff|products?|liquid)|pesticide)`,
  ),
  // Marks the child hides: "my wrists have marks so i wear long sleeves"
  together([
    en(
      `(?:marks|scars|cuts|scratches|burns) (?:on|all over) my (?:wrists?|arms?|thighs?|legs?)|my (?:wrists?|arms?|thighs?|legs?) (?:have|are covered in|are full of) (?:marks|scars|cuts|scratches)`,
    ),
    en(
      `sleeves|hide|hiding|no one (?:sees|see|notices|can see)|nobody (?:sees|notices)|myself|again`,
    ),
  ]),
];

/** Wishing to be dead, gone or asleep for good, in the child's own words. */
const WISH_NOT_TO_BE: readonly SafetyRule[] = [
  together(
    [
      en(
        `(?:i|i'?m|im|i'?d|me)(?: \\w+){0,3} (?:want|wanna|wish|hope|rather|ready|need|long|keep wishing|keep hoping)\\w*${clause(25)}(?:to die|be dead|not (?:exist|be here|be alive|be around)|stop existing|be gone|(?:it|everything|it all|my life|this life|all of it|things|the pain) (?:to )?(?:end|be over|stop)(?: forever| for good)?(?=$|[.!?,]| now| already| forever| for good| and))`,
      ),
    ],
    { none: [STORY_OR_LESSON] },
  ),
  en(
    `(?:wish|want|wanna|hope|rather|would love|just want)${clause(20)}(?:sleep|asleep) (?:forever|for ever|and (?:never|not) wake)|(?:wish|want|wanna|hope|rather|what if)${clause(25)}(?:not|never|didn'?t|don'?t|wouldn'?t|won'?t) wake up(?! early| on time| in time| for| at)`,
  ),
  en(
    `(?:death|dying|being dead|not existing)(?: \\w+)? (?:seems|looks|feels|sounds|would be)${clause(10)}(?:peaceful|nice|better|easier|like (?:a|the) (?:relief|way out|answer|rest))|dying would (?:fix|solve|end|be easier|make)`,
  ),
  en(
    `(?:should|want|wanna|wish|need|going|gonna|could)${clause(15)}disappear(?:ed)?(?: and never (?:come back|return|be (?:seen|found))| forever| for good| and (?:no one|nobody) (?:would|will|could) (?:find|notice|miss))`,
  ),
  en(
    `(?:happier|better|easier)${clause(30)}if i (?:had )?(?:never been born|wasn'?t born|was never born|didn'?t exist)|wish i (?:had )?(?:never been born|was never born|wasn'?t born|didn'?t exist)`,
  ),
  en(
    `(?:don'?t|do not|can'?t|cannot) (?:see|imagine|picture) (?:myself|me) (?:being )?(?:alive|around|making it)`,
  ),
  // "whats even the point of me", "no point in me being here"
  en(
    `(?:no|not any|what'?s(?: even)? the|whats(?: even)? the) point (?:in|of|to) (?:me|my (?:life|existence))(?= *(?:$|[.!?,]| being (?:here|alive|around)| existing| living| anymore| even (?:being )?here| even trying to (?:live|go on)))`,
  ),
  en(
    `(?:only|one) way out (?:is|would be)${clause(20)}(?:die|dying|not (?:be|being) here|not existing|be gone|end)|no way out (?:but|except|other than)${clause(10)}(?:dying|death|to die|ending it)`,
  ),
];

/** Goodbyes and arrangements for after: letters, giving things away, "when i'm gone". */
const FAREWELL: readonly SafetyRule[] = [
  en(
    `(?:letters?|notes?|messages?) (?:to|for) (?:my |everyone|everybody|all)${clause(40)}(?:in case|before i (?:go|leave|die|do it)|when i'?m gone|after i'?m gone|for after)|(?:goodbye|farewell) (?:letters?|notes?|messages?)`,
  ),
  together([
    en(
      `(?:gave|give|giving|given|left|leaving)${clause(30)}(?:my|all my) (?:stuff|things|belongings|cat|dog|pets?|games|clothes|books|phone|console|jewel\\w*|favou?rite \\w+)`,
    ),
    en(
      `(?:won'?t|will not|wouldn'?t|not going to|no longer) (?:need|be needing|use) (?:them|it|those|any of|my \\w+)(?: any ?more| after| soon| where)|when i'?m gone`,
    ),
  ]),
  en(`(?:when|after|once) i(?:'?m| am) (?:gone|dead|not here|not around)(?! (?:for|on|to|at) )`),
  en(
    `(?:this|today|tonight|it) (?:is|will be|'s) my last (?:week|day|night|weekend|month)(?! (?:of|at|in|before|with|here) )`,
  ),
  en(
    `(?:won'?t|will not|wont|not going to) be (?:around|here|alive)(?: for)? (?:much longer|for long|any ?more|after (?:tonight|today|this week))|(?:you|they|nobody|no one) (?:won'?t|will not|wont) (?:see|hear from|have to deal with) me (?:again|any ?more|anymore)`,
  ),
  together(
    [
      en(`(?:goodbye|bye|farewell) (?:everyone|everybody|all|guys|world|forever)`),
      en(`thank (?:you|u) for (?:everything|trying)|sorry for everything|love you all`),
    ],
    { none: [en(`see you|next (?:year|term|week)|tomorrow|holiday|summer`)] },
  ),
  en(
    `(?:come|came|go|show up|cry|attend)\\w*${clause(15)}my funeral|plan(?:ning)? my (?:own )?funeral`,
  ),
];

export const SELF_HARM_CONCEPTS_EN: readonly SafetyRule[] = [
  ...MEANS_KEPT,
  ...MEANS_IMAGINED,
  ...WISH_NOT_TO_BE,
  ...FAREWELL,
];
