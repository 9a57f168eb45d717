import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from './i18n';
import { formatBytes } from './study-files';

describe('formatBytes', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it("keeps the spec's B / KB / MB in English", () => {
    expect(formatBytes(923)).toBe('923 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
  });

  it('names the unit in Arabic in the Arabic interface', async () => {
    await changeLanguage('ar');
    expect(formatBytes(923)).toMatch(/بايت/);
    expect(formatBytes(1536)).toMatch(/كيلوبايت/);
    expect(formatBytes(1536)).not.toMatch(/KB/);
  });
});
