import { useEffect } from 'react';

const APP_NAME = 'EduBot';

/** Sets the tab title to "<page> · EduBot" (WCAG 2.4.2: every page says what it is). */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (typeof document === 'undefined') return;
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
