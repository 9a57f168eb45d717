// Shared texts of docs/product.md used by several screens.
// Functions, so each call reads the current interface language.
import { t } from './i18n';
export const AUTH_FAILED = () => t('common:session.authFailed');
export const AUTH_REQUIRED = () => t('common:session.authRequired');
export const NO_TOKEN = () => t('common:session.noToken');
export const LOGGED_OUT_TEACHER = () => t('common:session.loggedOutTeacher');
export const LOGGED_OUT = () => t('common:session.loggedOut');
