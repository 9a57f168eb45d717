// The study requests the tutor recognizes besides ordinary questions (docs/decisions, intents).
// A classified request carries what its handler needs: the words naming a topic or a file, a
// page and a question count, all read from the student's own text.

export type IntentKind =
  /** "hi", "السلام عليكم" */
  | 'greeting'
  /** "thank you", "bye", "شكرا" */
  | 'thanks'
  /** "what can you help with", "ممكن تساعدني أذاكر؟" */
  | 'capabilities'
  /** "which files / topics do you have", "what's in the matlab zip?" */
  | 'files'
  /** "summarize page 2", "لخص الفصل الخامس" */
  | 'summarize'
  /** "quiz me on photosynthesis", "اختبرني في الكيوبت" */
  | 'quiz'
  /** "explain the pondweed experiment", "ما هو التحريش" */
  | 'explain'
  /** Anything else: answered as an ordinary question. */
  | 'question';

/** The language of the rule that matched: the reply is written in it. */
export type IntentLanguage = 'ar' | 'en';

export interface Intent {
  kind: IntentKind;
  language: IntentLanguage;
  /** The student's words left once the request's own words are removed (a topic or a file name). */
  subject: string;
  /** A page the student named ("page 2", "الصفحة الثانية"), 1-based as cited. */
  page?: number;
  /** "this file", "the whole file", "هذا الملف": a file without naming it. */
  thisFile?: boolean;
  /** The kind word of "the worksheet" / "ورقة العمل" taken as `thisFile`: a file of that kind. */
  fileWord?: string;
  /** Questions asked for ("give me 3 questions"). */
  count?: number;
  /** A follow-up quiz ("another one"): questions of this quiz already given earlier in the chat. */
  skip?: number;
  /** A follow-up explanation ("explain more"): what the first explanation did not quote. */
  more?: boolean;
}

/** Questions in a quiz when the student names no count. */
export const DEFAULT_QUIZ_QUESTIONS = 4;
