// Arabic written in Latin letters and digits ("Arabizi" / Franco-Arabic: ana 3ayez amoot,
// baba bydrabni), as many teenagers in Egypt, the Levant and the Gulf type on phones. Digits stand
// for Arabic letters (2 ء/ق, 3 ع, 5 خ, 7 ح, 8/9 ق); vowels are written freely, so each word is a
// pattern over its consonants with optional vowels. Part of the safety rule set
// (docs/decisions/017-safety-rules-and-gaps.md); patterns run on folded (lowercase) text.
import type { SafetyCategory } from '@edubot/common';

const az = (pattern: string) => new RegExp(`\\b(?:${pattern})\\b`, 'u');

const WANT =
  '(?:ana )?(?:3ayez|3ayz|3aiz|3awez|3awz|3ayza|3awza|bade|badi|baddi|badde|beddi|bedde|biddi|bdi|bidi|abi|abee|abgha|abga|abgh|nefsi|nfsi|nifsi|wedi|widdi|3ayzeen)';
const NOT = '(?:mesh|msh|mish|mosh|mush|mech|ma|mo|mu|mabi|mabe|mabgha|ma3ad|m3ad|ma 3ad|ma3od)';
const DIE = '(?:a|ha|7a|h|n|ra7 a)?m[ou]{1,2}t';
const LIVE = '(?:a|e|ee)?3[ie]{1,2}sh';
// "anther" (a flower's part) must not match: the h spelling needs the vowel before -ar.
const SUICIDE = '(?:a|ha|b|h|n|ra7 a)?(?:[aei]nt[aei]?7[aei]?r|[aei]nt[aei]?har)';
const MYSELF = '(?:nafsi|nafsy|nfsi|nafsee|nafse|7ali|7aly|7alee|ro7i|roo7i)';
const KILL = '(?:a|ha|7a|b)?(?:2t[eo]?l|8t[eo]?l|kt[eo]?l|2at[eo]?l|2[ie]t[ie]?l)';
const TIRED =
  '(?:te3ebt|t3bt|ta3bt|ti3bt|t3ebt|ti3ibt|te3bt|zah2t|zhe2t|zh2t|zhe2t|malet|mallet|maleet|tfesht|tefesht)';
const LIFE = '(?:el |al |l|el-)?(?:7aya|hayah|7ayah|hayat|7ayat|dunya|donya|7ayati|7yati|hayati)';
/** Family members a child may be afraid of. */
const FAMILY =
  '(?:baba|babi|abuya|abooy|aboy|abui|abi|mama|mami|ommi|omi|oumi|goz (?:ommi|mama)|zoj (?:ommi|omi)|3ammi|3ami|5ali|khali|a5oya|a5oy|akhoy|el bet|el beit|el bait)';
const NOBODY = '(?:ma ?7ad|m7ad|ma7adesh|ma7adsh|m7adsh|mahadesh|ma 7ada|ma7ada|wala 7ad|wla 7ad)';

