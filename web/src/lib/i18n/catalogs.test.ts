import { describe, expect, it } from 'vitest';

// Every Arabic catalog must carry exactly the English keys (plural forms aside) with the same
// {{placeholders}}: a missing key would show English inside an Arabic screen.
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(obj: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object')
      flatten(v as Record<string, unknown>, key).forEach((s, kk) => out.set(kk, s));
    else out.set(key, String(v));
  }
  return out;
}

function placeholders(text: string) {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
}

function catalog(lng: string, ns: string) {
  const data = files[`../../locales/${lng}/${ns}.json`];
  return data ? flatten(data) : null;
}

const namespaces = Object.keys(files)
  .map((p) => /locales\/en\/(.+)\.json$/.exec(p)?.[1])
  .filter((ns): ns is string => Boolean(ns));

describe('translation catalogs', () => {
  it('ships English namespaces', () => {
    expect(namespaces).toContain('common');
  });

  for (const ns of namespaces) {
    it(`ar/${ns}.json has every English key with the same placeholders`, () => {
      const en = catalog('en', ns)!;
      const ar = catalog('ar', ns);
      expect(ar, `locales/ar/${ns}.json is missing`).not.toBeNull();
      const arBases = new Map<string, string[]>();
      for (const [key, text] of ar!) {
        const base = key.replace(PLURAL, '');
        arBases.set(base, [...(arBases.get(base) ?? []), text]);
      }
      const enBases = new Set([...en.keys()].map((k) => k.replace(PLURAL, '')));
      expect(
        [...enBases].filter((k) => !arBases.has(k)),
        'keys missing in Arabic',
      ).toEqual([]);
      expect(
        [...arBases.keys()].filter((k) => !enBases.has(k)),
        'keys only in Arabic',
      ).toEqual([]);
      for (const [key, text] of en) {
        const base = key.replace(PLURAL, '');
        // Each Arabic form uses only placeholders the English text has (plural forms may drop {{count}}).
        for (const arText of arBases.get(base) ?? []) {
          const allowed = new Set([...placeholders(text), 'count']);
          expect(
            placeholders(arText).filter((p) => !allowed.has(p!)),
            `${ns}:${key}`,
          ).toEqual([]);
        }
        expect(text.trim(), `${ns}:${key} is empty`).not.toBe('');
      }
    });
  }
});
