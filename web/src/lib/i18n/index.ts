// The only door to the i18n library: features import from '@/lib/i18n', never from i18next.
export { useTranslation, Trans } from 'react-i18next';
import { i18n } from './i18n';

export { i18n, initI18n, changeLanguage, currentLanguage } from './i18n';
export { formatNumber, formatDateWith } from './format';
export {
  UI_LANGUAGES,
  LANGUAGE_NAMES,
  directionOf,
  isUiLanguage,
  type UiLanguage,
} from './languages';
export { NAMESPACES } from './catalog-backend';
export { translateMessage } from './messages';
export { usePageTitle } from './page-title';

/** t() for code outside components (toasts in callbacks, helpers): the current language. */
export const t = i18n.t.bind(i18n);
