// English abuse and bullying concepts (third layer, docs/decisions/017-safety-rules-and-gaps.md).
// Children rarely name abuse; they describe what it leaves behind (bruises, belt marks), what they
// do to stay safe (hiding when a parent comes home), what they were told to keep quiet, and how
// peers shut them out or pass their pictures around. Each table is one of those ideas. A child
// who bullies or threatens others is flagged here too: the teacher needs to know either way.
import { clause, en, together, type SafetyRule } from './rule-helpers.js';

/** Adults and older people around a child. */
const ADULT =
  '(?:dad|father|daddy|mom|mum|mother|mommy|step ?(?:dad|father|mom|mum|mother)|parents?|uncle|aunt|grand(?:pa|ma|father|mother)|brother|sister|cousin|coach|teacher|tutor|neighbou?r|boyfriend|girlfriend|babysitter|nanny|driver|imam|priest|man|guy|adult|he|she|they)';

/** Adults who may ask a child for silence (siblings and friends keep harmless secrets). */
const GROWN_UP = `(?:uncle|step ?(?:dad|father|mom|mum|mother)|coach|teacher|tutor|neighbou?r|babysitter|nanny|driver|imam|priest|(?:older|grown|adult) (?:man|guy|boy|woman)|adult|mom'?s boyfriend)`;

/** What harm leaves on a child's body, told without naming the act. */
const HARM_LEFT_BEHIND: readonly SafetyRule[] = [
  en(
    `(?:leaves?|left|gives?|gave|giving|leaving) (?:me )?(?:bruises|marks|welts|scars|burns|a black eye|black eyes)|(?:belt|cable|stick|hanger|slipper|shoe|wire|hand|finger) ?marks`,
  ),
  en(
    `bruises${clause(30)}(?:from (?:him|her|them|my ${ADULT}|the belt)|where (?:he|she|they) (?:hit|grab|kick|punch))`,
  ),
];

/** What a child does to stay safe from an adult at home. */
const STAYING_SAFE: readonly SafetyRule[] = [
  en(
    `(?:hide|hiding|hid|lock myself)${clause(25)}when (?:my )?(?:\\w+ )?${ADULT} (?:comes|gets|is|come|get|drinks|starts|was|walks)`,
  ),
  en(
    `(?:scared|afraid|terrified|frightened)${clause(15)}(?:go|going|get|getting|be|being|come|coming) (?:back )?home|(?:don'?t|do not|never) want to go (?:back )?home${clause(20)}(?:because|cause|cuz|since|when)`,
  ),
];

/** Silence asked of a child, or bought with a threat. */
const SECRECY: readonly SafetyRule[] = [
  together([
    en(
      `(?:says|said|told|tells|made|makes|warned|warns)${clause(10)}(?:not to|to never|never to|i (?:can'?t|cannot|mustn'?t|shouldn'?t|can never)|don'?t) tell|(?:our|a) (?:little )?secret|keep (?:it|this) (?:a )?secret|(?:can'?t|cannot|not allowed to) tell (?:anyone|anybody|my)`,
    ),
    en(`what (?:he|she|they) (?:does|did|do) (?:to|with) me|${GROWN_UP}`),
  ]),
  en(
    `(?:tell|show|post|send|share|leak)\\w*${clause(20)}my (?:secrets?|pictures?|photos?|pics|videos?|messages|chats?)${clause(20)}(?:if|unless) i|(?:if|unless) i (?:don'?t|do not|won'?t) do what (?:he|she|they) (?:says?|wants?|tells? me)`,
  ),
];

/** Peers shutting a child out, mocking them, or passing their pictures around. */
const PEER_BULLYING: readonly SafetyRule[] = [
  en(
    `(?:nobody|no one|noone|they|everyone)(?: ever)? (?:lets?|allows?|wants?) me (?:to )?(?:sit|play|join|hang|eat|be) (?:with|in|near)|(?:left|leave|leaves|leaving|kept|keep|keeps|shut)(?: me)? out (?:of )?(?:every|all|on purpose|again)|(?:left out|excluded|ignored)${clause(20)}on purpose`,
  ),
  en(
    `(?:group ?chat|group|chat|page|account)${clause(20)}without me${clause(30)}(?:about me|make fun|laugh|talk)`,
  ),
  en(
    `(?:shar|post|sen[dt]|spread|upload|put|leak|forward|screenshot)\\w*${clause(10)}my (?:photos?|pictures?|pics?|videos?|selfies?|messages|chats?|texts)${clause(30)}(?:group|online|everyone|class|school|instagram|tiktok|snap\\w*|story|internet|captions?|laugh|joke|mean|fun|nasty|words|names|insults?|rude|gross)`,
  ),
  en(
    `(?:laugh|make fun|mock|joke|tease|pick on|insult|comment)\\w*(?: at| of| about| on)? my (?:hijab|headscarf|skin|colou?r|accent|weight|body|clothes|hair|name|family|religion|face|teeth|glasses|stutter|disability|race|voice)`,
  ),
];

