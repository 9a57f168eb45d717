import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogBackend } from './catalog-backend';
import {
  detectLanguage,
  directionOf,
  FALLBACK_LANGUAGE,
  rememberLanguage,
  UI_LANGUAGES,
  uiLanguageOf,
  type UiLanguage,
} from './languages';

/** The app's single i18next instance (react-i18next's hooks read it). */
export const i18n = i18next;

/** Mirrors the language on <html>: screen readers pick the voice, CSS the direction. */
function applyToDocument(lng: string) {
  if (typeof document === 'undefined') return;
  const ui = uiLanguageOf(lng) ?? FALLBACK_LANGUAGE;
  document.documentElement.lang = ui;
  document.documentElement.dir = directionOf(ui);
}

let ready: Promise<unknown> | null = null;

/**
 * Starts i18next once: the detected (or given) language plus the 'common' namespace; feature
 * namespaces load when a screen first asks for them (useTranslation suspends meanwhile).
 */
export function initI18n(lng: UiLanguage = detectLanguage()): Promise<unknown> {
  if (ready) return ready;
  i18n.on('languageChanged', applyToDocument);
  ready = i18n
    .use(catalogBackend)
    .use(initReactI18next)
    .init({
      lng,
      supportedLngs: [...UI_LANGUAGES],
      fallbackLng: FALLBACK_LANGUAGE,
      ns: ['common'],
      defaultNS: 'common',
      // React escapes what it renders; escaping here too would show &amp; in Arabic and English.
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      react: { useSuspense: true },
    });
  applyToDocument(lng);
  return ready;
}

/** The current interface language. */
export function currentLanguage(): UiLanguage {
  return uiLanguageOf(i18n.resolvedLanguage ?? i18n.language) ?? FALLBACK_LANGUAGE;
}

/** Switches the interface language and remembers it for the next visits. */
export async function changeLanguage(lng: UiLanguage): Promise<void> {
  rememberLanguage(lng);
  await i18n.changeLanguage(lng);
}
