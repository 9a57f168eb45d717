// Decision 075: the vocabulary reaches the words Grade 6-11 questions are asked with in economics,
// the body, the Earth, electricity and chemistry, the words questions describe and reason with,
// and the spoken question words students type; each sampled both ways, as a student would write
// it (article, plural, glued preposition).
import { describe, expect, it } from 'vitest';
import { questionWords, schoolVocabulary, type VocabularySide } from './school-vocabulary.js';

/** Every candidate of every entry the whole text names on one side (null: no single entry). */
function whole(text: string, side: VocabularySide): string[] | null {
  const words = questionWords(text);
  const match = schoolVocabulary()
    .match(words, side)
    .find((m) => m.start === 0 && m.length === words.length);
  return match ? match.entries.flatMap((e) => e[side === 'ar' ? 'en' : 'ar']) : null;
}

const SAMPLE: [arabic: string, english: string][] = [
  // economics and business
  ['التضخم', 'inflation'],
  ['الناتج المحلي الإجمالي', 'gross domestic product'],
  ['الفائدة', 'interest'],
  ['القروض', 'loan'],
  ['الودائع', 'deposit'],
  ['البنك المركزي', 'central bank'],
  ['الرسوم الجمركية', 'tariff'],
  ['الميزان التجاري', 'balance of trade'],
  ['الإيرادات', 'revenue'],
  ['بالنفقات', 'expenditure'],
  ['القوة الشرائية', 'purchasing power'],
  ['سعر الصرف', 'exchange rate'],
  ['المستثمرين', 'investor'],
  ['العجز', 'deficit'],
  // the body
  ['القواطع', 'incisors'],
  ['الأنياب', 'canines'],
  ['الأضراس', 'molars'],
  ['مينا', 'enamel'],
  ['نخاع العظم', 'bone marrow'],
  ['التشابك العصبي', 'synapse'],
  ['الغدة الدرقية', 'thyroid'],
  // the Earth, physics, chemistry, civics
  ['التضاريس', 'relief'],
  ['الرياح الموسمية', 'monsoon'],
  ['المكثف', 'capacitor'],
  ['القصور الذاتي', 'inertia'],
  ['الراسب', 'precipitate'],
  ['إلكترونات التكافؤ', 'valence electrons'],
  ['القضاء', 'judiciary'],
  // describing and reasoning
  ['الدائمة', 'permanent'],
  ['العالية', 'high'],
  ['أضرار', 'damage'],
  ['خصائص', 'properties'],
  ['علامات', 'signs'],
  ['مركزي', 'central'],
  ['سميكة', 'thick'],
];

describe('the school vocabulary across subjects (075)', () => {
  it.each(SAMPLE)('reads %s as %s', (arabic, english) => {
    expect(whole(arabic, 'ar')).toContain(english);
  });

  it.each(SAMPLE)('writes %s for %s', (arabic, english) => {
    const written = whole(english, 'en');
    expect(written).not.toBeNull();
    // The same entry back: one of its Arabic forms reads as the English word again.
    expect(written!.some((form) => whole(form, 'ar')?.includes(english))).toBe(true);
    expect(
      whole(arabic, 'ar')!.some((form) => whole(form, 'en')?.some((a) => written!.includes(a))),
    ).toBe(true);
  });

  it('reads a word beginning with أل or إل under the article', () => {
    for (const form of ['الإلكترونات', 'والإلكترونات', 'بالإلكترونات'])
      expect(whole(form, 'ar'), form).toContain('electrons');
    expect(whole('الألوان', 'ar')).toContain('colour');
    expect(whole('الألياف', 'ar')).toContain('fibre');
  });

  it('reads spoken question words as the written frame', () => {
    const frame = (text: string) => {
      const [m] = schoolVocabulary().match(questionWords(text), 'ar');
      return m?.entries.filter((e) => e.frame).flatMap((e) => e.en) ?? [];
    };
    expect(frame('شو')).toContain('what');
    expect(frame('وين')).toContain('where');
    expect(frame('ليش')).toContain('why');
    expect(frame('قديش')).toContain('how much');
    expect(frame('مما يتكون')).toContain('what is made of');
    expect(frame('ما سبب حدوث')).toContain('what causes');
  });
});

