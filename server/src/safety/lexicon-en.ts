// English lexicon rules (second layer of the safety rule set, docs/decisions/017-safety-rules-and-gaps.md).
// safety-rules.ts lists phrases; held-out sets written later showed phrases miss how children
// actually write (misspellings, "everyone would be better off without me", "they call me fatty").
// These rules are built from word lists with their inflections instead: an act (a verb in every
// form a child types it, misspellings included) next to who it is done to (me / myself), or a
// first-person wish about not being alive.
import type { SafetyCategory } from '@edubot/common';
import { clause, CLAUSE_END, en, verbs } from './rule-helpers.js';

/** Acts done to a child. */
const HURT_ACTS = verbs([
  ['hit', true],
  ['beat'],
  ['slap', true],
  ['kick'],
  ['punch'],
  ['choke'],
  ['whip', true],
  ['burn'],
  ['lock'],
  ['push'],
  ['shove'],
  ['pinch'],
  ['bite'],
  ['strangle'],
  ['trip', true],
  ['corner'],
  ['attack'],
  ['bully'],
  ['harass'],
  ['threaten'],
  ['threatn'],
  ['threten'],
  ['humiliate'],
  ['mock'],
  ['tease'],
  ['insult'],
  ['blackmail'],
  ['stalk'],
  ['grab', true],
  ['abuse'],
  ['hurt'],
  ['starve'],
  ['exclude'],
  ['torment'],
  ['jump'],
  ['smack'],
  ['stab', true],
  ['tie'],
]);
// Irregular pasts the generator does not make.
const HURT_IRREGULAR = '(?:beaten|beat up|bit|bitten|burnt|spat|hurt|bullies|bullied|harasses)';
/** Reflexive harm: "hang myself", "killed myself". */
const SELF_ACTS = verbs([
  ['kill'],
  ['hurt'],
  ['harm'],
  ['cut', true],
  ['burn'],
  ['punish'],
  ['hit', true],
  ['starve'],
  ['hang'],
  ['stab', true],
  ['shoot'],
  ['drown'],
  ['poison'],
  ['choke'],
  ['suffocate'],
  ['unalive'],
]);
/** Names children are called. */
const INSULTS =
  '(?:fat|fatty|fatso|ugly|stupid|dumb|loser|freak|idiot|retard(?:ed)?|pig|cow|whale|weirdo|worthless|trash|monkey|slave|useless|disgusting|nobody|a mistake|nothing)';
/** "myself" as children type it. */
const MYSELF = '(?:my ?s(?:elf|lef|ef|lf|elf+)|mself|myslf|meself|urself|mysef)';
/** Ways of not being alive any more. */
const GONE =
  "(?:dead|gone|died|disappeared|not here|wasn't here|weren't here|not around|wasn't around|never born|never existed|didn't exist|did not exist|not alive)";

