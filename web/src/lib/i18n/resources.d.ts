// Typed keys: t('…') only accepts keys of the English catalogs, so a typo fails typecheck.
// Add each new namespace here (see docs/i18n.md).
import 'i18next';
import type common from '../../locales/en/common.json';
import type landing from '../../locales/en/landing.json';
import type auth from '../../locales/en/auth.json';
import type teacher from '../../locales/en/teacher.json';
import type bots from '../../locales/en/bots.json';
import type student from '../../locales/en/student.json';
import type chat from '../../locales/en/chat.json';
import type study from '../../locales/en/study.json';
import type insight from '../../locales/en/insight.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      landing: typeof landing;
      auth: typeof auth;
      teacher: typeof teacher;
      bots: typeof bots;
      student: typeof student;
      chat: typeof chat;
      study: typeof study;
      insight: typeof insight;
    };
  }
}
