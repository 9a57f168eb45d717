import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The main landmark of whatever screen is showing (every layout renders one). */
function mainOf(): HTMLElement | null {
  return document.querySelector('main');
}

/** Moves keyboard focus to the page's heading (else its <main>), as a screen reader expects. */
export function focusMainHeading(): boolean {
  const main = mainOf();
  if (!main) return false;
  const target = main.querySelector<HTMLElement>('h1') ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/**
 * After each navigation focus leaves <body> (WCAG 2.4.3): it goes to the new page's heading,
 * unless the page already put focus inside itself (an autofocused field). The new screen may
 * still be loading its chunk, so this waits for its <main> a few frames at a time.
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return; // a fresh page load keeps the browser's own starting point
    }
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      const main = mainOf();
      const active = document.activeElement;
      if (main && active && active !== document.body && main.contains(active)) return;
      if (main && main.querySelector('h1, [data-page-ready]') && focusMainHeading()) return;
      if (++tries < 300) frame = requestAnimationFrame(attempt); // about 5 s for a slow chunk
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