const SELF_HARM_EN: readonly RegExp[] = [
  // Not when others tell the child to: "they keep telling me to kill myself" is abuse.
  en(
    `kms|k\\.m\\.s|(?<!(?:tell|told|telling|tells|want|wants|wanted|said|says|asked|asks)\\w* me to )(?:${SELF_ACTS}|hanged|hung) (?:${MYSELF})`,
  ),
  // "I feel like dying", "i really just want to be dead": I + a chain of wishing words + dying.
  en(
    `(?:i|i'm|im|i am|i'd|id) (?:(?:really|honestly|just|literally|kinda|kind of|seriously|so|often|always|sometimes|still|feel|felt|feeling|like|want|wanna|wish|would|rather|hope|think|to|could|might|am|be|going|gonna|ready|deserve|need) ){1,5}(?:die|dying|be dead|dead)(?! (?:of|from|laughing|if|when|in|on|at|than|to|for|before|after|my hair|tired|bored))`,
  ),
  en(
    `jump(?:ing|ed)? (?:off|out of|out|from) (?:the |my |a |our |this )?(?:\\w+ )?(?:window|roof|bridge|balcony|building|cliff|tower)`,
  ),
  en(
    `(?:no|(?:don'?t|do not|dont|can'?t|cant) see (?:any|a)|not any|don'?t have any|don'?t have a) (?:reason|point|purpose) (?:to|in|of|for) (?:keep |go on |carry on )?(?:living|live|being alive|going on|life)`,
  ),
  en(
    `(?:life|living|my life)(?: is| just)? (?:is ?n'?t|is not|isnt|aint|ain'?t|not) worth (?:it|living)`,
  ),
  en(
    `i (?:\\w+ ){0,2}end (?:things|it|everything|it all|my life)${CLAUSE_END}|(?:gave|given|giving|give) away (?:all )?my (?:stuff|things|belongings)`,
  ),
  en(
    `(?:painless|least painful) way to (?:go|die|do it|end it)|(?:wish|hope)${clause(20)}(?:car|bus|train|truck|lightning|something) (?:would |will |to )?(?:just |finally )?(?:hit|kill|run over) me`,
  ),
  en(
    `(?:hope|wish) i (?:don'?t|do not|dont|never|won'?t) wake up|(?:don'?t|do not|dont|never|not) have to wake up|i (?:cut|cutted|burned|burnt|hurt)(?: myself)? again`,
  ),
  en(
    `done${clause(10)}(?:goodbye|bye) (?:everyone|everybody|all|world|forever)|goodbye (?:world|forever|cruel world)`,
  ),
  // "everyone would be better off without me", "my family would be happier if i just disappeared"
  en(
    `(?:better off|happier|easier|better|relieved|fine)${clause(20)} (?:without me|if i (?:just |simply |was |were )?${GONE}|when i'?m ${GONE})`,
  ),
  en(
    `(?:don'?t|do not|dont|no longer) (?:want|wanna|wish) (?:to )?(?:be here|be alive|live|exist|wake up|go on)(?: any ?more| ever again|$)`,
  ),
  en(`(?:tired|sick|done|exhausted) (?:of|with) (?:living|life|being alive|existing|my life)`),
  // Not when someone else says it: "they keep texting me that i should die" is abuse.
  en(
    `(?<!(?:tell|told|text|say|said|messag|writ|wrote|send|sent)\\w*(?: me)?(?: that)? )(?:i|i'm|im|i am|me) (?:(?:really|honestly|just|probably|think i|feel like i|know i) )?(?:deserve to|should|need to|must) (?:just )?(?:die|be dead|disappear|not exist)`,
  ),
  en(
    `(?:never|not|don'?t|stop|without) wak(?:e|ing) up(?: again| ever| anymore| any more| forever)?(?=$|[.!?])|(?:just|about|of) not wak(?:e|ing) up`,
  ),
  en(
    `(?:want|wanna|wish|need)${clause(15)} (?:to (?:stop|end)|over) (?:forever|for good|permanently)|(?:want|wanna) (?:it all|everything|my life) to (?:end|stop)`,
  ),
  en(
    `(?:note|letter)${clause(30)} (?:in case i|before i|when i'?m gone|after i'?m gone|if i die|goodbye)`,
  ),
  en(
    `how many${clause(30)}(?:pills|tablets|paracetamol|panadol|advil|ibuprofen|tylenol)${clause(30)}(?:would it take|does it take|to die|to kill|to not wake|too many|lethal|overdose)`,
  ),
  en(
    `(?:cut|burn|scratch|hurt|harm|hit|punch)\\w*(?: my| ${MYSELF})${clause(25)}(?:lighter|blade|razor|knife|compass|scissors|on purpose|to feel|when i'?m (?:sad|upset|angry))`,
  ),
  en(
    `(?:started|start|keep|kept|been|back to|can'?t stop) (?:cutting|burning|hurting|harming|scratching|starving) (?:${MYSELF}|my|again)`,
  ),
  en(
    `(?:bridge|roof|balcony|window|building|cliff|ledge|edge)${clause(40)}(?:almost|nearly|wanted to|want to|going to|gonna) jump|(?:almost|nearly) jumped`,
  ),
  en(
    `i (?:just )?(?:want|wanna|wish i could|need) (?:to )?(?:disappear|vanish|not exist|stop existing|go to sleep forever|be gone|not be here)(?: forever| for good| from (?:this|the) world)?(?=$|[.!?,]| and)`,
  ),
  en(`(?:i'?m|im|i am|i feel like) (?:just )?(?:a burden|worthless and want)`),
  en(
    `(?:want|wanna|going|gonna|plan|planning|thinking about|think about|decided|ready) (?:to )?end (?:it|my life|everything|it all)(?=$|[.!?,]| tonight| today| now| soon| all)`,
  ),
  en(
    `(?:nobody|no one|noone|no1)(?: would| will| is going to| gonna|'d|'ll)? (?:even )?(?:care|miss me|notice|cry)${clause(20)}(?:if|when) i(?:'?m| am| was)? (?:die|died|dead|gone|disappear|disappeared|not here)`,
  ),
  en(
    `(?:swallow|take|taking|swallowing|took|swallowed|down|downing|downed)\\w* (?:a |the )?(?:whole|entire|full) (?:pack|packet|bottle|box|strip|jar) of (?:pills|tablets|paracetamol|painkillers|medicine|panadol|advil)`,
  ),
  en(
    `(?:tonight|today|this) (?:is|will be|'s) my last (?:night|day)(?! (?:of|at|in|before|with|here|off) )|my last (?:night|day) (?:alive|on earth)`,
  ),
  en(
    `waste of (?:space|oxygen|air)|(?:the world|everyone|everybody|nobody|no one)(?: really)? (?:doesn'?t|does not|don'?t|dont|doesnt) need me`,
  ),
  en(
    `(?:thinking|think|thought) (?:about|of) ending (?:it|things|my life|everything)(?: all)?${CLAUSE_END}`,
  ),
  en(
    `can'?t (?:live|go on|keep living|keep going|take (?:this|the) pain)${clause(25)}(?:any ?more|no more|much longer)`,
  ),
  en(
    `if i (?:die|died|disappear|disappeared|was gone|were gone|killed myself)${clause(25)}(?:no one|nobody|noone) (?:would|will|'d|'ll)? ?(?:even )?(?:notice|care|miss me|cry)`,
  ),
];

