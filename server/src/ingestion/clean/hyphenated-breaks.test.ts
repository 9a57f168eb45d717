import { describe, expect, it } from 'vitest';
import { joinHyphenatedBreaks } from './hyphenated-breaks.js';

describe('joinHyphenatedBreaks', () => {
  it('joins a word hyphenated across a line break', () => {
    expect(joinHyphenatedBreaks(['the premises and the con-\nclusion is false'])).toEqual([
      'the premises and the conclusion\nis false',
    ]);
  });

  it('keeps the hyphen of a compound the document writes with one', () => {
    expect(joinHyphenatedBreaks(['A self-\nevident truth.', 'Axioms are self-evident.'])[0]).toBe(
      'A self-evident\ntruth.',
    );
  });

  it('never joins dashes used as punctuation', () => {
    const text = 'Two cases -\nboth true. A pause —\nthen more. Item 3-\n4 apples';
    expect(joinHyphenatedBreaks([text])).toEqual([text]);
  });
});
