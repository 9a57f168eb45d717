import { describe, expect, it } from 'vitest';
import { similarWord } from './similar-word.js';

describe('similarWord', () => {
  it('accepts the spelling slips students make', () => {
    expect(similarWord('christchruch', 'christchurch')).toBe(true); // two letters swapped
    expect(similarWord('اظطراب', 'اضطراب')).toBe(true); // ظ for ض
    expect(similarWord('photosynthsis', 'photosynthesis')).toBe(true); // a letter left out
    expect(similarWord('ثامر', 'تامر')).toBe(true); // ث for ت: Arabic words are short
  });

  it('keeps different words apart, and Latin words under five letters exact', () => {
    expect(similarWord('ribosome', 'chromosome')).toBe(false);
    expect(similarWord('mitosis', 'meiosis')).toBe(false);
    expect(similarWord('cell', 'call')).toBe(false);
    expect(similarWord('قطر', 'قطع')).toBe(false);
  });
});