const ABUSE_EN: readonly RegExp[] = [
  // "they keep hitting me", "beats my mom and me"
  en(
    `(?<!(?:wish|hope)${clause(30)})(?:${HURT_ACTS}|${HURT_IRREGULAR})(?: up)? (?:(?:my |our )?(?:\\w+ ){1,2}and )?(?:me|us)(?! at (?!school|home)| (?:to|for|with) (?:the|a|my) (?:ball|book|answer)| in (?:a |the )?(?:race|game|match|chess|test|exam|quiz|football|maths?|round))`,
  ),
  en(
    `(?:i'?m|im|i am|i get|i got|i was|getting|gets|get|got|been|being|keep getting) (?:so |really |always )?(?:bullied|beaten(?: up)?|beat|picked on|harassed|abused|threatened|hit|slapped|smacked|whipped|punched|kicked|mocked|teased|excluded|humiliated|locked (?:in|out))`,
  ),
  en(
    `(?:nobody|no one|noone)(?: ever| even)? (?:sits|plays|talks|hangs out|eats|wants to sit|wants to play|will sit|will play) (?:with|to|near|next to|beside) me|(?:whisper|talk|gossip|laugh)(?:s|ing|ed)? (?:about|behind) me|behind my back`,
  ),
  en(
    `(?:tell|told|text|texting|texted|texts|messag(?:e|es|ed|ing)|say|said|says|saying|write|wrote|send|sent)${clause(15)}(?:that )?i (?:should|need to|must|have to|deserve to|ought to) (?:just )?(?:die|kill myself|disappear|not exist)`,
  ),
  en(
    `(?:pull|pulls|pulled|pulling|rip|rips|ripped|tear|tears|tore|yank|yanks|yanked) (?:off )?my (?:hijab|headscarf|scarf|hair|clothes|shirt|skirt|pants|trousers)|sit on (?:his|her|their) lap`,
  ),
  en(
    `call(?:s|ed|ing)? me (?:a |an )?${INSULTS}|(?:says|said|tells|told|telling|say|tell) (?:me )?(?:that )?(?:i'?m|i am|im|i'm just) (?:a |an |so )?${INSULTS}`,
  ),
  en(`(?:throw|throws|throwing|threw)${clause(25)} at me|spit(?:s|ting)? on me`),
  en(
    `(?:unless|until) i (?:pay|give them|give him|give her)|(?:take|takes|took|steal|steals|stole) my (?:lunch|money|phone|stuff)${clause(30)}(?:unless|until|every day|and)`,
  ),
  en(
    `(?:spread|spreads|spreading|post|posting|posts|tell|telling|tells) (?:rumou?rs|lies|stories|secrets) about me`,
  ),
  en(
    `fake (?:account|profile|page|instagram|tiktok)${clause(30)}(?:me|humiliate|make fun|mock|embarrass)`,
  ),
  en(
    `(?:shared|posted|sent|spread|leaked|shares|posts|sends)(?: a| an| my)?(?: \\w+)? (?:video|photo|pic|picture|screenshot)s? of me`,
  ),
  en(
    `(?:doesn'?t|does not|won'?t|don'?t|never|doesnt|dont|wont) (?:feed me|let me eat|give me (?:food|dinner|lunch))|makes? me sleep (?:on the floor|outside|in the (?:garage|car|cold))`,
  ),
  en(
    `(?:mean|nasty|hate|hateful|rude|horrible|cruel) (?:comments|messages|posts|texts|things) (?:on|about|under|to) (?:my|me)`,
  ),
  // Someone else hurting a part of the child's body ("slams my head into the wall"); "I hit my head" is not.
  en(
    `(?<!\\b(?:i|i'?m|im|i've|ive)(?: \\w+){0,2} )(?:slam|smash|bang|twist|pull|punch|hit|kick|burn|squeez|chok|pinch|yank|grabb?)(?:s|es|ed|ing)? my (?:head|face|arm|arms|hair|neck|ears?|back|legs?|stomach|body|throat|hands?|fingers|skin|collar)`,
  ),
  en(
    `(?:comes|came|coming|sneaks|sneaked|snuck|creeps|crept) into my (?:room|bed|bedroom)${clause(20)}(?:at night|when|while|and)|(?:comes|came|coming|sneaks|sneaked|snuck|creeps|crept) into my (?:room|bed|bedroom) at night`,
  ),
  en(
    `(?:flash|flashed|flashes|flashing) me|exposed himself|showed me his (?:private|privates|private parts|dick|penis|thing)|(?:trying|tries|tried|try|wants|wanted|forced|forces|keeps trying) to kiss me`,
  ),
];

