import { describe, expect, it } from 'vitest';
import { arabiziToArabic, arabiziWordToArabic, looksArabizi } from './arabizi-to-arabic.js';
import { arabicSafetyStem, featureNames } from './features.js';

const words = (text: string) => text.split(' ');

describe('Arabizi written in Arabic letters for the learned layer', () => {
  it('spells digits, digraphs and long vowels as Arabic letters', () => {
    expect(arabiziWordToArabic('amoot')).toBe('اموت');
    expect(arabiziWordToArabic('a3eesh')).toBe('اعيش');
    expect(arabiziWordToArabic('mout')).toBe('موت');
    expect(arabiziWordToArabic('nafsi')).toBe('نفسي');
    expect(arabiziWordToArabic('khalas')).toBe('خلس');
    expect(arabiziWordToArabic('7ayati')).toBe('حيتي');
    expect(arabiziWordToArabic('ana')).toBe('انا');
  });

  it('reads a message as Arabizi by a digit inside a word or two Arabizi-only words', () => {
    expect(looksArabizi(words('ana 3ayez amoot'))).toBe(true);
    expect(looksArabizi(words('bedi mout w khalas'))).toBe(true);
    // English, even with a number in it, is left alone.
    expect(looksArabizi(words('i want to die'))).toBe(false);
    expect(looksArabizi(words('i got 3 out of 10 on the test'))).toBe(false);
    expect(looksArabizi(words('the year 2020 was hard'))).toBe(false);
    expect(arabiziToArabic(words('i want to die'))).toBeNull();
  });

  it('gives an Arabizi message the same word features as its Arabic spelling', () => {
    const arabizi = featureNames('ana 3ayez amoot', true, 2);
    expect(arabizi).toContain('w:اموت');
    expect(arabizi).toContain('w:انا');
    // Feature set 1 (decision 017) has none of them.
    expect(featureNames('ana 3ayez amoot', true, 1)).not.toContain('w:اموت');
  });
});

describe('Arabic stems for the learned layer', () => {
  it('strips dialect tense prefixes and the "me" ending', () => {
    expect(arabicSafetyStem('بيضربني')).toBe('ضرب');
    expect(arabicSafetyStem('ضربوني')).toBe('ضرب');
    expect(arabicSafetyStem('يضربني')).toBe('يضرب');
    expect(arabicSafetyStem('بتعيط')).toBe('عيط');
    expect(arabicSafetyStem('والمدرسه')).toBe('مدرس');
  });

  it('adds the stems as features in feature set 2 only', () => {
    expect(featureNames('ابويا بيضربني', true, 2)).toContain('s:ضرب');
    expect(featureNames('ابويا بيضربني', true, 1)).not.toContain('s:ضرب');
  });
});
