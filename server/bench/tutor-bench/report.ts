// Prints a set's figures beside the issue's targets, broken down by kind, language and intent,
// and with --verbose every question, the reply and the verdict.
import type { AskedItem } from './bench-items.js';
import type { SetRun } from './ask-class.js';
import { judge, type Verdict } from './verdicts.js';

export const TARGETS = {
  accuracy: 0.85,
  citations: 0.9,
  uncoveredDeclined: 0.8,
  falseDeclines: 0.05,
};

export interface SetFigures {
  covered: number;
  accuracy: number;
  citations: number;
  falseDeclines: number;
  uncovered: number;
  uncoveredDeclined: number;
  requests: number;
  requestsPassed: number;
}

type Judged = { asked: AskedItem; verdict: Verdict };

const pct = (part: number, whole: number) =>
  whole === 0 ? '   -  ' : `${((100 * part) / whole).toFixed(1).padStart(5)}%`;
const ratio = (part: number, whole: number) => (whole === 0 ? NaN : part / whole);
const mark = (ok: boolean) => (ok ? 'ok ' : 'MISS');

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)));
}

function coveredLine(label: string, rows: Judged[]): string {
  const n = rows.length;
  const correct = rows.filter((r) => r.verdict.pass).length;
  const cited = rows.filter((r) => r.verdict.cited).length;
  const declined = rows.filter((r) => r.verdict.declined).length;
  return `  ${label.padEnd(18)} ${String(n).padStart(4)}   ${pct(correct, n)}   ${pct(cited, n)}   ${pct(declined, n)}`;
}

function printVerbose(judged: Judged[]): void {
  for (const { asked, verdict } of judged) {
    const { item } = asked;
    const first = asked.sources[0];
    const label = item.intent ? `${item.kind}/${item.intent}` : item.kind;
    console.log(
      `\n[${verdict.pass ? 'PASS' : 'FAIL'}] ${item.id} ${label} ${item.language} -> ${item.bot}`,
    );
    console.log(
      `  Q: ${item.question || '(no text)'}${item.image ? `  [photo: ${item.image.lines.join(' / ')}]` : ''}`,
    );
    if (item.answers) console.log(`  expected: ${item.answers.join(' | ')}`);
    if (item.cite)
      console.log(
        `  cite: ${item.cite.map((c) => `${c.member ? `${c.file}/${c.member}` : c.file} p${c.pages?.join(',') ?? '*'}`).join('; ')}`,
      );
    console.log(`  A: ${asked.reply.replace(/\n/gu, '\n     ')}`);
    console.log(
      `  sources: ${asked.sources.map((s) => `${asked.fileNames.get(s.file_id) ?? s.filename}${s.filename !== asked.fileNames.get(s.file_id) ? ` (${s.filename})` : ''} p${s.page ?? '-'}`).join('; ') || '(none)'}`,
    );
    if (first === undefined && verdict.group === 'covered') console.log('  (declined)');
    if (verdict.notes.length) console.log(`  verdict: ${verdict.notes.join('; ')}`);
  }
  console.log('');
}

export function reportSet(name: string, run: SetRun, verbose: boolean): SetFigures {
  const judged: Judged[] = run.asked.map((asked) => ({ asked, verdict: judge(asked) }));
  if (verbose) printVerbose(judged);
  const failed = run.files.filter((f) => f.status !== 'COMPLETED');
  console.log(`\n== ${name}`);
  console.log(
    `files: ${run.files.length} uploaded, ${run.files.length - failed.length} COMPLETED, ingestion ${run.ingestSeconds.toFixed(0)} s` +
      (failed.length
        ? `; NOT completed: ${failed.map((f) => `${f.filename} ${f.status} ${f.error ?? ''}`).join('; ')}`
        : ''),
  );

  const covered = judged.filter((j) => j.verdict.group === 'covered');
  const uncovered = judged.filter((j) => j.verdict.group === 'uncovered');
  const requests = judged.filter((j) => j.verdict.group === 'request');
  const figures: SetFigures = {
    covered: covered.length,
    accuracy: ratio(covered.filter((j) => j.verdict.pass).length, covered.length),
    citations: ratio(covered.filter((j) => j.verdict.cited).length, covered.length),
    falseDeclines: ratio(covered.filter((j) => j.verdict.declined).length, covered.length),
    uncovered: uncovered.length,
    uncoveredDeclined: ratio(uncovered.filter((j) => j.verdict.declined).length, uncovered.length),
    requests: requests.length,
    requestsPassed: requests.filter((j) => j.verdict.pass).length,
  };

  console.log(`\ncovered questions      n    answer   1st cite  declined`);
  console.log(coveredLine('all', covered));
  for (const [kind, rows] of groupBy(covered, (j) => j.asked.item.kind))
    console.log(coveredLine(`kind ${kind}`, rows));
  for (const [lang, rows] of groupBy(covered, (j) => j.asked.item.language))
    console.log(coveredLine(`language ${lang}`, rows));

  console.log(`\nuncovered questions    n    declined`);
  console.log(
    `  ${'all'.padEnd(18)} ${String(uncovered.length).padStart(4)}   ${pct(uncovered.filter((j) => j.verdict.declined).length, uncovered.length)}`,
  );
  for (const [lang, rows] of groupBy(uncovered, (j) => j.asked.item.language))
    console.log(
      `  ${`language ${lang}`.padEnd(18)} ${String(rows.length).padStart(4)}   ${pct(rows.filter((j) => j.verdict.declined).length, rows.length)}`,
    );

  console.log(`\nstudy requests         n    behaviour ok   (en / ar)`);
  for (const [intent, rows] of groupBy(requests, (j) => j.asked.item.intent ?? '?')) {
    const byLang = (l: string) => {
      const sub = rows.filter((r) => r.asked.item.language === l);
      return `${sub.filter((r) => r.verdict.pass).length}/${sub.length}`;
    };
    console.log(
      `  ${intent.padEnd(18)} ${String(rows.length).padStart(4)}   ${pct(rows.filter((r) => r.verdict.pass).length, rows.length)}        (${byLang('en')} / ${byLang('ar')})`,
    );
  }

  const show = (v: number) => (Number.isNaN(v) ? '  -  ' : `${(v * 100).toFixed(1)}%`);
  console.log(`\nfigure                      value    target   `);
  console.log(
    `  accuracy (answer in reply)  ${show(figures.accuracy).padStart(6)}   >= 85%   ${mark(figures.accuracy >= TARGETS.accuracy)}`,
  );
  console.log(
    `  first citation right        ${show(figures.citations).padStart(6)}   >= 90%   ${mark(figures.citations >= TARGETS.citations)}`,
  );
  console.log(
    `  uncovered declined          ${show(figures.uncoveredDeclined).padStart(6)}   >= 80%   ${mark(figures.uncoveredDeclined >= TARGETS.uncoveredDeclined)}`,
  );
  console.log(
    `  false declines              ${show(figures.falseDeclines).padStart(6)}   <= 5%    ${mark(figures.falseDeclines <= TARGETS.falseDeclines)}`,
  );
  console.log(`  study requests behaving     ${figures.requestsPassed}/${figures.requests}`);
  return figures;
}
