// What the tutor says when the bot's materials do not cover a question: plainly, in the
// student's language, with no guess attached (issue 3 §5: it never invents).
import type { QuestionLanguage } from './question-language.js';

const DECLINE: Record<QuestionLanguage, string> = {
  ar: 'لا تغطي المواد الدراسية لهذا البوت هذا السؤال، لذلك لا أستطيع الإجابة عنه من ملفات المعلم. جرّب صياغة السؤال بكلمات أخرى أو اسأل معلمك.',
  en: "The study materials of this bot do not cover this question, so I cannot answer it from your teacher's files. Try asking it in other words, or ask your teacher.",
  fr: 'Les documents de cours de ce bot ne traitent pas cette question, je ne peux donc pas y répondre à partir des fichiers de ton enseignant. Essaie de la formuler autrement ou demande à ton enseignant.',
  de: 'Die Unterrichtsmaterialien dieses Bots behandeln diese Frage nicht, daher kann ich sie nicht aus den Dateien deiner Lehrkraft beantworten. Formuliere die Frage anders oder frage deine Lehrkraft.',
};

export function declineMessage(language: QuestionLanguage): string {
  return DECLINE[language];
}

const UNREADABLE_IMAGE: Record<QuestionLanguage, string> = {
  ar: 'لم أتمكن من قراءة أي نص في هذه الصورة. اكتب سؤالك مع الصورة وسأبحث عن الإجابة في ملفات المعلم.',
  en: "I could not read any text in this image. Please type your question with it and I will look for the answer in your teacher's files.",
  fr: "Je n'ai pu lire aucun texte dans cette image. Écris ta question avec l'image et je chercherai la réponse dans les fichiers de ton enseignant.",
  de: 'Ich konnte in diesem Bild keinen Text lesen. Schreibe deine Frage zum Bild dazu, dann suche ich die Antwort in den Dateien deiner Lehrkraft.',
};

/** For an image-only message whose image holds no readable text: nothing to search for. */
export function unreadableImageMessage(language: QuestionLanguage): string {
  return UNREADABLE_IMAGE[language];
}

const PHOTO_MAY_BE_MISREAD: Record<QuestionLanguage, string> = {
  ar: 'إذا لم يكن هذا ما في صورتك، فاكتب السؤال بنفسك أو أرسل صورة أوضح وأقرب.',
  en: 'If that is not what your photo says, type the question or send a sharper, closer photo.',
  fr: "Si ce n'est pas ce que dit ta photo, écris la question ou envoie une photo plus nette et plus proche.",
  de: 'Falls das nicht auf deinem Foto steht, tippe die Frage ab oder schicke ein schärferes, näheres Foto.',
};

/**
 * Added to a decline of a question read from a photo: OCR may have misread it (small or blurred
 * text), so "not covered" may be about the misreading, not the teacher's files.
 */
export function photoMayBeMisreadMessage(language: QuestionLanguage): string {
  return PHOTO_MAY_BE_MISREAD[language];
}

const PHOTO_UNREAD: Record<QuestionLanguage, string> = {
  ar: 'لم أتمكن من قراءة النص في صورتك، فأجبت من كلماتك المكتوبة فقط. إذا كان سؤالك في الصورة، فأرسل صورة أوضح وأقرب أو اكتب السؤال.',
  en: 'I could not read the text in your photo, so I answered from your typed words only. If your question is in the photo, send a sharper, closer photo or type the question.',
  fr: "Je n'ai pas pu lire le texte de ta photo, j'ai donc répondu à partir de tes mots seulement. Si ta question est sur la photo, envoie une photo plus nette et plus proche ou écris la question.",
  de: 'Ich konnte den Text auf deinem Foto nicht lesen und habe nur mit deinen getippten Worten geantwortet. Steht deine Frage auf dem Foto, schicke ein schärferes, näheres Foto oder tippe die Frage ab.',
};

const PHOTO_UNREAD_POINTED_AT: Record<QuestionLanguage, string> = {
  ar: 'لم أتمكن من قراءة النص في صورتك، لذلك لا أعرف ما الذي تقصده. أرسل صورة أوضح وأقرب، أو اكتب السؤال هنا.',
  en: 'I could not read the text in your photo, so I cannot tell what your question refers to. Send a sharper, closer photo, or type the question here.',
  fr: "Je n'ai pas pu lire le texte de ta photo, je ne sais donc pas à quoi ta question se rapporte. Envoie une photo plus nette et plus proche, ou écris la question ici.",
  de: 'Ich konnte den Text auf deinem Foto nicht lesen und weiß daher nicht, worauf sich deine Frage bezieht. Schicke ein schärferes, näheres Foto oder tippe die Frage hier ein.',
};

/**
 * A photo came with typed words but no text could be read from it (OCR failed, ran out of time,
 * or found no letters): said before the answer to the typed words, so a decline is not taken
 * for a gap in the files. When the words only point at the photo ("solve question 1", "ما
 * هذا؟") there is nothing else to answer: `pointedAt` says so instead.
 */
export function photoUnreadMessage(language: QuestionLanguage, pointedAt: boolean): string {
  return (pointedAt ? PHOTO_UNREAD_POINTED_AT : PHOTO_UNREAD)[language];
}
