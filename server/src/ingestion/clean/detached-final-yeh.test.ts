import { describe, expect, it } from 'vitest';
import { joinDetachedFinalYeh } from './detached-final-yeh.js';

describe('a word-final yeh set apart by Office exports', () => {
  it('goes back onto its word (lines read from a PowerPoint export)', () => {
    expect(joinDetachedFinalYeh('ودقة هو العامل الرئيس ي الذي يدعم نجاح هذا القرار.')).toBe(
      'ودقة هو العامل الرئيسي الذي يدعم نجاح هذا القرار.',
    );
    expect(joinDetachedFinalYeh('حادث غير مقصود. (توص ي الهيئة بعمل نسخ احتياطية')).toBe(
      'حادث غير مقصود. (توصي الهيئة بعمل نسخ احتياطية',
    );
    expect(joinDetachedFinalYeh('هذا أساس ي.')).toBe('هذا أساسي.');
  });

  it('leaves the conjunction waw, a one-letter variable and a yeh that starts a word', () => {
    for (const text of ['مادية و بشرية', 'إذا كانت س ي', 'الدرس يبدأ الآن', 'قال ي: نعم']) {
      expect(joinDetachedFinalYeh(text)).toBe(text);
    }
  });
});
