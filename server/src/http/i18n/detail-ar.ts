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
  // Added with streaming, chat management, classroom controls and page views (issues 10-11).
  'Your teacher has turned this bot off for now, so it cannot answer. Please ask your teacher when it will be back.':
    'أوقف معلمك هذا البوت مؤقتًا، لذلك لا يستطيع الإجابة. يرجى سؤال معلمك متى سيعود.',
  'Message not found': 'الرسالة غير موجودة',
  'Page not found': 'الصفحة غير موجودة',
  'The answer could not be completed': 'تعذّر إكمال الإجابة',
  'Send the file as multipart/form-data in the field "file"':
    'أرسل الملف بصيغة multipart/form-data في الحقل "file"',
  'No file was sent (multipart field "file")': 'لم يُرسَل أي ملف (الحقل "file")',
  // A file's processing failure (INGESTION_MESSAGES), shown as its `error` in the Files tab.
  'No readable text was found in this file': 'لم يُعثر على نص مقروء في هذا الملف',
  'This image could not be read': 'تعذّرت قراءة هذه الصورة',
  'This PDF could not be read (it may be damaged)': 'تعذّرت قراءة ملف PDF هذا (قد يكون تالفًا)',
  'This PDF is password-protected; please upload it without a password':
    'ملف PDF هذا محمي بكلمة مرور؛ يرجى رفعه دون كلمة مرور',
  'This SVG file is too large': 'ملف SVG هذا كبير جدًا',
  'This SVG file could not be read': 'تعذّرت قراءة ملف SVG هذا',
  'This SVG drawing has too many shapes to be read': 'رسم SVG هذا يحتوي على أشكال أكثر من أن تُقرأ',
  'This SVG uses visual effects (filters) too heavy to be read':
    'يستخدم ملف SVG هذا مؤثرات بصرية (مرشحات) أثقل من أن تُقرأ',
  'This archive could not be read (it may be damaged)': 'تعذّرت قراءة هذا الأرشيف (قد يكون تالفًا)',
  'The archive is too large when unpacked': 'الأرشيف كبير جدًا بعد فك ضغطه',
  'The archive is compressed suspiciously well and was refused (possible zip bomb)':
    'الأرشيف مضغوط بدرجة مريبة فرُفض (قد يكون قنبلة ضغط)',
  'Archives inside archives are not supported': 'الأرشيفات داخل الأرشيفات غير مدعومة',
  'Password-protected archives are not supported': 'الأرشيفات المحمية بكلمة مرور غير مدعومة',
  'Processing this file took too long and was stopped':
    'استغرقت معالجة هذا الملف وقتًا طويلًا فأُوقفت',
  'Processing this file needed too much memory and was stopped':
    'احتاجت معالجة هذا الملف ذاكرة أكثر من اللازم فأُوقفت',
  'This file could not be processed': 'تعذّرت معالجة هذا الملف',
  // Validation texts of the shared schemas that are not in MSG (bot settings, chat titles, search).
  'Bot name must be at most 100 characters': 'يجب ألا يزيد اسم البوت على 100 حرف',
  'Subject must be at most 100 characters': 'يجب ألا تزيد المادة على 100 حرف',
  'Welcome message must be at most 500 characters': 'يجب ألا تزيد رسالة الترحيب على 500 حرف',
  'A starter question cannot be empty': 'لا يمكن أن يكون سؤال البداية فارغًا',
  'A starter question must be at most 200 characters': 'يجب ألا يزيد سؤال البداية على 200 حرف',
  'Daily quota must be at least 1': 'يجب ألا يقل الحد اليومي عن 1',
  'Question must be at most 4000 characters': 'يجب ألا يزيد السؤال على 4000 حرف',
  'Please enter a title': 'يرجى كتابة عنوان',
  'Title must be at most 120 characters': 'يجب ألا يزيد العنوان على 120 حرفًا',
  'Please type something to search': 'يرجى كتابة ما تبحث عنه',
  'Comment must be at most 500 characters': 'يجب ألا يزيد التعليق على 500 حرف',
  'Name must be at most 100 characters': 'يجب ألا يزيد الاسم على 100 حرف',
  'Password must be at most 256 characters': 'يجب ألا تزيد كلمة المرور على 256 حرفًا',
};

const UNITS: Record<string, string> = {
  second: 'ثانية',
  seconds: 'ثانية',
  minute: 'دقيقة',
  minutes: 'دقيقة',
  hour: 'ساعة',
  hours: 'ساعة',
};

/** "45 seconds", "1 minute", "3 hours" (waitInWords, @fastify/rate-limit's `after`) in Arabic. */
function arabicWait(wait: string): string {
  const m = /^(\d+) (\w+)$/.exec(wait);
  const unit = m && UNITS[m[2]!];
  return m && unit ? `${m[1]} ${unit}` : wait;
}

