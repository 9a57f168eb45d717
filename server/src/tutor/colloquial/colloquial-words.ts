// Spoken Arabic words students type (Egyptian, Levantine, Gulf, Iraqi, Maghrebi) with the
// Modern Standard Arabic words textbooks write for them. Written for EduBot, one entry a line:
// `spoken forms = standard forms`. A standard form may be several words ("من أين"), or empty
// when the spoken word only marks tense or aspect ("عم", "رح") and has no written counterpart.
// Only words that are spoken-only, or whose written sense a question would not use, are here:
// a dialect verb with a prefix ("بيتقاس") is handled by rule (standard-forms.ts), not listed.
// Every replacement is still checked against the bot's files (standardize-question.ts): a
// spoken form the files themselves hold stays as written. The English lines are question words
// students mistype ("wat", "hw"), which no file holds either (decision 088).

const QUESTION_AND_FUNCTION_WORDS = `
وين فين = أين
منين = من أين
لوين = إلى أين
شو ايش إيش اش وش وشو ايه إيه شنو شنهو شنوة شني اشنو = ما
ليش ليه علاش لويش ليشو = لماذا
قديش قداش قدّيش قديه اديش ادّيش اديه شقد چم كام = كم
امتى إمتى ايمتى إيمتى وقتيش = متى
مين منو = من
لمين = لمن
ازاي إزاي ازّاي كيفاش شلون = كيف
واش = هل
اللي إللي الّي يلّي يلي = الذي
عشان علشان مشان منشان = لأن
لما لمّا = عندما
wat wht waht whta wot wut = what
hw hwo = how
wen whn wehn = when
wher whr wheer = where
wich whcih wihch = which
wy whyy = why
whu woh = who
وقت وقتما = عند
هاد هادا هدا هادي هاي هاذا هذي هيدا هيدي ده دي دا = هذا
هيك كده كدا كدة = هكذا
هلق هلأ هلا دلوقتي دلوقت هسا هسه الحين دحين = الآن
كمان برضو برضه = أيضا
زي زيّ متل = مثل
انو إنو = أن
مش مو مب = ليس
بس = فقط
عم رح راح حا غادي باش بدي بدك بدو بدنا بدهم طب طيب يا ريت لازم = 
`;

const CONTENT_WORDS = `
كتير = كثير
مية ميه المية الميه مي = ماء مياه
لمبة لمبه اللمبة اللمبه = مصباح
صار = حدث أصبح
يصير بصير = يحدث يصبح
يحصل = يحدث
حصل = حدث
تقفل يقفل = تغلق تنغلق يغلق ينغلق
تصير = تحدث تصبح
سوى سوّى = عمل صنع فعل
يسوي = يعمل يصنع يفعل
تسوي = تعمل تصنع تفعل
نسوي = نعمل نصنع نفعل
حط = وضع
يحط = يضع يضيف
تحط = تضع
نحط = نضع
حطوا = وضعوا وضع
شاف = رأى
يشوف = يرى
نشوف = نرى
جاب = أحضر
يجيب = يحضر
خلى خلّى = جعل
يخلي = يجعل
يجي ييجي اجا اجى = يأتي جاء
ضل = ظل بقي
يضل = يظل يبقى
تضل = تظل تبقى
قعد = بقي ظل
ذاب = انصهر
يذوب = ينصهر
تذوب = تنصهر
يقعد = يبقى يظل
خرب خربت = تلف تعطل
يخرب = يتلف يتعطل
تسكر = أغلق أغلقت انغلق انغلقت
يسكر = يغلق ينغلق
تتسكر = تغلق تنغلق
استعمل = استخدم
يستعمل = يستخدم
نستعمل = نستخدم
تستعمل = تستخدم
استعمال = استخدام
يشتغل = يعمل
تشتغل = تعمل
كويس منيح = جيد
زغير زغيرة = صغير صغيرة
ايدين إيدين ايدينا ايدي = أيد أيدي
شي = شيء
بيت البيت = منزل المنزل
بيوت البيوت = منازل المنازل
طلع = خرج صعد ظهر ارتفع
يطلع = يخرج يصعد يظهر يرتفع
تطلع = تخرج تصعد تظهر ترتفع
طلعت = خرجت صعدت ظهرت ارتفعت
يعتبر = يعد
تعتبر = تعد
اعتبر = عد
رجع = عاد
يرجع = يعود
ترجع = تعود
يمشي = ينتقل يسير
تمشي = تنتقل تسير
ياخد ياخذ = يأخذ يستغرق
تاخد تاخذ = تأخذ تستغرق
اخد = أخذ استغرق
يقدر = يستطيع يمكن
تقدر = تستطيع يمكن
نقدر = نستطيع يمكن
يلاقي = يجد
نلاقي = نجد
لقى لقي = وجد
جوا جوه = داخل
برا بره = خارج
شوي شويه شوية = قليل
مليان مليانة مليانه = ممتلئ مملوء
فاضي فاضية فاضيه = فارغ
فيش فيشة فيشه الفيش الفيشة = مقبس المقبس مقابس المقابس
مبلول مبلولة مبلوله مبلولين = مبلل مبللة مبتل مبتلة
اتنين تنين = اثنان اثنين
ياكل = يأكل يتغذى
تاكل = تأكل تتغذى
ناكل = نأكل نتغذى
اكل = أكل غذاء طعام
يصرف = يستهلك ينفق
تصرف = تستهلك تنفق
نصرف = نستهلك ننفق
صرف = استهلك استهلاك
دوش الدوش = الدش الاستحمام
حنفية حنفيه الحنفية الحنفيه حنفيات = الصنبور صنبور الصنابير
ينقط = يقطر
تنقط = تقطر
يضيع = يهدر يفقد
تضيع = تهدر تفقد
ضيع = أهدر فقد هدر
الحلوة الحلوه الحلو = العذب العذبة
يسقي = يروي ري
تسقي = تروي ري
نسقي = نروي ري
سقاية السقاية سقي = ري الري
يشيل = يزيل يرفع
تشيل = تزيل ترفع
نشيل = نزيل نرفع
شال = أزال رفع
غيوم الغيوم غيمة غيمه الغيمة = السحب سحب سحابة السحابة
روس راس = رؤوس قمم رأس قمة
بردان بردانة بردانه بردانين = بارد باردة أبرد
سخن سخنة سخنه = ساخن حار ساخنة حارة
ضو الضو = ضوء الضوء
بالمية بالميه = بالمئة المئة
لفوق = أعلى
لتحت = أسفل
ناس الناس = السكان البشر الأشخاص
قلال قليلين = قليل قليلون يقل
كتار كتيرين = كثير كثيرون
يروح = يذهب ينتقل
تروح = تذهب تنتقل
نروح = نذهب ننتقل
روحوا راحوا = ذهبوا انتقلوا
ينزل = ينخفض يهبط يقل يهطل يسقط
تنزل = تنخفض تهبط تقل تهطل تسقط
نزل = انخفض هبط قل هطل سقط
نزلت = انخفضت هبطت قلت هطلت سقطت
ناشف ناشفة ناشفه = جاف جافة
يبست يبس = جف جفت
يكبر = ينمو
تكبر = تنمو
نبتة نبته النبتة النبته زرعة الزرعة = نبات النبات
تراب التراب = تربة التربة
حيط الحيط = جدار الجدار
شباك الشباك = نافذة النافذة
براد البراد تلاجة التلاجة = ثلاجة الثلاجة
يحكي = يقول يتكلم
عطشان عطشانة = عطش عطشى
جوعان جوعانة = جائع جوع
`;

