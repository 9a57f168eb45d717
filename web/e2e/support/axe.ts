// axe-core (from npm) injected into the page under test: the WCAG 2.0–2.2 A and AA rules.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Runs axe on the current page; returns the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.addScriptTag({ content: axeSource });
  const results = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: unknown,
          ) => Promise<{
            violations: {
              id: string;
              impact: string | null;
              help: string;
              nodes: { target: unknown[] }[];
            }[];
          }>;
        };
      }
    ).axe;
    const r = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'minor',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => String(n.target.join(' '))),
    }));
  });
  return results.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export function describeFindings(screen: string, findings: AxeFinding[]): string {
  return findings
    .map((f) => `${screen}: [${f.impact}] ${f.id} – ${f.help}\n    ${f.targets.join('\n    ')}`)
    .join('\n');
}