const SEXUAL_EN: readonly RegExp[] = [
  en(
    `(?:pic|pics|picture|pictures|photo|photos|video|videos|selfie|selfies)(?: of me)? in (?:my |your |his |her )?(?:underwear|bra|boxers|panties|bikini|swimsuit|towel)`,
  ),
  en(
    `touch(?:es|ed|ing)? me (?:in a (?:weird|strange|bad|wrong|funny|creepy|gross) way|inappropriately|down there|under my clothes)`,
  ),
  en(
    `(?:meet|see|visit) (?:him|her|them|me|up)${clause(15)} (?:alone|in private|secretly|in secret)${clause(40)}(?:not tell|don'?t tell|secret)`,
  ),
  en(
    `(?:says|said|saying|sends|sent|sending|texts|texted|asks|asked) (?:me )?sexual (?:stuff|things|messages|comments|jokes|questions|pictures)|sexual (?:stuff|things|messages|comments|jokes) (?:to|at) me`,
  ),
  en(
    `(?:video ?chat|video ?call|facetime|cam)${clause(15)}(?:naked|nude|without clothes|undressed)|(?:naked|nude) (?:on|over) (?:video|cam|camera|facetime)`,
  ),
  en(
    `touch(?:es|ed|ing)? me${clause(25)}(?:when nobody|when no one|when we'?re alone|alone|secret|don'?t tell|not to tell)`,
  ),
  en(
    `(?:ask|asks|asked|asking)${clause(25)}(?:my|your) (?:underwear|bra|panties|boxers|body)|(?:videos?|pics?|pictures?|photos?|images?) of (?:his |her |their |my )?(?:private parts|privates|genitals|dick|penis|boobs|breasts)`,
  ),
  en(
    `(?:show|send|flash) (?:him |her |them )?(?:my|your) (?:body|chest|boobs|private parts|privates)|sit on (?:his|her) lap`,
  ),
  en(
    `(?:kiss|kissed|kisses|kissing|touched|touches|grabbed) me${clause(30)}(?:i said no|said no|didn'?t want|did not want|without asking|against my will|forced)`,
  ),
  en(
    `(?:pics?|pictures?|photos?|videos?|selfies?)(?: of me)? (?:in the (?:shower|bath|bathroom)|while i'?m (?:changing|showering|naked|in the shower))|(?:pics?|pictures?|photos?|videos?)${clause(10)}of (?:me|myself) (?:changing|getting changed|undressing|showering|in the shower)`,
  ),
  en(
    `(?:ask|asks|asked|asking|want|wants|wanted|make|makes|made|force|forces|forced)\\w* me to do (?:sexual|dirty|naked|inappropriate|private) (?:things|stuff)`,
  ),
  en(
    `(?:flash|flashed|flashes|flashing) me|exposed himself|showed me his (?:private|privates|private parts|dick|penis|thing)|(?:trying|tries|tried|try|wants|wanted|forced|forces|keeps trying) to kiss me`,
  ),
  en(
    `(?:comes|came|coming|sneaks|sneaked|snuck|creeps|crept) into my (?:room|bed|bedroom) at night`,
  ),
];

