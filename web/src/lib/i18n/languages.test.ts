import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n } from './index';
import { detectLanguage, LANGUAGE_STORAGE_KEY, uiLanguageOf } from './languages';

function browserLanguages(list: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(list);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(list[0] ?? '');
}

afterEach(() => vi.restoreAllMocks());

describe('interface language', () => {
  it('maps browser tags to the languages we ship', () => {
    expect(uiLanguageOf('ar-EG')).toBe('ar');
    expect(uiLanguageOf('EN_gb')).toBe('en');
    expect(uiLanguageOf('fr-FR')).toBeNull();
    expect(uiLanguageOf(undefined)).toBeNull();
  });

  it('defaults to the first browser language we ship, else English', () => {
    browserLanguages(['fr-FR', 'ar-SA', 'en-US']);
    expect(detectLanguage()).toBe('ar');
    browserLanguages(['de-DE']);
    expect(detectLanguage()).toBe('en');
  });

  it('prefers the remembered choice over the browser', () => {
    browserLanguages(['en-US']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    expect(detectLanguage()).toBe('ar');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(detectLanguage()).toBe('en');
  });

  it('switching remembers the choice and mirrors <html lang dir>', async () => {
    await changeLanguage('ar');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n.t('common:actions.cancel')).toBe('إلغاء');
    await changeLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n.t('common:actions.cancel')).toBe('Cancel');
  });
});
