// Built-in Arabic-English school vocabulary: nutrition, diseases and health (line format:
// school-vocabulary.ts). Written by hand for Grade 6-11 health and science lessons.
export const HEALTH = `
أسقربوط/داء الأسقربوط = scurvy
كساح/الكساح = rickets
فقر الدم/أنيميا = anaemia/anemia
العشى الليلي/عشى ليلي = night blindness
إسهال = diarrhoea/diarrhea
هرم غذائي/الهرم الغذائي = food pyramid
وجبة متوازنة = balanced diet/balanced meal
دهنيات = fats/fat/lipids
جدري = smallpox
حصبة = measles
كوليرا = cholera
ملاريا = malaria
إنفلونزا/انفلونزا = influenza/flu
معدي/معدية = infectious/contagious
أعراض = symptoms/symptom
وقاية = prevention
نظافة شخصية = hygiene/personal hygiene
إسعافات أولية = first aid
نزيف/ينزف = bleeding/bleed
كوليسترول = cholesterol
يدخن = smoking/smoke
إدمان = addiction
لياقة بدنية = fitness/physical fitness
سعر حراري = calories/calorie
جرعة = dose
حساسية = allergy
`;
