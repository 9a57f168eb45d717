// The calm reply a flagged message gets instead of material quotes. Each deployment can set its
// own wording (the school's counsellor, a local helpline) with EDUBOT_SAFETY_REPLY_EN and
// EDUBOT_SAFETY_REPLY_AR; these defaults name no service that may not exist where it runs.
import { containsArabic } from '@edubot/common';

export const DEFAULT_SAFETY_REPLY_EN =
  "Thank you for telling me. What you wrote sounds really hard, and you don't have to deal with it on your own. " +
  'Please talk to an adult you trust today: a parent, your teacher, the school counsellor or another adult at school. ' +
  'If you are in danger right now, go to an adult near you or call your local emergency number. ' +
  "Your teacher has been told so they can help. I'm here for your studies whenever you want to continue.";

export const DEFAULT_SAFETY_REPLY_AR =
  'شكرًا لأنك أخبرتني. ما كتبته يبدو صعبًا جدًا، ولست مضطرًا لمواجهته وحدك. ' +
  'من فضلك تحدّث اليوم مع شخص بالغ تثق به: أحد والديك أو معلمك أو المرشد في المدرسة أو أي شخص بالغ آخر في المدرسة. ' +
  'إذا كنت في خطر الآن، فاذهب إلى أقرب شخص بالغ أو اتصل برقم الطوارئ المحلي. ' +
  'لقد تم إبلاغ معلمك ليتمكن من مساعدتك. أنا هنا لمساعدتك في دراستك متى أردت أن تكمل.';

export interface SafetyReplies {
  en: string;
  ar: string;
}

/** The reply in the language the student wrote in. */
export function safetyReply(text: string, replies: SafetyReplies): string {
  return containsArabic(text) ? replies.ar : replies.en;
}
