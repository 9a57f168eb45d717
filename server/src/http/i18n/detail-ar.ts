import { MSG, MSG_AR, type MsgKey } from '@edubot/common';

// Arabic for the server's `detail` texts. The English texts stay the source (routes and the
// spec use them word for word); this table only answers them in Arabic when asked to.

const EXACT: Record<string, string> = {
  'Bot not found': 'لم يتم العثور على البوت',
  'Not found': 'غير موجود',
  'Internal server error': 'خطأ داخلي في الخادم',
  'Chat not found': 'المحادثة غير موجودة',
  'You do not have access to this bot': 'ليس لديك إذن بالوصول إلى هذا البوت',
  'Unsupported content type': 'نوع المحتوى غير مدعوم',
  'Request body is too large': 'حجم الطلب كبير جدًا',
  'Request body is not valid JSON': 'نص الطلب ليس JSON صالحًا',
  'Please type a question or attach an image': 'يرجى كتابة سؤال أو إرفاق صورة',
  'Not authenticated': 'لم يتم تسجيل الدخول',
  'Could not validate credentials': 'تعذّر التحقق من بيانات الدخول',
  'Email already registered': 'البريد الإلكتروني مسجّل مسبقًا',
  'Incorrect email or password': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  'This account is deactivated': 'هذا الحساب معطّل',
  'You have already requested access to this bot': 'لقد طلبت الوصول إلى هذا البوت من قبل',
  'You already have access to this bot': 'لديك وصول إلى هذا البوت بالفعل',
  'Request not found': 'الطلب غير موجود',
  'File not found': 'الملف غير موجود',
  'Image not found': 'الصورة غير موجودة',
  'Alert not found': 'التنبيه غير موجود',
  'This request was changed meanwhile. Please reload.':
    'تغيّر هذا الطلب في الأثناء. يرجى إعادة التحميل.',
  'The image could not be read. Please attach another image.':
    'تعذّرت قراءة الصورة. يرجى إرفاق صورة أخرى.',
  'Video files are not allowed. Please upload images only.':
    'ملفات الفيديو غير مسموح بها. يرجى رفع صور فقط.',
  'Invalid file type. Only PNG, JPEG, JPG, and WEBP files are allowed.':
    'نوع الملف غير صالح. المسموح فقط PNG و JPEG و JPG و WEBP.',
  'File size too large. Maximum size is 20MB.': 'حجم الملف كبير جدًا. الحد الأقصى 20 ميغابايت.',
  'This file type is not supported. Allowed: pdf, png, jpeg, svg, zip.':
    'نوع الملف هذا غير مدعوم. المسموح: pdf و png و jpeg و svg و zip.',
  'File is too large. Maximum size is 1 MB.': 'الملف كبير جدًا. الحد الأقصى 1 ميغابايت.',
  'Content-Type must be application/json': 'يجب أن يكون نوع المحتوى application/json',
};

/** Texts with a number in them. */
const PATTERNS: [RegExp, (m: RegExpMatchArray) => string][] = [
  [
    /^Bot limit reached: you can have at most (\d+) bots\. Delete a bot to create a new one\.$/,
    (m) =>
      `تم بلوغ الحد الأقصى للبوتات: يمكنك امتلاك ${m[1]} بوتات على الأكثر. احذف بوتًا لإنشاء بوت جديد.`,
  ],
  [
    /^Too many attempts for this account\. Please try again in (\d+) minutes\.$/,
    (m) => `محاولات كثيرة جدًا لهذا الحساب. يرجى المحاولة مرة أخرى بعد ${m[1]} دقيقة.`,
  ],
  [
    /^Image dimensions are too large\. Maximum is (\d+) megapixels\.$/,
    (m) => `أبعاد الصورة كبيرة جدًا. الحد الأقصى ${m[1]} ميغابكسل.`,
  ],
];

const MSG_KEY_OF = new Map<string, MsgKey>((Object.keys(MSG) as MsgKey[]).map((k) => [MSG[k], k]));

/** The Arabic for an English detail text, or the text itself when it has none. */
export function arabicDetail(text: string): string {
  const exact = EXACT[text];
  if (exact) return exact;
  const key = MSG_KEY_OF.get(text);
  if (key) return MSG_AR[key];
  for (const [pattern, render] of PATTERNS) {
    const m = text.match(pattern);
    if (m) return render(m);
  }
  return text;
}
