// The shared class-files set (real documents kept outside the repository; its README defines
// bots.json, the three kinds of questions and the scoring). Read into the same shape as our
// class: answerable questions go to the bot holding their file, unanswerable ones to the bot
// of their subject, study requests to the bot holding their file (or the bot they name).
import fs from 'node:fs';
import path from 'node:path';
import type { BenchItem, BenchSet, Intent } from './bench-items.js';
import { readJsonl } from './own-class.js';

interface SharedBot {
  bot: string;
  language: string;
  files: string[];
}

interface SharedQuestion {
  id: string;
  language: 'ar' | 'en';
  question: string;
  file?: string;
  member?: string;
  answers?: string[];
  pages?: number[];
  kind?: string;
  answerable?: boolean;
  subject?: string;
  intent?: Intent;
  page?: number;
  topic?: string;
}

interface ManifestEntry {
  filename: string;
  members?: { name: string }[];
}

/** The set's subjects written in another language than their bot's name. */
const SUBJECT_ALIASES: Record<string, string> = {
  'cybersecurity governance': 'حوكمة الأمن السيبراني',
  'agricultural extension': 'الإرشاد الزراعي',
};

const LANGUAGE_CHOICE: Record<string, string> = {
  en: 'Arabic - English',
  ar: 'Only Arabic',
  'en+ar': 'Arabic - English',
  'ar+en': 'Arabic - English',
};

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  zip: 'application/zip',
};

export interface SharedSet {
  set: BenchSet;
  zipMembers: Map<string, string[]>;
}

/**
 * `dir` holds the documents (`docs/`, `manifest.json`); `setDir` (default: the same folder) the
 * bots and questions asked of them, so a set of our own questions (e.g.
 * server/bench/arabic-classfiles/) can be asked of the shared documents without copying them.
 */
export function loadSharedClassFiles(dir: string, setDir = dir): SharedSet {
  const bots = JSON.parse(fs.readFileSync(path.join(setDir, 'bots.json'), 'utf8')) as SharedBot[];
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'),
  ) as ManifestEntry[];
  const keyOf = (i: number) => `bot${i + 1}`;
  const botOfFile = (file: string) => {
    const i = bots.findIndex((b) => b.files.includes(file));
    if (i < 0) throw new Error(`classfiles: no bot holds ${file}`);
    return keyOf(i);
  };
  const botNamed = (text: string) => {
    const lower = text.toLowerCase();
    const i = bots.findIndex((b) => {
      const name = b.bot.toLowerCase().replace(/\s*\(.*\)$/u, '');
      return lower.includes(name) || name.includes(lower);
    });
    return i < 0 ? undefined : keyOf(i);
  };
  const botForLanguage = (language: string) =>
    keyOf(
      Math.max(
        0,
        bots.findIndex((b) => b.language.startsWith(language)),
      ),
    );

  const items: BenchItem[] = [];
  for (const q of readJsonl<SharedQuestion>(path.join(setDir, 'questions.jsonl'))) {
    const base = { id: q.id, language: q.language, question: q.question };
    if (q.intent) {
      const bot = q.file ? botOfFile(q.file) : (botNamed(q.question) ?? botForLanguage(q.language));
      // The set names a topic and a file, not answer strings, for explain and quiz: their first
      // citation must come from that file (any page, or the page named).
      const cite = q.file ? [{ file: q.file, pages: q.page ? [q.page] : undefined }] : undefined;
      items.push({
        ...base,
        bot,
        kind: 'request',
        intent: q.intent,
        file: q.file,
        page: q.page,
        topic: q.topic,
        cite,
      });
    } else if (q.answerable === false) {
      const subject = SUBJECT_ALIASES[q.subject ?? ''] ?? q.subject ?? '';
      const bot = botNamed(subject);
      if (!bot) throw new Error(`classfiles: no bot for subject ${q.subject}`);
      items.push({ ...base, bot, kind: 'uncovered' });
    } else if (q.file) {
      items.push({
        ...base,
        bot: botOfFile(q.file),
        kind: q.kind ?? 'fact',
        answers: q.answers,
        cite: [{ file: q.file, pages: q.pages ?? [1], member: q.member }],
      });
    }
  }
  const zipMembers = new Map(
    manifest.filter((m) => m.members).map((m) => [m.filename, m.members!.map((x) => x.name)]),
  );
  const set: BenchSet = {
    name: `shared class files (${dir})`,
    bots: bots.map((b, i) => ({
      key: keyOf(i),
      name: b.bot,
      subject: b.bot,
      grade: 'Grade 10',
      languages: LANGUAGE_CHOICE[b.language] ?? 'Arabic - English',
      files: b.files.map((filename) => ({
        filename,
        bytes: new Uint8Array(fs.readFileSync(path.join(dir, 'docs', filename))),
        mimeType: MIME[path.extname(filename).slice(1).toLowerCase()] ?? 'application/octet-stream',
      })),
    })),
    items,
  };
  return { set, zipMembers };
}
