import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, vi } from 'vitest';
import { changeLanguage, i18n, initI18n, NAMESPACES } from '@/lib/i18n';
import { takeContractViolations } from './contract-check';

// findBy*/waitFor give up after 15 s instead of 1 s: on a busy 2-core machine (load 40-60 while
// benchmarks run) a screen can take seconds to settle. A text that never appears still fails.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no matchMedia; react-hot-toast asks it for prefers-reduced-motion.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom does not scroll; the screens only scroll to the top on view changes.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// Screens render in English with every catalog loaded, so no test waits on a namespace chunk.
await initI18n('en');
await i18n.loadNamespaces([...NAMESPACES]);

// A test whose stubbed API differs from the server's contract fails (fetch-mock.ts).
afterEach(() => {
  const violations = takeContractViolations();
  if (violations.length > 0) {
    throw new Error(
      `The test's API calls or answers break the server's contract:\n${violations.join('\n')}`,
    );
  }
});

// Each test starts from an empty browser: no storage or stubbed fetch left over.
afterEach(() => {
  cleanup();
  // react-hot-toast keeps one global store; start each test without old toasts.
  toast.remove();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

// A test that switched to Arabic leaves English behind for the next one.
afterEach(async () => {
  if (i18n.language !== 'en') await changeLanguage('en');
  localStorage.clear();
});
