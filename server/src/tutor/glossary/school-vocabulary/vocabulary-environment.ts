// Built-in Arabic-English school vocabulary: the environment and its problems (line format:
// school-vocabulary.ts). Written by hand for Grade 6-11 science and geography lessons.
export const ENVIRONMENT = `
ملوثات/ملوث = pollutants/pollutant
إعادة التدوير/تدوير = recycling/recycle/recycled
نفايات/قمامة = waste/rubbish/garbage
أمطار حمضية/مطر حمضي = acid rain
طاقة الشمس = solar energy/solar power
قطع الغابات/إزالة الغابات = deforestation/cutting down forests
تشجير = afforestation/planting trees
مهدد بالانقراض/مهددة بالانقراض = endangered
محمية طبيعية/محميات طبيعية = nature reserve/nature reserves
تنوع بيولوجي = biodiversity
صرف صحي/مياه الصرف = sewage
مبيدات/مبيدات حشرية = pesticides
أسمدة/سماد = fertilisers/fertilizers/fertiliser
كلوروفلوروكربون/مركبات الكلوروفلوروكربون = CFCs/chlorofluorocarbons
ثقب الأوزون = ozone hole/hole in the ozone layer
اتفاق = agreement/treaty/convention
حظر/يحظر = ban/banned
`;
