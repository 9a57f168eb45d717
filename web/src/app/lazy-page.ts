import { lazy, type ComponentType } from 'react';
import { i18n } from '@/lib/i18n';

/**
 * React.lazy for a named export, so each route becomes its own chunk. The route's translation
 * namespaces download with it: the screen then never suspends on its first render, which would
 * throw away state set up in that render (a join code read once from session storage).
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  namespaces: readonly string[] = [],
) {
  return lazy(async () => {
    const [mod] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { default: mod[name] as ComponentType };
  });
}

/** Loads translation namespaces (a failure leaves them to load again when first used). */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  if (namespaces.length === 0) return Promise.resolve();
  return i18n.loadNamespaces([...namespaces]).catch(() => undefined);
}
