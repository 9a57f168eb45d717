import { describe, expect, it } from 'vitest';
import { emojiOf, featureNames, normaliseForModel } from './features.js';
import { messageFeatures } from './safety-model.js';

// Decision 049: normalising drops emoji, yet "he's dead tomorrow 🔪" and "i'm dead 😂" differ by them.
describe('emoji in the learned layer', () => {
  it('lists each emoji of a message once', () => {
    expect(emojiOf("he's dead tomorrow. not a joke 🔪🔪")).toEqual(['🔪']);
    expect(emojiOf('im dead 😂😂 💀')).toEqual(['😂', '💀']);
    expect(emojiOf('no emoji here, 3 digits 123 and # * signs')).toEqual([]);
  });

  it('reads them as features from feature set 3 on', () => {
    const text = 'see you tomorrow 🔪';
    const normalised = normaliseForModel(text);
    expect(normalised).toBe('see you tomorrow');
    expect(featureNames(normalised, false, 3, emojiOf(text))).toContain('e:🔪');
    expect(featureNames(normalised, false, 2, emojiOf(text))).not.toContain('e:🔪');
  });

  it('gives two messages that differ only by an emoji different features', () => {
    const features = (text: string) => [...messageFeatures(text, 16, undefined, 3).features.index];
    expect(features('see you tomorrow 🔪')).not.toEqual(features('see you tomorrow 😂'));
    // Feature set 2 (decision 043) does not see them.
    const old = (text: string) => [...messageFeatures(text, 16, undefined, 2).features.index];
    expect(old('see you tomorrow 🔪')).toEqual(old('see you tomorrow 😂'));
  });
});
