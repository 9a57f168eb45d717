// A file's front matter: the lines of a title page or slide that say who made the lesson and for
// whom ("Teacher: Ms. Layla Nasser", "Al Rawabi Secondary School, Grade 9 Physics", "إعداد
// المعلمة: هدى العلي"). They name no idea of the lesson: a summary or explanation that quotes
// them first ("explain Ohm's law" answered with the teacher's name) tells the student nothing.

/** Labels that open a line about the lesson's author, class or date. */
const LABEL =
  /^(?:teacher|instructor|lecturer|tutor|prepared by|presented by|written by|compiled by|author|student(?:'s)? name|name|class|school|date|term|semester|academic year|إعداد|اعداد|تقديم|تأليف|المعلم|المعلمه|المعلمة|معلم|معلمه|معلمة|الأستاذ|الاستاذ|الأستاذة|الاستاذة|الأستاذه|الاستاذه|أ\.|المدرسة|المدرسه|مدرسة|مدرسه|اسم الطالب|الفصل الدراسي|العام الدراسي|السنة الدراسية)(?=[\s:：\-–.،,]|$)/iu;
/** A school's name together with a class: "Al Rawabi Secondary School, Grade 9 Physics". */
const SCHOOL = /\b(?:school|academy|college)\b|مدرس[ةه]|أكاديمي[ةه]|اكاديمي[ةه]/iu;
const CLASS = /\b(?:grade|year|class|form)\s*\p{N}|الصف|للصف|المرحل[ةه]/iu;
const MAX_WORDS = 10;

export function isFrontMatter(line: string): boolean {
  const text = line.trim();
  if (text.split(/\s+/u).length > MAX_WORDS) return false;
  return LABEL.test(text) || (SCHOOL.test(text) && CLASS.test(text));
}
