// Our benchmark class (server/bench/tutor-class/, or another class directory in the same
// format): bots and files built from its text sources, questions from questions.jsonl.
import fs from 'node:fs';
import path from 'node:path';
import { buildFile, CLASS_DIR, readClassSpec } from '../class-builder/build-class.js';
import type { BenchItem, BenchSet } from './bench-items.js';

export function readJsonl<T>(file: string): T[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l, i) => {
      try {
        return JSON.parse(l) as T;
      } catch (error) {
        throw new Error(`${file}:${i + 1}: ${(error as Error).message}`);
      }
    });
}

export async function loadOwnClass(classDir: string = CLASS_DIR): Promise<BenchSet> {
  const spec = readClassSpec(classDir);
  const bots = [];
  for (const bot of spec.bots) {
    const files = [];
    for (const file of bot.files) files.push(await buildFile(file, classDir));
    bots.push({ ...bot, files });
  }
  const items = readJsonl<BenchItem>(path.join(classDir, 'questions.jsonl'));
  const name =
    classDir === CLASS_DIR ? 'benchmark class (server/bench/tutor-class)' : `class (${classDir})`;
  return { name, bots, items };
}
