// Names across scripts (docs/decisions/081): the bot's own names, matched by consonant skeleton
// with the article set apart, linked names read whole and the ending's kind compared.
import { describe, expect, it } from 'vitest';
import { NameIndex } from './name-spelling.js';

function filesNaming(...texts: string[]): NameIndex {
  const index = new NameIndex();
  for (const text of texts) index.addText(text);
  return index;
}

const ARABIC_NOTES = filesNaming(
  'سقطت غرناطة سنة 1492م. وأصبحت قرطبة عاصمة الإمارة. ولد ابن سينا قرب بخارى، ولقب بالشيخ الرئيس. ' +
    'عمل الخوارزمي في بيت الحكمة. وكان الرازي طبيباً. وكتب ابن خلدون المقدمة، ثم رحل ابن بطوطة.',
);
const ENGLISH_SLIDES = filesNaming(
  'Salah al-Din al-Ayyubi, known in Europe as Saladin, won at Hattin.',
  'Ibn al-Nafis described the pulmonary circulation. Marie Curie discovered radium.',
  'Sultan Qutuz defeated the Mongols at Ain Jalut in 1260.',
);

describe('names across scripts', () => {
  it('finds the Arabic notes spelling of a Latin name, one word or linked', () => {
    expect(ARABIC_NOTES.match('Granada')).toBe('غرناطة');
    expect(ARABIC_NOTES.match('Cordoba')).toBe('قرطبة');
    expect(ARABIC_NOTES.match('al-Khwarizmi')).toBe('الخوارزمي');
    expect(ARABIC_NOTES.match('Ibn Sina')).toBe('ابن سينا');
    expect(ARABIC_NOTES.match('Ibn Battuta')).toBe('ابن بطوطة');
    // The spelling without a glued "و" ("وكتب ابن خلدون" beside a heading "وابن خلدون").
    expect(ARABIC_NOTES.match('Ibn Khaldun')).toBe('ابن خلدون');
  });

  it('tells a two-consonant name by its article and its ending', () => {
    // "الرازي" and "الرئيس" share r-s; only one ends like "Razi".
    expect(ARABIC_NOTES.match('al-Razi')).toBe('الرازي');
    // "Sina" alone has the consonants of "سنة" (a year): never matched without "Ibn".
    expect(ARABIC_NOTES.match('Sina')).toBeNull();
    expect(ARABIC_NOTES.match('Seville')).toBeNull();
  });

  it('finds the English slides spelling of an Arabic name', () => {
    expect(ENGLISH_SLIDES.match('ابن النفيس')).toBe('Ibn al-Nafis');
    expect(ENGLISH_SLIDES.match('صلاح الدين')).toBe('Salah al-Din');
    expect(ENGLISH_SLIDES.match('ماري كوري')).toBe('Marie Curie');
    expect(ENGLISH_SLIDES.match('عين جالوت')).toBe('Ain Jalut');
    expect(ENGLISH_SLIDES.match('قطز')).toBe('Qutuz');
    expect(ENGLISH_SLIDES.match('الكتاب')).toBeNull();
  });
});
