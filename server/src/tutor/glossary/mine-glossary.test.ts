import { describe, expect, it } from 'vitest';
import { mineGlossary } from './mine-glossary.js';

const pairs = (text: string, page: number | null = 1) =>
  mineGlossary([{ page, text }]).map((e) => [e.arabic, e.english, e.kind]);

describe('mineGlossary', () => {
  it('reads an English translation in brackets after an Arabic term', () => {
    expect(
      pairs(
        'يحدث البناء الضوئي (Photosynthesis) في البلاستيدات الخضراء. البناء الضوئي عملية حيوية.',
      ),
    ).toEqual([['البناء الضوئي', 'Photosynthesis', 'bracket']]);
    // Several terms in one list, the conjunction "و" taken off when the file uses the bare word.
    expect(
      pairs(
        'مثل الفيروسات (Virus)، وأحصنة طروادة (Trojan Horse)، وبرمجيات التجسس (Spyware). البرمجيات الضارة خطيرة.',
      ),
    ).toEqual([
      ['الفيروسات', 'Virus', 'bracket'],
      ['أحصنة طروادة', 'Trojan Horse', 'bracket'],
      ['برمجيات التجسس', 'Spyware', 'bracket'],
    ]);
  });

  it('reads an Arabic translation in brackets after an English term', () => {
    expect(
      pairs(
        'Plants make glucose by photosynthesis (البناء الضوئي). Cellular respiration (التنفس الخلوي) releases energy.',
      ),
    ).toEqual([
      ['البناء الضوئي', 'photosynthesis', 'bracket'],
      ['التنفس الخلوي', 'Cellular respiration', 'bracket'],
    ]);
  });

  it('accepts the "in English:" marker and repairs brackets reordered by right-to-left extraction', () => {
    expect(pairs('الخلية (بالإنجليزية: Cell) هي وحدة بناء الكائن الحي.')).toEqual([
      ['الخلية', 'Cell', 'bracket'],
    ]);
    expect(
      pairs('مثل طريقة إطار سياسة مرسل البريد الإلكتروني Sender Policy Framework) ( لمنع التزوير'),
    ).toEqual([['سياسة مرسل البريد الإلكتروني', 'Sender Policy Framework', 'bracket']]);
    expect(pairs('التبخر )Evaporation( هو تحول الماء السائل إلى بخار.')).toEqual([
      ['التبخر', 'Evaporation', 'bracket'],
    ]);
  });

  it('drops a leading word that the file also uses the term without', () => {
    expect(
      pairs('Leaves absorb light (الضوء) for photosynthesis. Sunlight is light energy.'),
    ).toEqual([['الضوء', 'light', 'bracket']]);
    expect(
      pairs(
        'المتطلبات المتعلقة بالخوادم (Servers) الخاصة بالجهة. يجب تحديث الخوادم. تحديد جميع الخوادم.',
      ),
    ).toEqual([['الخوادم', 'Servers', 'bracket']]);
  });

  it('reads glossary-table rows, also when the chunker joined them on one line', () => {
    const table = [
      'Glossary المصطلحات',
      'Photosynthesis | البناء الضوئي',
      'الكلوروفيل Chlorophyll',
      'Stomata الثغور Cellular respiration التنفس الخلوي الميتوكوندريا Mitochondria',
      'الكلوروفيل )اليخضور( Chlorophyll Pondweed (Elodea) نبات الإيلوديا',
    ].join('\n');
    expect(pairs(table, 4)).toEqual([
      ['المصطلحات', 'Glossary', 'line'],
      ['البناء الضوئي', 'Photosynthesis', 'line'],
      ['الكلوروفيل', 'Chlorophyll', 'line'],
      ['الثغور', 'Stomata', 'line'],
      ['التنفس الخلوي', 'Cellular respiration', 'line'],
      ['الميتوكوندريا', 'Mitochondria', 'line'],
      ['نبات الإيلوديا', 'Pondweed', 'line'],
    ]);
  });

  it('reads bilingual headings', () => {
    expect(pairs('Lesson 2 - The Water Cycle / دورة الماء\nتتبخر المياه من المحيطات.')).toEqual([
      ['دورة الماء', 'Water Cycle', 'line'],
    ]);
    expect(pairs('Unit 3: Rocks – الوحدة الثالثة: الصخور')).toEqual([['الصخور', 'Rocks', 'line']]);
  });

  it('rejects years, codes, file names, references, prose and OCR debris', () => {
    const noise = [
      'صدرت الضوابط عام (2018) من الهيئة (ECC-1:2018) ضمن الضابط (٢-٣-١).',
      'الهيئة الوطنية للأمن السيبراني network_security_policy_template_v1.0-ar',
      'كما في الشكل (see page 3) وانظر (Fig. 2) و (e.g.) و (https://example.org).',
      'يجب تطوير وتطبيق معايير تقنية أمنية Technical Security Standards للخوادم المستخدمة داخل الجهة',
      'من وجهة نظرك ف ذهة vr ville 1 |',
      'الماء (H2O = 2H + O) مركب.',
      'نتيجة (x) و (ab)',
    ].join('\n');
    expect(pairs(noise)).toEqual([]);
  });

  it('keeps each pair once, with the page it was first seen on', () => {
    const entries = mineGlossary([
      { page: 2, text: 'البناء الضوئي (Photosynthesis) يحدث في الورقة.' },
      { page: 5, text: 'يعتمد البناء الضوئي (Photosynthesis) على الضوء.' },
    ]);
    expect(entries).toEqual([
      { page: 2, arabic: 'البناء الضوئي', english: 'Photosynthesis', kind: 'bracket' },
    ]);
  });

  it('reads the two terms a described line or a table row with a meaning opens with (decision 081)', () => {
    const text = [
      'Refraction – الانكسار: the bending of light when it passes into another medium.',
      'الحصار / Siege: تطويق مدينة لإجبارها على الاستسلام',
      'Grand Vizier | الصدر الأعظم | the chief minister who ran the government',
      'تخزن الخلية الطاقة في جزيئات ATP التي تنتجها الميتوكوندريا',
      'Erosion, التعرية, is the wearing away of rock',
    ].join('\n');
    expect(pairs(text)).toEqual([
      ['الانكسار', 'Refraction', 'line'],
      ['الحصار', 'Siege', 'line'],
      ['الصدر الأعظم', 'Grand Vizier', 'line'],
      ['التعرية', 'Erosion', 'line'],
    ]);
  });

  // Decision 104.
  it('takes a leading "أما", "إن", "كان" off a bracketed term', () => {
    expect(pairs('أما القطاع الثالث (Tertiary sector) فيقدم الخدمات مثل التعليم.')).toEqual([
      ['القطاع الثالث', 'Tertiary sector', 'bracket'],
    ]);
    expect(pairs('أما القدرة (Power) فتقاس بوحدة الواط.')).toEqual([
      ['القدرة', 'Power', 'bracket'],
    ]);
  });

  it("leaves a glossary table's header row out", () => {
    expect(pairs('English | العربية\nFossil | الأحفورة\nErosion | التعرية')).toEqual([
      ['الأحفورة', 'Fossil', 'line'],
      ['التعرية', 'Erosion', 'line'],
    ]);
    expect(pairs('Arabic | English\nالصهارة | Magma')).toEqual([['الصهارة', 'Magma', 'line']]);
  });
});