// Spoken modals that are phrasing in any question, even where a file holds the same letters
// ("لازم" asked, "الأدوات اللازمة" written: the analyzer gives both one stem, so the modal was
// kept and weighed as a subject word the question shares with the notes).
export const SPOKEN_MODALS: ReadonlySet<string> = new Set('لازم بدي بدك بدو بدنا بدهم'.split(' '));

// Spoken loanwords of computing and everyday life with the words notes write for them.
const LOANWORDS = `
ايميل إيميل الايميل الإيميل ايميلات = بريد البريد رسائل
باسورد الباسورد باسوورد = المرور مرور السر
موبايل الموبايل موبايلات = جوال الجوال هاتف الهاتف محمول المحمول
كمبيوتر الكمبيوتر كومبيوتر = حاسوب الحاسوب حاسب الحاسب
لابتوب اللابتوب = حاسوب الحاسوب محمول
النت نت = الإنترنت إنترنت الشبكة
فايروس الفايروس فايروسات الفايروسات = فيروس الفيروس فيروسات الفيروسات
هاكر الهاكر هاكرز الهاكرز = مخترق المخترق المخترقين المهاجم
اكاونت الاكاونت = حساب الحساب
`;

export interface ColloquialEntry {
  /** Spoken forms as typed. */
  spoken: readonly string[];
  /** Written forms, each one or more words; empty when the word has no written counterpart. */
  standard: readonly string[];
}

// `alternatives`: the right side lists one-word alternatives ("يحدث يصبح"); otherwise it is one
// form, possibly of several words ("من أين").
function parse(text: string, alternatives: boolean): ColloquialEntry[] {
  return text
    .split('\n')
    .filter((line) => line.includes('='))
    .map((line) => {
      const [left = '', right = ''] = line.split('=');
      const words = right.trim();
      const standard = !words ? [] : alternatives ? words.split(/\s+/u) : [words];
      return { spoken: left.trim().split(/\s+/u), standard };
    });
}

/** Spoken question and function words: each has one standard form (or none). */
export const FUNCTION_ENTRIES: readonly ColloquialEntry[] = parse(
  QUESTION_AND_FUNCTION_WORDS,
  false,
);

/** Spoken content words: each has standard alternatives, the bot's files choose. */
export const CONTENT_ENTRIES: readonly ColloquialEntry[] = [
  ...parse(CONTENT_WORDS, true),
  ...parse(LOANWORDS, true),
];
