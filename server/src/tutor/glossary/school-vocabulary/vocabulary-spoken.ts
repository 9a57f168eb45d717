// Built-in Arabic-English school vocabulary: the spoken (Levantine, Gulf and Egyptian) words
// students type in place of the written question words (line format: school-vocabulary.ts).
// Written for EduBot by hand; these are question frames, so each English form is a function or
// everyday word (question-frames.ts).
export const SPOKEN_FRAMES = `
شو/ايش/إيش/وش/ايه/إيه = what
شو هو/شو هي/ايش هو/ايش هي/وش هو/وش هي = what is/what are
وين/فين = where
ليش/ليه/لويش = why
امتى/إمتى/ايمتى/متين = when
كيفاش/ازاي/إزاي = how
قديش/قداش/كام/بكم = how much/how many
مين/منو = who
اللي = which
معظم/أغلب = most
بأي/بأية/بماذا = which/with what
ايش يسوي/شو بيعمل/وش يسوي/ايش تسوي/شو بتعمل = what does do
شو وظيفة/ايش وظيفة/وش وظيفة/شو دور/ايش دور/وش دور/شو فايدة/ايش فايدة = what does do/what is the function of
وين نلاقي/وين بنلاقي/فين نلاقي/وين نلقى/أين نجد/اين نجد = where is found/where are found/where
`;