// Decision 081: health and nutrition, the environment, and history (names whose English form is
// not a spelling of the Arabic one, and the words history lessons tell events with).
const SAMPLE_081: [arabic: string, english: string][] = [
  ['الأسقربوط', 'scurvy'],
  ['بالكساح', 'rickets'],
  ['فقر الدم', 'anaemia'],
  ['العشى الليلي', 'night blindness'],
  ['الحصبة', 'measles'],
  ['الجدري', 'smallpox'],
  ['الإسعافات الأولية', 'first aid'],
  ['إعادة التدوير', 'recycling'],
  ['الأمطار الحمضية', 'acid rain'],
  ['قطع الغابات', 'deforestation'],
  ['المبيدات', 'pesticides'],
  ['ثقب الأوزون', 'ozone hole'],
  ['ابن سينا', 'Avicenna'],
  ['ابن رشد', 'Averroes'],
  ['القسطنطينية', 'Constantinople'],
  ['القدس', 'Jerusalem'],
  ['غرناطة', 'Granada'],
  ['بيت الحكمة', 'House of Wisdom'],
  ['الحملة الصليبية', 'crusade'],
  ['البصريات', 'optics'],
  ['مؤسس', 'founder'],
  ['المترجمين', 'translators'],
];

describe('the school vocabulary for health, the environment and history (081)', () => {
  it.each(SAMPLE_081)('reads %s as %s', (arabic, english) => {
    expect(whole(arabic, 'ar')).toContain(english);
  });

  it.each(SAMPLE_081)('writes %s for %s', (arabic, english) => {
    const written = whole(english, 'en');
    expect(written).not.toBeNull();
    expect(written!.some((form) => whole(form, 'ar')?.includes(english))).toBe(true);
  });
});

// Decision 104: joints and nerves, rocks and soil, measurement, genetics, economic sectors and
// programming, the words held-out cross-language questions were asked with.
const SAMPLE_104: [arabic: string, english: string][] = [
  ['الركبة', 'knee'],
  ['الأربطة', 'ligaments'],
  ['الأوتار', 'tendons'],
  ['النخاع المستطيل', 'medulla'],
  ['السائل الزلالي', 'synovial fluid'],
  ['الخلايا العصبية الحركية', 'motor neurons'],
  ['الحجر الجيري', 'limestone'],
  ['الرخام', 'marble'],
  ['الدبال', 'humus'],
  ['التربة السطحية', 'topsoil'],
  ['الكهوف', 'caves'],
  ['الكميات المشتقة', 'derived quantities'],
  ['البادئة', 'prefix'],
  ['ساعة الإيقاف', 'stopwatch'],
  ['الميكرومتر', 'micrometer'],
  ['الحمض النووي الرسول', 'mrna'],
  ['الأحماض الأمينية', 'amino acids'],
  ['النسخ', 'transcription'],
  ['القطاع الثالث', 'tertiary sector'],
  ['المواد الخام', 'raw materials'],
  ['المترجم', 'compiler'],
  ['المفسر', 'interpreter'],
  ['المخطط الانسيابي', 'flowchart'],
];

describe('the school vocabulary for anatomy, rocks, measurement, genetics, economics and programming (104)', () => {
  it.each(SAMPLE_104)('reads %s as %s', (arabic, english) => {
    expect(whole(arabic, 'ar')).toContain(english);
  });

  it.each(SAMPLE_104)('writes %s for %s', (arabic, english) => {
    const written = whole(english, 'en');
    expect(written).not.toBeNull();
    expect(written!.some((form) => whole(form, 'ar')?.includes(english))).toBe(true);
  });

  it('reads a feminine dual as its singular ("خليتين عصبيتين")', () => {
    expect(whole('خليتين', 'ar')).toContain('cell');
    expect(whole('عصبيتين', 'ar')).toContain('nerve');
  });
});