const SELF_HARM: readonly RegExp[] = [
  az(`${WANT} ${DIE}`),
  az(`${NOT} (?:${WANT} )?(?:${LIVE})`),
  az(`${SUICIDE}`),
  az(`${KILL} ${MYSELF}|(?:a|ha|b)?(?:2azi|2aze|aazi|2ezi|2oze|adhi) ${MYSELF}`),
  az(`${TIRED} (?:mn|men|min|mel|mil|m) ${LIFE}`),
  // "ana t3ebt w 3ayez a5las men kol 7aga": wanting to be done with everything, or with life.
  az(
    `${WANT} (?:a|n)?(?:5las|khlas|5allas|khallas) (?:men|mn|min|m) (?:kol 7aga|kol 7aja|kol shi|kollo|${LIFE}|${MYSELF})`,
  ),
  // "nefsi anam w mas7ash": to sleep and not wake.
  az(
    `(?:anam|nam|nom) (?:w|we|wa|o) ?(?:ma|m|mesh|msh|mish|mo)? ?(?:as7a|s7a|as7ash|s7ash|asha|a2oum|a2oom)\\w*`,
  ),
  az(
    `(?:ba|a|ha|b|ba2et a)?(?:2ta3|a2ta3|gra7|jra7|agra7|ajra7|e2ta3)\\w* (?:edi|idi|eidi|eedi|eidy|dra3i|dra3y|rigli|regli|gesmi|jesmi|m3esmi)`,
  ),
  az(`(?:ana )?(?:3eb2|3ib2|3ab2|3b2|3ebe2) (?:3ala|3la|3al|3lee|3aleikom)`),
  // Pills collected to take at once: "gama3t 7obob keteer 3shan a5odhom mara wa7da".
  az(
    `(?:gama3t|gam3t|jama3t|bagma3|bajma3|ajma3|agma3|5abeit|5abbet|5abet|ba5abi|ba5abbi|bakhabi|mkhabi|m5abi|m5abya)\\w* (?:\\w+ ){0,2}(?:7obob|7bob|7boob|7ebob|bersham|barsham|dawa|adweya|shafra|mous|moos)|(?:a5od|akhod|a5ad|abla3|ablaa3)(?:hom|ha|hum) (?:kollohom|kolohom|mara wa7da|marra wa7da|dof3a wa7da)`,
  ),
  az(`${NOT} (?:${WANT} )?(?:a|n)?(?:kamel|kammel|kamil)(?=\\s*$|[.!?,])`),
  az(`(?:a|ha|b|ba|7a)?(?:rmi|armi|ermi|rami) ${MYSELF}`),
  // "3ayz anam 3la tool": to sleep for good.
  az(`${WANT} (?:anam|nam|a?rta7|artaa7) (?:(?:3la|3ala|3al) ?tool|(?:lel|lil|le) ?abad)`),
  az(
    `${WANT} (?:a|e)?(?:5tef|khtef|5tif|khtif)\\w*(?: (?:w|we|wa) (?:${NOBODY}|mafish 7ad)| (?:lel|lil|le) ?abad)`,
  ),
  az(
    `(?:el donya|el dunya|el 3alam|7ad|ma7adesh|mahadesh|kolohom|el nas) (?:${NOT} )?(?:me7tag|m7tag|mi7tag|me7taga|m7taga)\\w*(?:ni|ny|ane|ani)`,
  ),
  az(
    `(?:katabt|ktabt|baktob|ha?ktob)\\w* (?:gawab|gwab|risala|resala|wara2a|note)\\w* (?:\\w+ ){0,3}(?:2abl|abl|gabl) (?:ma )?(?:amshi|amoot|amot|arou7|aro7)`,
  ),
  az(
    `${NOBODY} (?:\\w+ )?(?:hayla7ez|haylahez|yla7ez|ylahez|byla7ez|hayl7az|yes2al|hayes2al|yedawar)\\w*`,
  ),
  az(
    `${NOBODY} (?:\\w+ )?(?:yfte2dni|yfte2dne|yefte2edni|yfta2edni|hayfta2edni|yeftekdni|yftkdni|yez3al|hayez3al|yhtam|yehtam)`,
  ),
];

