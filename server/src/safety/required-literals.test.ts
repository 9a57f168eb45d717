import { describe, expect, it } from 'vitest';
import { requiredLiterals } from './required-literals.js';
import { ar, en } from './rule-helpers.js';

describe('requiredLiterals (decision 087)', () => {
  it('keeps the longest run of plain characters of a sequence', () => {
    expect(requiredLiterals(en('(?:hits?|beats?) me'))).toEqual([' me']);
    expect(requiredLiterals(/suicid(?:e|al)/u)).toEqual(['suicid']);
  });

  it('takes one literal of each branch of an alternation, and nothing when a branch has none', () => {
    expect(requiredLiterals(ar('(?:ب)?(?:يضربني|ضربني)'))).toEqual(['يضربني', 'ضربني']);
    expect(requiredLiterals(/nudes?|\p{L}+ pics/u)).toEqual(['nude', ' pics']);
    expect(requiredLiterals(/nudes?|\w+/u)).toBeUndefined();
  });

  it('does not count optional parts, classes or lookarounds', () => {
    expect(requiredLiterals(/(?:my )?self/u)).toEqual(['self']);
    expect(requiredLiterals(/(?<!hate )[a-z]+ me{0,1}/u)).toEqual([' m']);
    expect(requiredLiterals(/(?=kill)\w+/u)).toBeUndefined();
  });

  it('gives up on what it cannot read soundly', () => {
    expect(requiredLiterals(/kill/iu)).toBeUndefined();
    expect(requiredLiterals(/kill/gu)).toBeUndefined();
    expect(requiredLiterals(/(a)\1/u)).toBeUndefined();
    expect(requiredLiterals(/\u0627/u)).toBeUndefined();
  });
});
