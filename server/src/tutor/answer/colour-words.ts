// Questions that ask for a colour ("what colour are copper sulfate crystals", "ما لون اليود"),
// and lines that name one: the answer to the first must hold the second, and the line holding
// every other word of the question ("To make copper sulfate crystals, ...") often does not.
const COLOUR_QUESTION =
  /\b(?:colou?rs?)\b|(?:^|\s)(?:ما|ماهو|ما هو|ماهي|ما هي|بأي|باي|أي|اي)\s+(?:لون|اللون|ألوان|الوان)(?:\s|$|؟)/iu;
const COLOUR_WORD =
  /\b(?:red|orange|yellow|green|blue|purple|violet|pink|white|black|brown|gr[ae]y|colou?rless|milky)\b|(?:^|[^\p{L}])(?:ال)?(?:[أا]حمر|حمراء|[أا]زرق|زرقاء|[أا]خضر|خضراء|[أا]صفر|صفراء|[أا]بيض|بيضاء|[أا]سود|سوداء|بنفسجي|برتقالي|وردي|رمادي|بني|عديم اللون)(?:[^\p{L}]|$)/iu;

export const asksColour = (question: string): boolean => COLOUR_QUESTION.test(question);

export const namesColour = (text: string): boolean => COLOUR_WORD.test(text);
