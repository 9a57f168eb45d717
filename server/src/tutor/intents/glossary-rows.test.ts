// A glossary row read as the term's definition (intents/glossary-rows.ts): two cells, or a word
// bank's three ("Term | Meaning | Example"), whose first cell is the term asked and whose second
// reads as its meaning.
import { describe, expect, it } from 'vitest';
import { analyze } from '../../search/analyzer/analyzer.js';
import { glossaryEntry } from './glossary-rows.js';
import type { MaterialSentence } from './material-sentences.js';

const LANGUAGES = ['ara', 'eng'] as const;
const row = (text: string): MaterialSentence => ({
  text,
  chunk: 0,
  index: 1,
  stems: analyze(text, LANGUAGES).map((t) => t.stem),
  surfaces: analyze(text, LANGUAGES).map((t) => t.surface),
  heading: false,
  content: false,
  sameLine: false,
  exercise: false,
});
const term = (words: string) =>
  new Map(analyze(words, LANGUAGES).map((t, i) => [t.stem, i] as [string, number]));

describe('glossary rows', () => {
  it('reads a two-cell row as "Term: meaning"', () => {
    const entry = glossaryEntry(
      row('Osmosis | The movement of water across a partially permeable membrane'),
      term('osmosis'),
      LANGUAGES,
    );
    expect(entry?.text).toBe(
      'Osmosis: The movement of water across a partially permeable membrane',
    );
  });

  it('reads a word bank row of three cells as the meaning, with its example after it', () => {
    const entry = glossaryEntry(
      row('الصبغة | مادة ملونة تمتص الضوء | الكلوروفيل في الأوراق'),
      term('الصبغة'),
      LANGUAGES,
    );
    expect(entry?.text).toBe('الصبغة: مادة ملونة تمتص الضوء (الكلوروفيل في الأوراق)');
    const english = glossaryEntry(
      row(
        'Oxidation | A reaction in which a substance gains oxygen | Magnesium burns in air to form magnesium oxide',
      ),
      term('oxidation'),
      LANGUAGES,
    );
    expect(english?.text).toBe(
      'Oxidation: A reaction in which a substance gains oxygen (Magnesium burns in air to form magnesium oxide)',
    );
  });

  it('reads no data row as a definition', () => {
    expect(glossaryEntry(row('Sodium | 23 | 0.97 | 98'), term('sodium'), LANGUAGES)).toBeNull();
    expect(glossaryEntry(row('Monday | Lab 2 | Mr Ali'), term('monday'), LANGUAGES)).toBeNull();
  });
});