const INTENT =
  "(?:i(?:'ll| will| am going to|'m going to|m going to| want to| wanna|'m gonna|m gonna| gonna| swear i'?ll| swear ill)|ill|imma|i'?ma|gonna|going to)";
const VIOLENCE_EN: readonly RegExp[] = [
  en(
    `${INTENT} (?:kill|murder|stab|shoot|beat up|attack|strangle|poison|hurt|cut|burn|push|kick|punch|slap|choke|beat (?:the \\w+ )?out of) (?:him|her|them|that \\w+|this \\w+|the \\w+|my (?!self\\b)\\w+|every ?one|every ?body|all of them|people)`,
  ),
  en(
    `(?:gun|knife|weapon|pistol|rifle|knives|guns)${clause(40)}(?:bring|bringing|take|taking|carry|carrying)\\w* (?:it|them) (?:to|into) (?:school|class)`,
  ),
  en(
    `make (?:them|him|her|everyone|everybody|you)(?: all)? pay(?=$|[.!?,]| for what)|(?:to|so i can|so i could|in order to) (?:stab|shoot|kill|hurt|poison|strangle) (?:someone|somebody|him|her|them|people|a person|my (?!self\\b)\\w+)`,
  ),
  en(
    `(?:bring|brought|take|get|grab|carry|bringing|taking)(?: a| my| his| her| the| dad'?s| my dad'?s)? (?:knife|gun|blade|weapon|bat|pistol|razor|rifle)${clause(30)}(?:cut|stab|shoot|hurt|kill|beat|attack|scare) (?:him|her|them|someone|somebody|every)`,
  ),
  en(
    `(?:make|get|buy|find) (?:some )?poison|how (?:to|do i|can i|do you) (?:make|build|get|buy) an? (?:explosive|bomb)|poison${clause(20)} (?:in|into) (?:someone'?s|somebody'?s|his|her|their|my \\w+'?s) (?:drink|food|water|tea|juice|lunch)`,
  ),
  en(
    `(?:set|setting) (?:his|her|their|them|him|the school|the class|my \\w+'?s)${clause(15)}on fire|burn (?:his|her|their) (?:house|home|stuff|car)(?: down)?`,
  ),
  en(
    `(?:knife|gun|weapon|bat|pistol|knives|guns|rifle)${clause(30)}(?:revenge|get back at|teach (?:him|her|them) a lesson)`,
  ),
  en(
    `${INTENT} (?:break|smash|crack|snap) (?:his|her|their|your) (?:legs?|arms?|neck|face|nose|jaw|bones|head|teeth)`,
  ),
  en(
    `(?:plan|planning|going|want|wanna|gonna)(?: to)? (?:burn|blow up|bomb|shoot up|set fire to)${clause(10)}(?:school|class|classroom|house|home)|burn (?:the|my|this|our) (?:school|class|classroom|house|home) down`,
  ),
];

export const LEXICON_EN: Record<SafetyCategory, readonly RegExp[]> = {
  self_harm: SELF_HARM_EN,
  abuse: ABUSE_EN,
  sexual: SEXUAL_EN,
  violence: VIOLENCE_EN,
};
