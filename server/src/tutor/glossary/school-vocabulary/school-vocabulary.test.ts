// The built-in vocabulary's matching: question words are read with the search analyzer, so the
// forms students write (article, glued و/ب/ل, ة or ه, hamza or not, broken plurals, ت-verbs,
// English irregular verbs) find their entry, phrases win over their words, and short or
// function words never match an unrelated entry.
import { describe, expect, it } from 'vitest';
import {
  parseVocabulary,
  questionWords,
  schoolVocabulary,
  type VocabularySide,
} from './school-vocabulary.js';

/** The first English (or Arabic) candidate of each entry the text names, in order. */
function translated(text: string, side: VocabularySide): string[][] {
  const to = side === 'ar' ? 'en' : 'ar';
  return schoolVocabulary()
    .match(questionWords(text), side)
    .map((m) => m.entries.flatMap((e) => e[to]));
}

const english = (text: string) => translated(text, 'ar');
const arabic = (text: string) => translated(text, 'en');

describe('the school vocabulary', () => {
  it('parses forms and candidates, skipping blank and one-sided lines', () => {
    expect(parseVocabulary('\nخلية/خلايا = cell/cells\nbroken line\n = x\n')).toEqual([
      { ar: ['خلية', 'خلايا'], en: ['cell', 'cells'], frame: false },
    ]);
  });

  it('is a school-sized list across subjects', () => {
    const { entries } = schoolVocabulary();
    expect(entries.length).toBeGreaterThanOrEqual(1500);
    expect(entries.filter((e) => e.frame).length).toBeGreaterThan(10);
  });

  it('finds a word under the article and glued conjunctions and prepositions', () => {
    for (const form of ['الخلية', 'خلية', 'خليه', 'والخلية', 'بالخلية', 'للخلية', 'لخلية'])
      expect(english(form)[0], form).toContain('cell');
  });

  it('finds hamza variants and broken plurals', () => {
    expect(english('الأكسجين')[0]).toContain('oxygen');
    expect(english('الاكسجين')[0]).toContain('oxygen');
    expect(english('الخلايا')[0]).toContain('cell');
    expect(english('الجذور')[0]).toContain('root');
  });

  it('reads a word whose light stem loses its first و the same with or without the article', () => {
    expect(english('بوحدة')[0]).toContain('unit');
    expect(english('وحدة')[0]).toContain('unit');
    expect(english('والشبكة الواسعة')).toEqual([expect.arrayContaining(['wide area network'])]);
  });

  it('reads a verb with ت, ن or أ as its ي form', () => {
    expect(english('تحتاج')[0]).toContain('need');
    expect(english('نختبر')[0]).toContain('test');
  });

  it('prefers the longest phrase to its words', () => {
    expect(english('ثاني أكسيد الكربون')).toEqual([expect.arrayContaining(['carbon dioxide'])]);
    expect(english('البناء الضوئي')).toEqual([expect.arrayContaining(['photosynthesis'])]);
    expect(arabic('carbon dioxide')).toEqual([expect.arrayContaining(['ثاني أكسيد الكربون'])]);
  });

  it('keeps a two-letter word to its own spelling', () => {
    expect(english('كم بت في عنوان IPv4')).toEqual([
      expect.arrayContaining(['how many']),
      expect.arrayContaining(['bit']),
      expect.arrayContaining(['address']),
    ]);
    // "الى" (to) and "آلة" (machine) share the light form "ال"; a function word starts no entry.
    expect(english('إلى').flat()).not.toContain('machine');
    expect(english('القوية')[0]).toContain('strong');
  });

  it('reads question frames made of function words', () => {
    expect(english('ما الفرق بين')[0]).toContain('difference between');
    expect(english('لماذا')[0]).toContain('why');
    expect(arabic('how many')[0]).toContain('كم');
  });

  it('reads an English irregular verb form as its base', () => {
    expect(arabic('built')[0]).toContain('بناء');
    expect(arabic('fell')[0]).toContain('سقوط');
  });

  it('gives every sense of a word, for the files to choose from', () => {
    const senses = arabic('state')[0];
    expect(senses).toContain('دولة');
    expect(senses).toContain('ينص');
  });

  it('is parsed once per process', () => {
    expect(schoolVocabulary()).toBe(schoolVocabulary());
  });

  it('covers the body, the Earth, waves and animals, with and without the article and in the plural', () => {
    const cases: [string, string][] = [
      ['العصارة الصفراوية', 'bile'],
      ['الأمعاء الغليظة', 'large intestine'],
      ['خملات', 'villi'],
      ['الأعصاب', 'nerves'],
      ['الصفائح التكتونية', 'tectonic plates'],
      ['صهارة', 'magma'],
      ['المركز السطحي', 'epicentre'],
      ['الصدى', 'echo'],
      ['الموجات فوق الصوتية', 'ultrasound'],
      ['الخفافيش', 'bats'],
      ['خفاش', 'bat'],
    ];
    for (const [form, expected] of cases) expect(english(form).flat(), form).toContain(expected);
    expect(arabic('cochlea').flat()).toContain('قوقعة');
    expect(arabic('vacuum').flat()).toContain('فراغ');
  });
});