/** Rumours and memes about the child; names for who they are. */
const RUMOURS_AND_MEMES: readonly SafetyRule[] = [
  en(
    `(?:telling|tells|told|tell) (?:everyone|everybody|people|the (?:whole )?class) (?:that )?i(?:'?m| am)? (?:smell|stink|dirty|gay|pregnant|crazy|poor|a (?:slut|liar|thief|freak))`,
  ),
  en(
    `(?:meme|memes|edit|edits|sticker|stickers|photoshop\\w*)${clause(6)}(?:of|about|with) (?:me|my (?:face|body|photo|picture))`,
  ),
  en(
    `call(?:s|ed|ing)? me (?:a |an )?\\w+ (?:because|cause|cuz|coz|since) (?:i wear|i'?m|i am|of my) (?:a )?(?:hijab|headscarf|black|brown|muslim|christian|jewish|arab|refugee|skin|colou?r|religion|accent|weight|disab\\w*|wheelchair)`,
  ),
];

/** The child doing the bullying: "i've been bullying a kid in my class". */
const INSULTS =
  '(?:worthless|stupid|ugly|fat|dumb|a loser|loser|a freak|freak|an idiot|idiot|useless|disgusting|a nobody|trash|weird|a weirdo)';
const BULLYING_OTHERS: readonly SafetyRule[] = [
  en(
    `i (?:keep |always |sometimes )?(?:tell|telling|call|calling|told|called) (?:that|this|the|a) (?:new |younger |little |quiet |fat |weird )?(?:kid|boy|girl|student|guy)${clause(12)}(?:he'?s|she'?s|they'?re|is|a|an)? ?${INSULTS}`,
  ),
  en(
    `i(?:'?ve| have)? (?:been |keep |kept |always |sometimes |started )?(?:bully|bullying|bullied|picking on|pick on|threaten(?:ing|ed)?|beating up|beat up|tormenting|harass(?:ing|ed)?|pushing|shoving|hitting|tripping|kicking|punching) (?:a|this|that|the|some|another|one|these|those|him|her|them|my) ?(?:\\w+ )?(?:kid|boy|girl|student|classmate|guy|child|younger|new|\\b)`,
  ),
];

/** Punishments that deprive: sleeping on the floor, shut out of the house, threats to keep quiet. */
const DEPRIVATION_AND_THREATS: readonly SafetyRule[] = [
  en(
    `(?:makes?|made|forces?|forced|making) me (?:to )?(?:sleep|stay|stand|kneel|sit|eat|wait)${clause(25)}(?:hallway|floor|outside|garage|bathroom|kitchen|balcony|cold|corner|leftovers|dog|hours|all night|dark)`,
  ),
  en(
    `locks? me (?:out|in)|locked me (?:out|in)|(?:don'?t|doesn'?t|never|won'?t) feed me|lock\\w* (?:the )?(?:fridge|food|kitchen|pantry)`,
  ),
  en(
    `(?:throws?|threw|throwing|shoves?|shoved|slams?|slammed|pushes|pushed) me (?:against|into|onto|on|down|to the (?:floor|ground))`,
  ),
  // Marks hidden from school: "long sleeves so my teacher won't see what my mom did".
  en(
    `(?:so|so that) (?:my |the |no |nobody|no one)?(?:\\w+ )?(?:won'?t|can'?t|doesn'?t|don'?t|wouldn'?t) (?:see|notice)${clause(20)}(?:what (?:my|he|she|they) ?\\w* (?:did|does|do)|the (?:marks|bruises))|(?:hide|cover)\\w*${clause(20)}(?:bruises|marks|burns)(?! on (?:my )?(?:wall|paper|desk))`,
  ),
  // Walking in on a child washing or changing.
  en(
    `(?:comes?|coming|came|walks?|walked|walking|barges?|opens?)${clause(15)}(?:bathroom|shower|my room|changing room)${clause(15)}(?:when|while) i'?m? (?:shower|bath|chang|undress|dress|naked|sleep)\\w*`,
  ),
  together([
    en(`(?:don'?t|do not|never) want to go (?:back )?home|scared to go home|afraid to go home`),
    en(`drunk|hit|hits|angry|yell|scream|he'?s|she'?s|they'?re|because|again|beat`),
  ]),
  en(
    `if i (?:ever )?(?:tell|told|say anything|speak)${clause(40)}(?:hurt|kill|beat|hit|punish|send me away|take|regret|lose)|(?:said|says|told me|threatened|warned)${clause(40)}if i (?:ever )?(?:tell|told|say anything|said anything)`,
  ),
  en(
    `(?:send|sending|sends|sent|getting|get|got|gets)(?: me)? (?:death )?(?:threats|threatening (?:messages|texts|dms))`,
  ),
];

