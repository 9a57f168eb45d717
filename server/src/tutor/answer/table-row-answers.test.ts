// A table row read whole is the answer to the question naming its record and a column
// (decision 112): the header's words are the row's words where the header says what its cells
// are ("حالته في درجة حرارة الغرفة", "الاحتياج المائي"), a question's verb meets the header's
// verbal noun, and no sentence about another record is added to the row. Page texts as the
// ingestion pipeline extracted them from the dev classes' PDFs (server/bench/tables-107-class,
// tables-class-2 and rows-112-class).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { askTutor, enrolledClass, type Account } from '../../../test/helpers/accounts.js';
import { indexStudyFile } from '../../../test/helpers/study-files.js';
import { classQuestion, hit } from '../../../test/helpers/passages.js';
import { extractiveAnswer } from '../providers/extractive.provider.js';

const ELEMENTS =
  'العناصر الكيميائية\n' +
  'لكل عنصر كيميائي رمز يتكون من حرف أو حرفين، وعدد ذري يساوي عدد البروتونات في نواة ذرته.\n' +
  'العنصر | الرمز | العدد الذري | حالته في درجة حرارة الغرفة\n' +
  'الهيدروجين | H | 1 | غاز\nالكربون | C | 6 | صلب\nالأكسجين | O | 8 | غاز\n' +
  'الصوديوم | Na | 11 | صلب\nالكلور | Cl | 17 | غاز\nالحديد | Fe | 26 | صلب\nالزئبق | Hg | 80 | سائل';
const SCIENTISTS =
  'علماء واكتشافات\n' +
  'غيرت اكتشافات العلماء حياة الناس، ويبين الجدول بعض هذه الاكتشافات وسنواتها.\n' +
  'العالم | الاكتشاف | السنة\n' +
  'إسحاق نيوتن | قانون الجاذبية العامة | 1687\nماري كوري | عنصر الراديوم | 1898\n' +
  'ألكسندر فلمنج | البنسلين | 1928\nغراهام بل | الهاتف | 1876\n' +
  'ساعدت هذه الاكتشافات على تطور الطب والصناعة والاتصالات.';
const CROPS =
  'الوحدة الثالثة: مواعيد زراعة المحاصيل\nالحقلية\n' +
  'يبين الجدول التالي مواعيد زراعة أهم المحاصيل الحقلية وحصادها واحتياجها من مياه الري في الأراضي الطينية.\n' +
  'المحصول | موعد الزراعة | موعد الحصاد | الاحتياج المائي (م³ للفدان)\n' +
  'القمح | نوفمبر | أبريل | 2000\nالذرة الشامية | مايو | سبتمبر | 3000\n' +
  'الأرز | مايو | أكتوبر | 6000\nالقطن | مارس | سبتمبر | 4000\n' +
  'الفول البلدي | أكتوبر | مارس | 1500\n' +
  'يحتاج الأرز إلى كميات كبيرة من المياه لأنه يزرع في أرض مغمورة بالماء معظم موسم نموه.';
const ANIMALS =
  'حيوانات البيئات المختلفة\n' +
  'تتكيف الحيوانات مع البيئات التي تعيش فيها. يبين الجدول بعض الحيوانات ومناطق انتشارها وغذاءها واستهلاكها من الماء.\n' +
  'الحيوان | مناطق الانتشار | الغذاء | الاستهلاك اليومي من الماء (لتر)\n' +
  'الجمل | الصحراء العربية | الأعشاب والأشواك | 30\n' +
  'الفيل | أفريقيا وآسيا | الأعشاب وأوراق الأشجار | 150\n' +
  'البطريق | القارة القطبية الجنوبية | الأسماك | 1\n' +
  'يستطيع الجمل أن يشرب كمية كبيرة من الماء دفعة واحدة ثم يصبر على العطش أياما.';
const METALS =
  'الفلز | كثافته (غ/سم³) | درجة انصهاره (°س)\n' +
  'الألومنيوم | 2.7 | 660\nالنحاس | 8.96 | 1085\nالذهب | 19.3 | 1064\nالرصاص | 11.3 | 327\n' +
  'يستخدم النحاس في صناعة الأسلاك الكهربائية لأنه موصل جيد للكهرباء.';

const ENERGY =
  'مصادر الطاقة\n' +
  'تقسم مصادر الطاقة إلى مصادر متجددة لا تنفد، ومصادر غير متجددة تنفد مع الاستهلاك.\n' +
  'مصدر الطاقة | نوعه | طريقة الاستفادة منه\n' +
  'الشمس | متجدد | الخلايا الشمسية تحول ضوء الشمس إلى كهرباء\n' +
  'الرياح | متجدد | توربينات الرياح تدير مولدات الكهرباء\n' +
  'النفط | غير متجدد | يحرق في محطات الكهرباء والسيارات\n' +
  'الفحم الحجري | غير متجدد | يحرق لتسخين الماء وتوليد البخار\n' +
  'يسبب حرق الوقود الأحفوري تلوث الهواء وارتفاع درجة حرارة الأرض.';

