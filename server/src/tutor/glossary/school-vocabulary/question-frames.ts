// The words a question is framed with ("how many", "كم", "what is", "ما هو", "الفرق بين"), in
// both languages (line format: school-vocabulary.ts). Most are stopwords the search drops, but
// the tutor reads them from the question to know what is asked (a number for "how many", a
// definition for "what is"), so a translated question keeps its frame. The first form of each
// side is the one a translation writes, and it is always a function word or an everyday word
// (answer/general-words.ts): a frame must never become a word the notes are expected to hold
// ("define", "function", "explain" are not in the notes that define, give a function, explain).
export const QUESTION_FRAMES = `
كم/كم عدد/ما عدد/كم يبلغ/كم تبلغ = how many/how much
ما هو/ما هي/ما/ما هم = what is/what are/what
ماذا = what
لماذا/لم/علل/ما سبب/ما أسباب/ما السبب = why/what causes/give a reason
متى/في أي عام/في أي سنة = when
أين/اين/في أي مكان = where
كيف/اشرح/وضح/صف = how/explain/describe
من هو/من هي/من هم/من الذي = who is/who are/who
أي/أية/ما الذي = which
هل = is it true that/can it be that
الفرق بين/ما الفرق بين/قارن بين/قارن = difference between/compare
ما معنى/ما المقصود ب/ماذا يعني/ما تعريف/عرف/عرّف = what does mean/define/definition of/meaning of/what is meant by
ما/اذكر/عدد/سم = name/list
كم/احسب = how much/calculate
ما وحدة/ما وحدة قياس/بماذا يقاس/بماذا تقاس = what is the unit of/what is measured in
ما صيغة/ما قانون/ما معادلة = what is the formula for/what is the equation for
ماذا يفعل/ماذا تفعل/ما وظيفة/ما دور/ما عمل = what does do/what is the function of/what is the role of/what is the job of
ما أهمية/ما فائدة/ما فوائد = why is important/what is the use of
ماذا يحدث/ماذا حدث = what happens/what happened
ما أنواع = what are the types of/what kinds of
ماذا يسمى/ماذا تسمى/ما اسم/بماذا يسمى = what is called/what is the name of
مم يتكون/مم تتكون/مم يصنع/مم تصنع/مما يتكون/مما تتكون = what is made of/what does consist of
ما سبب حدوث/ما أسباب حدوث/سبب حدوث/أسباب حدوث = what causes/why does happen
ما/اذكر مثالا/أعط مثالا/اعط مثال/أعط أمثلة = give an example of/give an example/give examples of
ما نوع/ما هو نوع/أي نوع = what type of/what kind of/which
ما أمثلة/ما هي أمثلة/اذكر أمثلة/أمثلة على = give examples of/examples of/such as
ما وظيفته/ما وظيفتها/وما وظيفته/وما وظيفتها/ما دوره/ما دورها/وما دوره/وما دورها/ما عمله/ما عملها = what does it do/what is its function
`;