/** A hand under a child's clothes (also sexual). */
export const HAND_UNDER_CLOTHES_EN = en(
  `(?:hand|hands|fingers)${clause(10)}(?:down|in|into|inside|under|up) my (?:pants|trousers|shorts|skirt|shirt|dress|underwear|top)`,
);
/** A grown stranger asking a child to come along. */
const LURED_EN = en(
  `(?:man|guy|stranger|adult|older (?:boy|man|guy))${clause(30)}(?:asked|told|wanted|tried to get|offered)\\w* me (?:to )?(?:get in|come with|go with|follow|come to his|come to her|come inside)`,
);

/** Peers taking things, impersonating, ranking and laughing. */
const PEER_HARASSMENT: readonly SafetyRule[] = [
  en(
    `(?:took|take|takes|grab\\w*|snatch\\w*|stole|steal\\w*)${clause(15)}my (?:bag|backpack|phone|lunch|stuff|books|shoes|hat|glasses|money|pencil case)${clause(25)}(?:threw|throw|broke|break|hid|hide|dump|kick|tore|rip|again|every day|keep)`,
  ),
  en(
    `pretend\\w* to be me|fake (?:account|profile|page)${clause(20)}(?:me|my name)|(?:account|profile|page) (?:in|with|using) my (?:name|photos?|pictures?)`,
  ),
  en(
    `(?:everyone|everybody|the whole class|they all|all of them) (?:laughed|laughs|laughing|laugh)${clause(5)}(?:at me)?(?=$|[.!?,]| at me| when i| every)|(?:put|puts|putting|ranked|rated|rate) me (?:last|lowest|bottom)`,
  ),
  en(
    `(?:poll|vote|ranking|list|rated|ranked)${clause(30)}(?:ugliest|fattest|dumbest|weirdest|worst|most hated|least liked)`,
  ),
  en(
    `(?:they|everyone|all of them|people|the girls|the boys)(?: all)? (?:blocked|unfollowed|removed|kicked) me|(?:group|chat)${clause(6)}without me`,
  ),
];

export const ABUSE_CONCEPTS_EN: readonly SafetyRule[] = [
  ...HARM_LEFT_BEHIND,
  ...STAYING_SAFE,
  ...SECRECY,
  ...PEER_BULLYING,
  ...BULLYING_OTHERS,
  ...DEPRIVATION_AND_THREATS,
  ...PEER_HARASSMENT,
  ...RUMOURS_AND_MEMES,
  HAND_UNDER_CLOTHES_EN,
  LURED_EN,
  // "my friend's older brother ... tells me to delete them": an older person hiding what they send.
  together([
    en(
      `(?:tells?|told|asks?|asked) me to delete|delete (?:them|it|the (?:messages|texts|chats?|pics|photos))|(?:don'?t|not to) tell`,
    ),
    en(`about my body|pics? of me|photos? of me|older|adult|grown`),
  ]),
];

/** Requests to undress or for pictures without clothes, from anyone. */
export const SEXUAL_CONCEPTS_EN: readonly SafetyRule[] = [
  HAND_UNDER_CLOTHES_EN,
  en(`(?:ask|asks|asked|asking)\\w*${clause(10)}what i'?m wearing|what i have on`),
  en(
    `(?:messages?|texts?|comments?|dms?|questions?|things)${clause(10)}about my (?:body|chest|boobs|legs|butt)`,
  ),
  en(
    `(?:pic|pics|picture|pictures|photo|photos|video|videos|selfie|selfies)${clause(15)}(?:without (?:a |my |any )?(?:shirt|top|clothes|pants|trousers)|shirtless|topless|naked)`,
  ),
  en(
    `(?:wants?|wanted|asked|asks|asking|told|tells|keeps? asking|made|makes|forced)\\w* me to${clause(30)}(?:undress|strip|take (?:off )?my (?:clothes|shirt|top|pants)|get naked|be naked|show (?:him |her |them )?my body)`,
  ),
];
