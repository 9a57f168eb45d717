// How the built-in school vocabulary (tutor/glossary/school-vocabulary/) carries a class's
// cross-language questions across, without ingesting anything: `npx tsx
// server/bench/vocabulary-probe.ts <class dir>`. "Held by the bot" is read from the class's text
// sources (analyzer forms), not from an index, so it is an approximation of the real run; use it
// to see which words of a question no entry reaches, then measure with crosslang.ts.
// Names are matched across scripts as on the question path (PROBE_NO_NAMES=1: without; 081).
import fs from 'node:fs';
import path from 'node:path';
import { analyze } from '../src/search/analyzer/analyzer.js';
import { NameIndex } from '../src/tutor/glossary/name-spelling.js';
import { LatinVocabulary } from '../src/tutor/glossary/transliteration.js';
import { createVocabularyTranslator } from '../src/tutor/glossary/school-vocabulary/vocabulary-translator.js';
import { readClassSpec } from './class-builder/build-class.js';
import { readJsonl } from './tutor-bench/own-class.js';

const dir = path.resolve(process.argv[2] ?? 'server/bench/crosslang-class');
const spec = readClassSpec(dir);
const questions = readJsonl<{
  id: string;
  bot: string;
  question: string;
  language: string;
  kind: string;
}>(path.join(dir, 'questions.jsonl'));
const only = process.argv[3]?.split(',');
for (const bot of spec.bots) {
  const text = bot.files.map((f) => fs.readFileSync(path.join(dir, f.source), 'utf8')).join('\n');
  const forms = new Set(analyze(text, ['ara', 'eng']).flatMap((t) => [t.stem, t.light]));
  const latin = new LatinVocabulary();
  for (const w of text.match(/[A-Za-z][A-Za-z'’-]*/gu) ?? []) latin.add(w);
  const held = async (phrases: readonly string[]) =>
    phrases.map((p) => {
      const t = analyze(p, ['ara', 'eng']);
      return t.length > 0 && t.every((w) => forms.has(w.stem) || forms.has(w.light));
    });
  const names = new NameIndex();
  names.addText(text);
  const translator = createVocabularyTranslator(held, async (w) => latin.match(w), {
    partial: !process.env.PROBE_WHOLE,
    spellName: process.env.PROBE_NO_NAMES ? undefined : async (p) => names.match(p),
  });
  for (const q of questions.filter((x) => x.bot === bot.key && (!only || only.includes(x.id)))) {
    if (q.kind !== 'cross' && q.kind !== 'uncovered') continue;
    const to = q.language === 'ar' ? 'en' : 'ar';
    const t = await translator.translateWithTerms(q.question, to, []);
    console.log(
      `${q.id} ${q.kind.padEnd(9)} ${q.question}\n    -> ${t ? t.query : 'null'}${t?.dropped.length ? `  (left out: ${t.dropped.join(' ')})` : ''}`,
    );
  }
}
