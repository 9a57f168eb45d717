import { describe, expect, it } from 'vitest';
import { repairReversedLigatures } from './reversed-ligatures.js';

describe('repairReversedLigatures', () => {
  // The glyph runs spell the words right; the text layer has each ligature's letters reversed.
  const glyphs = 'هناك ثلاثة مؤشرات فضلا عن مثال سؤال لا يقبل للأمن المحاضرة';

  it('restores the spelling the glyphs attest', () => {
    expect(
      repairReversedLigatures('هناك ثالثة مؤشرات فضال عن ال يقبل لألمن املحاضرة', glyphs, [
        'لا',
        'لأ',
        'لم',
      ]),
    ).toBe('هناك ثلاثة مؤشرات فضلا عن لا يقبل للأمن المحاضرة');
  });

  it('keeps real alef-lam words the glyphs spell that way', () => {
    expect(repairReversedLigatures('مثال سؤال', glyphs, ['لا'])).toBe('مثال سؤال');
  });

  it('changes nothing when the page has no ligature glyphs', () => {
    expect(repairReversedLigatures('ثالثة', glyphs, [])).toBe('ثالثة');
  });
});
