// Everyday uses of the safety words found among decision 070's hard negatives, blanked before both
// layers read the text (everyday-uses.ts): a plastic or cake knife for a class party, a pet
// photographed in a towel, sleeping in until noon on a day off, and a sibling "killed" over a
// snack. Each leaves the real alarm intact: a knife "for that kid", a picture of the child in a
// towel, "ما بدي اصحى" with no hour, "i'll kill him if he touches me".
export const EVERYDAY_CAKES_PETS_LIE_INS: readonly RegExp[] = [
  // "سكينة بلاستيك لحفلة الصف"، "a plastic knife for the cake".
  /(?<!\p{L})(?:ال)?سكين\p{L}* (?:بلاستيك\p{L}*|(?:ال|لل)كيك\p{L}*|(?:ال|لل)زبده|(?:ال|لل)تورته)/gu,
  /\b(?:plastic|cake|butter) knife\b/gu,
  // A knife bought for the kitchen: "اشتريت سكين جديدة للمطبخ" (not "سكين المطبخ" taken to school).
  /(?<!\p{L})(?:ال)?سكين\p{L}*(?: \p{L}+)? للمطبخ/gu,
  // "a cute pic of his dog in a towel after its bath".
  /\b(?:pic|pics|picture|photo|video|vid)s? of (?:his|her|my|our|their|a|the) (?:dog|cat|puppy|kitten|hamster|rabbit|bunny|pet|parrot)\b[^.!?]*/gu,
  /(?<!\p{L})(?:ال)?(?:صور|فيديو)\p{L}* (?:ل|ال|لل)?(?:كلب|قط|قطه|قطتي|بسه|بسينه|ارنب|جرو|عصفور)\p{L}*[^.!?؟]*/gu,
  // Sleeping in: "ابي انام ولا اصحى الا الظهر"، "ما بدي اصحى قبل العصر".
  /(?<!\p{L})(?:ما|ولا|مش|مو|وما) ?(?:ا|ن|ب)?(?:صحي|صحا|قوم|فيق)\p{L}* (?:الا|غير|قبل|لين|لحد|حتي) (?:ال)?(?:ظهر|ضهر|عصر|الساعه|بكره|متاخر)\p{L}*/gu,
  // A sibling over a snack or a thing borrowed: "i'm gonna kill my brother if he eats my chocolate".
  /\b(?:kill|murder|strangle) my (?:little |big |older |younger )?(?:brother|sister|bro|sis|cousin) if (?:he|she) (?:eats?|takes?|uses?|borrows?|steals?|finish(?:es)?|wears?|spoils?|reads?) (?:my|the)\b[^.!?]*/gu,
];
