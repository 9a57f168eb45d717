// The "covered or not" decision through the real tutor over a real SQLite FTS5 index: the
// question's words are weighed by how many of the bot's chunks hold them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openSqliteDatabase, type Db } from '../../db/database.js';
import type { LanguageCode } from '../../search/language-codes.js';
import { SqliteFtsIndex } from '../../search/sqlite-fts-index.js';
import { declineMessage } from '../decline-messages.js';
import { createExtractiveProvider } from '../providers/extractive.provider.js';
import { TutorService } from '../tutor.service.js';

const LANGUAGES: readonly LanguageCode[] = ['ara', 'eng'];

const CELL_NOTES = [
  'The cell is the basic unit of life. Every living thing is made of one or more cells, and each cell carries out the functions that keep it alive.',
  'The chloroplast is the part of a plant cell where photosynthesis happens. Its green pigment, chlorophyll, absorbs the light energy the plant cell needs.',
  'The cell membrane controls what enters and leaves the cell. It is a thin, flexible layer around the cytoplasm of every cell.',
  'The nucleus holds the genetic material of the cell and controls its activities. In a plant cell the nucleus is pushed to one side by the large vacuole.',
];

// Unrelated pages that still share generic words (function, process, unit, energy, part).
const TOPICS = ['river', 'mountain', 'empire', 'harbour', 'railway', 'castle', 'desert', 'forest'];
const PLACES = ['Lisbon', 'Andes', 'Ottoman', 'Hamburg', 'Siberia', 'Normandy', 'Sahara', 'Borneo'];
function fillerPage(n: number): string {
  const topic = TOPICS[n % TOPICS.length]!;
  const place = PLACES[(n * 3) % PLACES.length]!;
  return [
    `Chapter ${n}: the ${topic} near ${place} and its part in the history of trade.`,
    `The main function of the ${topic} was to link the towns of ${place} in one economic unit.`,
    `Historians describe the process by which the ${topic} grew over ${n + 2} centuries.`,
    `Its energy came from the work of farmers, merchants and sailors of ${place}.`,
  ].join(' ');
}

let dir: string;
let db: Db;
let tutor: TutorService;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-gate-'));
  db = openSqliteDatabase(path.join(dir, 'test.db'));
  await migrateToLatest(db);
  const index = new SqliteFtsIndex(db);
  const pages = CELL_NOTES.map((text, i) => ({ page: i + 1, text, filename: 'cells.pdf' }));
  await index.replaceFileChunks('small', 'cells', pages, LANGUAGES);
  await index.replaceFileChunks('large', 'cells', pages, LANGUAGES);
  const filler = Array.from({ length: 400 }, (_, i) => ({
    page: i + 1,
    text: fillerPage(i),
    filename: 'history.pdf',
  }));
  await index.replaceFileChunks('large', 'history', filler, LANGUAGES);
  tutor = new TutorService(index, createExtractiveProvider());
});

afterEach(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const ask = (botId: string, text: string) =>
  tutor.ask({ botId, botName: 'Biology', botLanguages: LANGUAGES, text });

describe('coverage gate', () => {
  it('answers when the passage holds the question’s rare words', async () => {
    const reply = await ask('small', 'Where does photosynthesis happen in a plant cell?');
    expect(reply.sources[0]?.page).toBe(2);
    expect(reply.text).toContain(
      'The chloroplast is the part of a plant cell where photosynthesis happens.',
    );
  });

  it('declines when only the common words match and the key word is in no file', async () => {
    // "ribosome" is in none of the files; "function", "plant" and "cell" are everywhere.
    const reply = await ask('small', 'What is the function of the ribosome in a plant cell?');
    expect(reply.sources).toEqual([]);
    expect(reply.text).toBe(declineMessage('en'));
  });

  it('declines a question about something the files never name, in its own language', async () => {
    const reply = await ask('small', 'ما هي وظيفة الميتوكوندريا في الخلية؟');
    expect(reply.sources).toEqual([]);
    expect(reply.text).toBe(declineMessage('ar'));
  });

  it('does not count how the student wraps a question as missing vocabulary', async () => {
    for (const q of [
      'what controls what enters and leaves the cell? one line please',
      'where does photosynthesis happen in a plant cell, briefly pls',
      'what is the cell membrane? ممكن باختصار لو سمحت',
      'according to the worksheet, what controls what enters and leaves the cell',
    ]) {
      const reply = await ask('small', q);
      expect({ q, cited: reply.sources.length > 0 }).toEqual({ q, cited: true });
    }
    // The wrapping does not rescue a question about something the files never name.
    const off = await ask(
      'small',
      'What is the function of the ribosome in a plant cell? briefly please',
    );
    expect(off.sources).toEqual([]);
  });

  it('does not take the everyday words of a question for a subject the files lack', async () => {
    // No file says "many", "give", "big" or "actually": they are how the student asks.
    for (const q of [
      'how many layers are actually around the cytoplasm?',
      'what does chlorophyll actually absorb, like in a big example?',
      'so how many vacuoles are given in a plant cell nucleus example?',
    ]) {
      const reply = await ask('small', q);
      expect({ q, cited: reply.sources.length > 0 }).toEqual({ q, cited: true });
    }
    // A subject word the files never name still declines, however it is wrapped.
    const off = await ask('small', 'how many ribosomes does a plant cell actually have?');
    expect(off.sources).toEqual([]);
  });

  it('decides the same for the same question in a small and a large bot', async () => {
    const questions = [
      'Where does photosynthesis happen in a plant cell?',
      'What controls what enters and leaves the cell?',
      'What is the function of the ribosome in a plant cell?',
      'What is the function of the Golgi apparatus?',
    ];
    for (const q of questions) {
      const small = await ask('small', q);
      const large = await ask('large', q);
      expect({ q, answered: large.sources.length > 0 }).toEqual({
        q,
        answered: small.sources.length > 0,
      });
      if (small.sources.length > 0) expect(large.sources[0]?.filename).toBe('cells.pdf');
    }
  });
});