const ABUSE: readonly RegExp[] = [
  // "byedrabouni", "bydrabni", "darabni", "yedrebni": hit/beat + a "me" ending.
  az(
    `\\w*(?:drab|dreb|darab|drob|darb|dareb|dorb|drb)(?:ni|ny|ne|ouni|oni|uni|ooni|ony|oony|one|oune|oone)`,
  ),
  az(`\\w*(?:tnamar|tanamar|tnamr|tanamor|tnamor|tanamr|tnmr)\\w*`),
  az(`\\w*(?:t7arash|ta7arosh|ta7arush|t7rsh|7arash) (?:feya|fiya|biya|beya|fia|bia|fiyi|fini)`),
  az(
    `(?:by|bi|be|y|t|bt|bye|bte|ye|te)?(?:ehin|ehen|hin|hen|7bs|7abs|7bes|7abes|shtem|shtm|hadd?ed|khna2|5na2|3awar|3awer|3wr|3war)(?:ni|ouni|oni|ny|uni)`,
  ),
  az(
    `(?:ana )?(?:5ayef|5ayfa|5ayfe|mot?a5awef|mot?a5awfa|khayef|khayfa|5aif|5aifa|ba5af|ba5aaf|b5af) (?:(?:men|mn|min|m) ${FAMILY}|(?:a|n)?(?:rga3|rja3|rou7|roo7|ro7) (?:3al |3a |3ala |le |l |el |al )?(?:el |al )?(?:beit|bet|bait|bayt|dar))`,
  ),
  az(
    `\\w*(?:d7ak|dhak|d7k|dhk|tre2|try2|tere2|tri2|trya2|trye2|tarya2|tmas5ar|tmaskhar|tmas5r|tmasa5ar|s5ar|sa5ar)\\w* (?:3alaya|3alia|3aleya|3lya|3alay|3leye|3layi|3leyi|3alayi)`,
  ),
];

// Cigarettes put out on a hand, made to sleep in the kitchen, twisting an arm, shut out of a group.
const ABUSE_AT_HOME_AND_SCHOOL: readonly RegExp[] = [
  az(
    `(?:sagayer|sagara|sigara|sjayer|sgayer|sejara)\\w* (?:f|fi|fe|3ala|3a) (?:2idi|idi|edi|eidi|gesmi|rigli|dra3i)`,
  ),
  az(
    `\\w*(?:nayem|nawem|nayim)\\w*(?:ni|ny) (?:fel|fi el|f el|3al|3ala el) (?:matba5|7amam|ard|share3|balakona|barra)`,
  ),
  az(`(?:by|bi|b|y|bye|bt|bte)?(?:lwi|elwi|lawi)\\w* (?:2idi|idi|edi|eidi|dra3i|rigli)`),
  az(`\\w*(?:rmeeni|rmini|rmeni|rmiini|rmeny)\\w*`),
  az(
    `(?:byodkhol|yodkhol|bydkhol|bidkhol|dakhal|bye5ol|byo5ol)\\w* (?:el |al )?(?:7ammam|7amam|oudti|odti|2odti) (?:w|we) (?:ana )?(?:bast7a|bst7a|baghayar|bghayar|nayem|nayma)\\w*`,
  ),
  az(`\\w*(?:tal3ouni|tal3oni|tala3ouni|tal3ony|tala3oni|tal3uni)\\w* (?:men|mn|bara|barra)\\w*`),
];

const VIOLENCE: readonly RegExp[] = [
  az(
    `(?:ha|h|7a|sa|la|ra7 a|ra7 2a|2a|bade a|3ayez a|a)?(?:2t[eo]?l|8t[eo]?l|kt[eo]?l)(?:o|oh|ha|hom|hum|ak|ik)`,
  ),
  az(
    `(?:a|ha|h|7a|n)?(?:fagar|fajar|fager|fajer|fgr|fjr) (?:el |al |l)?(?:madrasa|madrase|fasl|saf|school)`,
  ),
];

export const ARABIZI_RULES: Record<SafetyCategory, readonly RegExp[]> = {
  self_harm: SELF_HARM,
  abuse: [...ABUSE, ...ABUSE_AT_HOME_AND_SCHOOL],
  // Pictures without clothes: "ab3atlo sowar men gher hdoum".
  sexual: [
    az(
      `(?:sowar|sewar|swar|sora|soura|pics|video|vid)\\w* (?:\\w+ )?(?:men gher|mn gher|men ghir|men 8er|mn 8er|bdoon|bedoon|bidoon|bala|min dun) (?:hdoum|hdom|hdoom|ho2doom|malabes|malabis|lebs|hedoum)|(?:3aryan|3arian|3arya|3aryana|3eryan)`,
    ),
  ],
  violence: VIOLENCE,
};
