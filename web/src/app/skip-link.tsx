import type { MouseEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { focusMainHeading } from './route-focus';

/** First stop of the Tab key: jumps past the navigation to the page's content (WCAG 2.4.1). */
export function SkipLink() {
  const { t } = useTranslation();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    focusMainHeading();
  };
  return (
    <a
      href="#main"
      onClick={onClick}
      className="sr-only focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-[100] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-indigo-700 focus:shadow-lg focus:outline-2 focus:outline-indigo-600"
    >
      {t('skipToContent')}
    </a>
  );
}
