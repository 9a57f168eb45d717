// The accusative alef and broken plurals of counted nouns (arabic-accusative.ts,
// arabic-broken-plurals.ts), through analyze(): index and query must agree.
import { describe, expect, it } from 'vitest';
import { analyze } from './analyzer.js';

const AR = ['ara'] as const;
const views = (text: string) => analyze(text, AR).map((t) => [t.stem, t.light]);
const stems = (text: string) => analyze(text, AR).map((t) => t.stem);
const lights = (text: string) => analyze(text, AR).map((t) => t.light);

describe('the accusative ending of a counted noun', () => {
  it('takes the alef of tanween off the stem, and off the light form of a longer word', () => {
    expect(stems('سناً')).toEqual(stems('سن'));
    expect(stems('سنًّا')).toEqual(stems('سن'));
    expect(views('يوماً')).toEqual(views('يوم'));
    expect(views('متراً،')).toEqual(views('متر'));
    expect(views('جزءاً')).toEqual(views('جزء'));
    expect(views('كيلومتراً')).toEqual(views('كيلومتر'));
  });

  it('matches the student\'s bare noun against the notes\' accusative', () => {
    const notes = stems('يمتلك الشخص البالغ 32 سناً دائمة');
    for (const stem of stems('كم سن عند الشخص البالغ')) expect(notes).toContain(stem);
  });

  it('takes the alef off a word counted after a number or "كم" even without the mark', () => {
    expect(stems('32 سنا')).toEqual(stems('32 سن'));
    expect(stems('كم سنا')).toEqual(stems('سن'));
    expect(stems('وعشرين سنا')).toEqual(stems('وعشرين سن'));
  });

  it('keeps an alef that is part of the word', () => {
    for (const word of ['عصا', 'سما', 'دنيا', 'الدنيا']) expect(lights(word)).toEqual([word.replace(/^ال/u, '')]);
    // Tanween on a two-letter stem may be a word of its own ("عصًا"): the light view keeps it.
    expect(lights('عصاً')).toEqual(lights('عصا'));
    expect(lights('كم عصا')).toEqual(lights('عصا'));
    // No tanween, no number before: untouched.
    expect(views('سنا')).not.toEqual(views('سن'));
    // Adverbs whose bare form is another word.
    expect(stems('جداً')).not.toEqual(stems('جد'));
    expect(analyze('أيضاً', AR)).toEqual([]);
  });
});

describe('broken plurals of counted nouns', () => {
  it('gives a broken plural the stems of its singular', () => {
    expect(views('الأسنان')).toEqual(views('سن'));
    expect(views('أسنان')).toEqual(views('سن'));
    expect(views('ثوانٍ')).toEqual(views('ثانية'));
    expect(views('الثواني')).toEqual(views('ثانية'));
    expect(views('ثواني')).toEqual(views('ثانية'));
    expect(views('الأيام')).toEqual(views('يوم'));
    expect(views('والأقمار')).toEqual(views('قمر'));
  });

  it('leaves plurals that are also other words alone', () => {
    expect(stems('كتب')).not.toEqual(stems('كتاب'));
    expect(stems('العلماء')).not.toEqual(stems('العالم'));
  });
});
