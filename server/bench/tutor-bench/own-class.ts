// Our benchmark class (server/bench/tutor-class/): bots and files built from the committed
// text sources, questions from questions.jsonl.
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

export async function loadOwnClass(): Promise<BenchSet> {
  const spec = readClassSpec();
  const bots = [];
  for (const bot of spec.bots) {
    const files = [];
    for (const file of bot.files) files.push(await buildFile(file));
    bots.push({ ...bot, files });
  }
  const items = readJsonl<BenchItem>(path.join(CLASS_DIR, 'questions.jsonl'));
  return { name: 'benchmark class (server/bench/tutor-class)', bots, items };
}
