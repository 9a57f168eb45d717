// The interface languages, how the first one is chosen and where the choice is remembered.

/** Interface languages, English first (the fallback for any string a catalog lacks). */
export const UI_LANGUAGES = ['en', 'ar'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: UiLanguage = 'en';

/** Each language's own name, shown by the switcher in that language. */
export const LANGUAGE_NAMES: Record<UiLanguage, string> = { en: 'English', ar: 'العربية' };

/** Local storage key of the language the user picked (kept across visits and sign-outs). */
export const LANGUAGE_STORAGE_KEY = 'uiLanguage';

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);
}

/** 'ar-EG' → 'ar'; anything we do not ship → null. */
export function uiLanguageOf(tag: string | null | undefined): UiLanguage | null {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isUiLanguage(base) ? base : null;
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // blocked storage: fall back to the browser's languages
  }
}

/** The remembered choice, else the first browser language we ship, else English. */
export function detectLanguage(): UiLanguage {
  const stored = uiLanguageOf(readStored());
  if (stored) return stored;
  const browser =
    typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const tag of browser) {
    const lng = uiLanguageOf(tag);
    if (lng) return lng;
  }
  return FALLBACK_LANGUAGE;
}

export function rememberLanguage(lng: UiLanguage): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Quota or blocked storage: the choice lasts for this visit only.
  }
}

/** Text direction of a language. */
export function directionOf(lng: UiLanguage): 'rtl' | 'ltr' {
  return lng === 'ar' ? 'rtl' : 'ltr';
}