describe('a table row answers its record and column', () => {
  let t: TestApp;
  let student: Account;
  let botId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ student, botId } = await enrolledClass(t.app, { name: 'العلوم' }));
    await indexStudyFile(t.ctx, botId, 'science', [
      { filename: 'العناصر والعلماء.pdf', page: 1, text: ELEMENTS },
      { filename: 'العناصر والعلماء.pdf', page: 2, text: SCIENTISTS },
    ]);
    await indexStudyFile(t.ctx, botId, 'crops', [
      { filename: 'المحاصيل.pdf', page: 1, text: CROPS },
    ]);
    await indexStudyFile(t.ctx, botId, 'animals', [
      { filename: 'حيوانات وفلزات.pdf', page: 1, text: ANIMALS },
      { filename: 'حيوانات وفلزات.pdf', page: 2, text: METALS },
    ]);
  });
  afterAll(() => t.close());

  it('reads "what is the atomic number of iron" in the row, not as a term the header explains', async () => {
    const reply = await askTutor(t.app, student, botId, 'شو العدد الذري للحديد');
    expect(reply.result).toContain('الحديد | Fe | 26 | صلب');
  });

  it('finds the attribute asked ("حالة") in the row\'s header ("حالته"), not only in its lines', async () => {
    const reply = await askTutor(t.app, student, botId, 'ما حالة الزئبق في درجة حرارة الغرفة');
    expect(reply.result).toContain('الزئبق | Hg | 80 | سائل');
  });

  it('takes a row as naming who discovered it when its header holds the verb', async () => {
    const reply = await askTutor(t.app, student, botId, 'مين اكتشف البنسلين');
    expect(reply.result).toContain('ألكسندر فلمنج | البنسلين');
  });

  it("meets the verb asked in the header's verbal noun, and adds no line on another crop", async () => {
    const reply = await askTutor(t.app, student, botId, 'كم يحتاج القطن من الماء');
    expect(reply.result).toContain('القطن | مارس | سبتمبر | 4000');
    expect(reply.result).not.toContain('يحتاج الأرز');
  });

  it('reads the header under a row when the rarest word asked is in no file', async () => {
    const reply = await askTutor(t.app, student, botId, 'كم يستهلك الفيل من الماء يوميا');
    expect(reply.result).toContain('الفيل | أفريقيا وآسيا | الأعشاب وأوراق الأشجار | 150');
    expect(reply.result).not.toContain('يستطيع الجمل');
  });

  it('declines a column asked of a record the table lacks', async () => {
    const reply = await askTutor(t.app, student, botId, 'ما كثافة الفضة');
    expect(reply.sources).toEqual([]);
    const gold = await askTutor(t.app, student, botId, 'ما كثافة الذهب');
    expect(gold.result).toContain('الذهب | 19.3 | 1064');
  });
});

describe('a table row under its header, as the extractive answer reads it', () => {
  const ask = (query: string, pages: string[]) =>
    extractiveAnswer({
      ...classQuestion(
        query,
        pages.map((text, page) => hit(text, 'العلوم.pdf', page + 1)),
        true,
      ),
      questionLanguage: 'ar',
    }).text;

  it('reads the header of the row holding the question\'s rarest held word ("حالة" is in no file)', () => {
    expect(ask('ما حالة الزئبق في درجة حرارة الغرفة', [ELEMENTS])).toContain(
      'الزئبق | Hg | 80 | سائل',
    );
    expect(ask('ما كثافة الذهب', [METALS])).toContain('الذهب | 19.3 | 1064');
  });

  it('does not take the verb asked as a missing key when the header names its column by the noun', () => {
    const answer = ask('كيف نستفيد من الشمس في توليد الكهرباء', [ENERGY]);
    expect(answer).toContain('الشمس | متجدد | الخلايا الشمسية تحول ضوء الشمس إلى كهرباء');
  });

  it('keeps the sentence leading into the table with a row, not one on another record', () => {
    const page =
      'Elements data\nMelting and boiling points are at normal atmospheric pressure.\n' +
      'Element | Symbol | Melting point (°C) | Boiling point (°C)\n' +
      'Lithium | Li | 181 | 1342\nSodium | Na | 98 | 883\nPotassium | K | 63 | 759\n' +
      'Lithium is stored under oil because it reacts with water and air.';
    const answer = ask('what is the melting point of lithium', [page]);
    expect(answer).toContain('Lithium | Li | 181 | 1342');
    expect(answer).toContain('Melting and boiling points are at normal atmospheric pressure.');
    expect(ask('what is the melting point of sodium', [page])).not.toContain('stored under oil');
  });

  it('reads the header for the row holding the rarest word a line holds, when the rarest asked is in none', () => {
    const answer = ask('كم استهلاك الفيل من الماء يوميا', [ANIMALS]);
    expect(answer).toContain('الفيل | أفريقيا وآسيا | الأعشاب وأوراق الأشجار | 150');
  });
});
