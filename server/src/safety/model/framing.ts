// Academic and literary framing for the learned layer: "why did Romeo and Juliet kill themselves",
// "why do teens self harm? for my health presentation", "لماذا انتحر البطل في الرواية". A student
// who asks about a story, a lesson or a project needs the material, and a flagged message gets a
// supportive reply instead of it. The framing lowers the model's score; it does not zero it, and
// it lowers it less when the writer also speaks of themself, so "for my presentation… my dad hits
// me" still counts. Encyclopedia-style questions (when was…, who is…, متى…، من هو…) are framed the
// same way: they ask about someone else. Patterns run on normaliseForModel() text (folded, punctuation as spaces).

const FRAMING_PATTERNS: readonly RegExp[] = [
  // Stories, plays, poems, films and their people.
  /\b(?:in|of|from|about) (?:the|this|a|that) (?:story|novel|book|poem|play|film|movie|tale|myth|legend|chapter|scene|text|passage|article|tragedy|epic|series|show)\b/u,
  /\b(?:character|characters|protagonist|narrator|author|poet|playwright|novelist|hero|heroine|villain)\b/u,
  /\b(?:hamlet|ophelia|macbeth|othello|romeo|juliet|shakespeare|gatsby|frankenstein|antigone|oedipus|odyssey)\b/u,
  // Lessons, projects and school work.
  /\bfor (?:my|our|a|the) (?:\w+ )?(?:presentation|project|essay|report|poster|assignment|homework|class|lesson|research|debate|exam|test|quiz|paper)\b/u,
  /\b(?:health|science|biology|history|english|literature|psychology|social studies|civics|pe) (?:class|lesson|presentation|project|poster|essay|homework|teacher)\b/u,
  /\b(?:statistics|rates?|causes|warning signs|definition|prevention|symptoms|facts) (?:of|about|on)\b/u,
  /\bwhy (?:do|does|did|would|might) (?:some |many )?(?:people|teens|teenagers|students|kids|children|someone|a person|victims|survivors)\b/u,
  /\b(?:in|during) (?:history|ww1|ww2|world war|the war|the revolution|ancient)\b/u,
  // Requests for study material: "give me examples of…", "tell me a fun fact about…", "اعطني امثله".
  /\b(?:give|tell|show|teach|remind|send|quiz|test|ask) me (?:a |an |some |the |more |\d+ |three |two |five |ten )?(?:fun |quick |easy |short |few |good )?(?:fact|facts|example|examples|question|questions|quiz|summary|definition|definitions|hint|hints|tip|tips|overview|list|idea|ideas|story|joke|riddle|word|words|answer|answers|page|pages|lesson|steps|formula|about|how|what|why|where|when|who|the difference)\b/u,
  /(?:^| )(?:اعطني|اعطيني|عطني|قل لي|قولي|قللي|وريني|ذكرني|علمني|اشرح لي|اشرحلي|فهمني|هات لي|هاتلي|ابعت لي|ابعتلي) (?:ال)?(?:مثال|امثله|سؤال|اسئله|معلومه|معلومات|فكره|ملخص|تعريف|عن|كيف|كيفيه|شو|ايش|ماذا|الفرق|قاعده|قانون|صفحه|نصيحه|نصائح)/u,
  // Encyclopedia questions: when / who / where about someone or something else.
  /^(?:when|who|where|which|what year|in what year) (?:was|were|is|are|did|does|do|had|has)\b/u,
  /^(?:متى|متي|من هو|من هي|من هم|من|اين|وين|في اي عام|في اي سنه|ما اصل|ما هو|ما هي|ماهي|ماهو|كم عدد)(?: |$)/u,
  // "What is the term / thing / city that…": an encyclopedia question about something named
  // (decision 043: "ما المصطلح الذي أكدت عليه آنا جارفيس", where the name آنا folds to انا, "I").
  /^ما ال[\u0621-\u064A]+ (?:الذي|التي|الذين|اللذان|اللتان)(?: |$)/u,
  // Arabic (folded: ه for ة, one alef).
  /(?:^| )(?:ال|في ال|فال|بال|لل)?(?:روايه|مسرحيه|قصه|قصيده|روايات|قصص|فيلم|مسلسل|اسطوره|حكايه|ملحمه)(?: |$)/u,
  /(?:^| )(?:ال)?(?:بطل|بطله|شخصيه|شخصيات|الكاتب|الشاعر|المؤلف|الراوي|الكاتبه)(?: |$)/u,
  /(?:^| )(?:هاملت|عطيل|ماكبث|روميو|جولييت|شكسبير)(?: |$)/u,
  /(?:^| )(?:في|خلال) (?:الدرس|الحصه|الكتاب|النص|المنهج|التاريخ|الحرب)(?: |$)/u,
  /(?:^| )(?:ل|عشان|علشان|من اجل)(?: ال)? ?(?:بحث|مشروع|عرض|العرض التقديمي|تقرير|واجب|مقال|الواجب|البحث|المشروع|التقرير|المقال|الحصه|الدرس|المدرسه)(?: |$)/u,
  /(?:^| )(?:لماذا|ليش|ليه|علاش) (?:ي|ت)[\u0621-\u064A]+ (?:بعض )?(?:الناس|المراهقين|المراهقون|الطلاب|الاطفال|الشباب)(?: |$)/u,
  /(?:^| )(?:اسباب|احصائيات|نسبه|نسب|علامات|تعريف|ظاهره) /u,
];

/** True when the (normalised) message frames its topic as a story, a lesson or a project. */
export function hasAcademicFraming(normalised: string): boolean {
  return FRAMING_PATTERNS.some((p) => p.test(normalised));
}

/** The message with its framing phrases blanked, so "for my presentation" is not a first person. */
export function withoutFraming(normalised: string): string {
  let rest = normalised;
  for (const p of FRAMING_PATTERNS) rest = rest.replace(new RegExp(p.source, 'gu'), ' ');
  return rest;
}

/** Logit subtracted when the message is framed: full without a first person, less with one. */
export const FRAMING_PENALTY = { thirdPerson: 3, firstPerson: 1 } as const;
