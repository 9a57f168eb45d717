import type { BackendModule, ReadCallback } from 'i18next';

// Every catalog file is its own lazy chunk: a visit downloads only its language's namespaces.
const catalogs = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

function pathOf(lng: string, ns: string) {
  return `../../locales/${lng}/${ns}.json`;
}

/** Names of every namespace shipped for English (the reference catalog). */
export const NAMESPACES: readonly string[] = Object.keys(catalogs)
  .map((p) => /locales\/en\/([^/]+)\.json$/.exec(p)?.[1])
  .filter((ns): ns is string => Boolean(ns));

/** i18next backend reading the catalogs above through dynamic import. */
export const catalogBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng: string, ns: string, callback: ReadCallback) {
    const load = catalogs[pathOf(lng, ns)];
    if (!load) {
      // A language without this namespace falls back to English key by key.
      callback(null, {});
      return;
    }
    load().then(
      (mod) => callback(null, mod.default),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};
