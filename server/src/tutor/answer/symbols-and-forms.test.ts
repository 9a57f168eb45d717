import { describe, expect, it } from 'vitest';
import { isIrregularForm, lemmaStem } from './irregular-forms.js';
import { questionSymbols } from './formula-symbols.js';

describe('irregular verb forms', () => {
  it('maps a past form to the stem of its base, and leaves other words alone', () => {
    expect(lemmaStem('left', 'left')).toBe(lemmaStem('leave', 'leav'));
    expect(lemmaStem('built', 'built')).toBe('build');
    expect(lemmaStem('cells', 'cell')).toBe('cell');
    expect(isIrregularForm('went')).toBe(true);
    // A noun in its own right is not read as a verb form.
    expect(isIrregularForm('found')).toBe(false);
    expect(isIrregularForm('bit')).toBe(false);
  });
});

describe('formula symbols', () => {
  it('finds one-letter names, not articles, pronouns, initials or letters inside words', () => {
    expect(questionSymbols('In the homework what value of Q is given?')).toEqual(['Q']);
    expect(questionSymbols('what is 𝑸 when T = 100')).toEqual(['Q', 'T']);
    expect(questionSymbols('probability of β for a qubit')).toEqual(['β']);
    expect(questionSymbols('Is a vitamin I need found in the U.S. e.g. in milk?')).toEqual([]);
    expect(questionSymbols("What's k0 in Q2?")).toEqual([]);
  });
});