/** Texts with a number in them. */
const PATTERNS: [RegExp, (m: RegExpMatchArray) => string][] = [
  [
    /^Bot limit reached: you can have at most (\d+) bots\. Delete a bot to create a new one\.$/,
    (m) =>
      `تم بلوغ الحد الأقصى للبوتات: يمكنك امتلاك ${m[1]} بوتات على الأكثر. احذف بوتًا لإنشاء بوت جديد.`,
  ],
  [
    /^Too many attempts for this account\. Please try again in (\d+ \w+)\.$/,
    (m) => `محاولات كثيرة جدًا لهذا الحساب. يرجى المحاولة مرة أخرى بعد ${arabicWait(m[1]!)}.`,
  ],
  [
    /^Too many requests\. Please try again in (\d+ \w+)\.$/,
    (m) => `طلبات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد ${arabicWait(m[1]!)}.`,
  ],
  [
    /^You are sending messages too quickly\. Please wait (\d+ \w+) and try again\.$/,
    (m) => `أنت ترسل الرسائل بسرعة كبيرة. يرجى الانتظار ${arabicWait(m[1]!)} ثم المحاولة مرة أخرى.`,
  ],
  [
    /^You have reached the daily limit of (\d+) messages\. Please try again in (\d+ \w+)\.$/,
    (m) =>
      `لقد بلغت الحد اليومي وهو ${m[1]} رسالة. يرجى المحاولة مرة أخرى بعد ${arabicWait(m[2]!)}.`,
  ],
  [
    /^You have reached the daily limit of (\d+) file uploads\. Please try again in (\d+ \w+)\.$/,
    (m) =>
      `لقد بلغت الحد اليومي لرفع الملفات وهو ${m[1]} ملف. يرجى المحاولة مرة أخرى بعد ${arabicWait(m[2]!)}.`,
  ],
  [
    /^You have used today's (\d+) messages with this bot, the limit your teacher set\. You can ask again tomorrow \(UTC\)\.$/,
    (m) =>
      `لقد استخدمت رسائل اليوم مع هذا البوت وعددها ${m[1]}، وهو الحد الذي حدده معلمك. يمكنك السؤال مجددًا غدًا (بتوقيت UTC).`,
  ],
  [
    /^File is too large\. Maximum size is (\d+) MB\.$/,
    (m) => `الملف كبير جدًا. الحد الأقصى ${m[1]} ميغابايت.`,
  ],
  [
    /^Your study files use all of your (\d+) MB of storage\. Delete some files to upload more\.$/,
    (m) => `ملفاتك الدراسية تشغل كامل مساحتك وهي ${m[1]} ميغابايت. احذف بعض الملفات لترفع غيرها.`,
  ],
  [
    /^Request body is nested too deeply \(at most (\d+) levels\)$/,
    (m) => `نص الطلب متداخل أكثر من اللازم (${m[1]} مستويات على الأكثر)`,
  ],
  [
    /^This action needs the (teacher|student)(?: or (teacher|student))? role$/,
    (m) =>
      `هذا الإجراء يحتاج إلى دور ${[m[1], m[2]]
        .filter(Boolean)
        .map((r) => (r === 'teacher' ? 'المعلم' : 'الطالب'))
        .join(' أو ')}`,
  ],
  [/^This PDF has more than (\d+) pages$/, (m) => `يحتوي ملف PDF هذا على أكثر من ${m[1]} صفحة`],
  [
    /^This image is too large \(more than (\d+) megapixels\)$/,
    (m) => `هذه الصورة كبيرة جدًا (أكثر من ${m[1]} ميغابكسل)`,
  ],
  [
    /^This SVG drawing is too large \(more than (\d+) megapixels\)$/,
    (m) => `رسم SVG هذا كبير جدًا (أكثر من ${m[1]} ميغابكسل)`,
  ],
  [
    /^Page (\d+) of this PDF has too many drawing instructions to be read$/,
    (m) => `الصفحة ${m[1]} من ملف PDF هذا تحتوي على تعليمات رسم أكثر من أن تُقرأ`,
  ],
  [/^The archive has more than (\d+) files$/, (m) => `يحتوي الأرشيف على أكثر من ${m[1]} ملف`],
  [
    /^Processing this file stopped unexpectedly (\d+) times, so it was given up$/,
    (m) => `توقفت معالجة هذا الملف فجأة ${m[1]} مرات، فتُرك`,
  ],
  [/^Unexpected file field: (.+)$/, (m) => `حقل ملف غير متوقع: ${m[1]}`],
  [/^Daily quota must be at most (\d+)$/, (m) => `يجب ألا يزيد الحد اليومي على ${m[1]}`],
  [/^At most (\d+) starter questions$/, (m) => `${m[1]} أسئلة بداية على الأكثر`],
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
