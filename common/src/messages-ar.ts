import type { MSG } from './messages.js';

export type MsgKey = keyof typeof MSG;

// Arabic of the shared validation texts (MSG), key for key: the web shows them when the
// interface is Arabic and the server answers them for `Accept-Language: ar`.
export const MSG_AR: Record<MsgKey, string> = {
  fullNameRequired: 'الاسم الكامل مطلوب',
  nameMin: 'يجب أن يتكون الاسم من حرفين على الأقل',
  emailRequired: 'البريد الإلكتروني مطلوب',
  emailInvalid: 'عنوان البريد الإلكتروني غير صالح',
  passwordRequired: 'كلمة المرور مطلوبة',
  passwordMin: 'يجب أن تتكون كلمة المرور من 6 أحرف على الأقل',
  roleRequired: 'يرجى اختيار دور',
  botNameRequired: 'اسم البوت مطلوب',
  botNameMin: 'يجب أن يتكون اسم البوت من حرفين على الأقل',
  subjectRequired: 'المادة مطلوبة',
  gradeRequired: 'يرجى اختيار الصف',
  languagesRequired: 'يرجى اختيار لغة واحدة على الأقل',
  nameRequired: 'الاسم مطلوب',
  botIdRequired: 'يرجى إدخال رمز البوت',
  passwordNewMin: 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل',
  passwordCommon: 'كلمة المرور هذه شائعة جدًا. يرجى اختيار كلمة يصعب تخمينها.',
  currentPasswordRequired: 'أدخل كلمة المرور الحالية لتغيير بريدك الإلكتروني أو كلمة المرور',
  currentPasswordWrong: 'كلمة المرور الحالية غير صحيحة',
};
