// The tutor's worker entry answers in the search threads exactly what the extractive tutor answers
// in-process, in Arabic and English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTempSqlite, type TempSqlite } from '../../test/helpers/temp-sqlite.js';
import type { LanguageCode } from '../search/language-codes.js';
import { PooledSearchIndex } from '../search/pooled-search-index.js';
import { SqliteFtsIndex } from '../search/sqlite-fts-index.js';
import type { BotFileState } from './bot-files.js';
import { extractiveWorkerEntry, filesToNameInDeclines, offloadTo } from './extractive-offload.js';
import { createExtractiveProvider } from './providers/extractive.provider.js';
import { TutorService } from './tutor.service.js';

const AR_EN: readonly LanguageCode[] = ['ara', 'eng'];
const SLOW = 60_000;
const PAGES = [
  'تقع مدينة القاهرة على ضفاف نهر النيل، وهي عاصمة جمهورية مصر العربية وأكبر مدنها.',
  'يتكون الماء من ذرتين من الهيدروجين وذرة واحدة من الأكسجين.',
  'Photosynthesis is the process by which green plants convert light energy into chemical energy.',
  'Water boils at 100 degrees Celsius at sea level; at altitude it boils at a lower temperature.',
];
const QUESTIONS = ['ما هي عاصِمَةُ مصر؟', 'مما يتكون الماء', 'What is photosynthesis?', 'the of and'];

let temp: TempSqlite;
let pooled: PooledSearchIndex;

beforeAll(async () => {
  temp = await openTempSqlite('edubot-offload-');
  pooled = new PooledSearchIndex(temp.db, { workers: 1, workerEntry: extractiveWorkerEntry() });
  const chunks = PAGES.map((text, i) => ({ page: i + 1, text, filename: 'notes.pdf' }));
  await pooled.replaceFileChunks('bot-a', 'file-1', chunks, AR_EN);
  const secret = [
    { page: 1, text: 'The secret code of bot B is zanzibar quokka.', filename: 'b.pdf' },
  ];
  await pooled.replaceFileChunks('bot-b', 'file-secret', secret, AR_EN);
  await pooled.warmUp();
}, SLOW);

afterAll(async () => {
  await pooled.close();
  await temp.close();
});

describe('extractive answers in the search worker threads', () => {
  it('are the in-process extractive answers', async () => {
    expect(await pooled.usesWorkers()).toBe(true);
    const inProcess = new TutorService(new SqliteFtsIndex(temp.db), createExtractiveProvider());
    const offloaded = new TutorService(pooled, createExtractiveProvider(), offloadTo(pooled));
    for (const text of QUESTIONS) {
      const request = { botId: 'bot-a', botName: 'Science', botLanguages: AR_EN, text };
      const answer = await offloaded.ask(request);
      expect(answer, text).toEqual(await inProcess.ask(request));
    }
  });

  it("count the words of a question again once the bot's files change", async () => {
    // The threads remember each word's document frequency per bot; a stale count would keep
    // declining a word that a new file now holds (or quote on for a file that is gone).
    const inProcess = new TutorService(new SqliteFtsIndex(temp.db), createExtractiveProvider());
    const offloaded = new TutorService(pooled, createExtractiveProvider(), offloadTo(pooled));
    const request = {
      botId: 'bot-c',
      botName: 'Animals',
      botLanguages: AR_EN,
      text: 'What is a quokka?',
    };
    const first = [{ page: 1, text: 'Kangaroos carry their young in a pouch.', filename: 'a.pdf' }];
    await pooled.replaceFileChunks('bot-c', 'file-a', first, AR_EN);
    const before = await offloaded.ask(request);
    expect(before.sources).toEqual([]);
    expect(before).toEqual(await inProcess.ask(request));

    const quokka = 'A quokka is a small marsupial that lives on Rottnest Island in Australia.';
    await pooled.replaceFileChunks(
      'bot-c',
      'file-b',
      [{ page: 1, text: quokka, filename: 'b.pdf' }],
      AR_EN,
    );
    const added = await offloaded.ask(request);
    expect(added.sources.map((s) => s.filename)).toContain('b.pdf');
    expect(added).toEqual(await inProcess.ask(request));

    await pooled.removeFile('bot-c', 'file-b');
    const removed = await offloaded.ask(request);
    expect(removed.sources).toEqual([]);
    expect(removed).toEqual(await inProcess.ask(request));
  });

  it('get only the files a decline names, and decline naming them as in-process', async () => {
    const file = (n: number, status: BotFileState['status'], error: string | null = null) => ({
      fileId: `f${n}`,
      filename: `lesson-${n}.pdf`,
      status,
      error,
    });
    const files = [
      file(1, 'COMPLETED'),
      file(2, 'FAILED', 'No readable text was found in this file'),
      file(3, 'COMPLETED'),
      file(4, 'PROCESSING'),
    ];
    expect(filesToNameInDeclines(files)).toEqual([files[1], files[3]]);
    expect(filesToNameInDeclines(undefined)).toBeUndefined();
    const inProcess = new TutorService(new SqliteFtsIndex(temp.db), createExtractiveProvider());
    const offloaded = new TutorService(pooled, createExtractiveProvider(), offloadTo(pooled));
    for (const text of ['What is a quokka?', 'ما هي عاصمة مصر؟']) {
      const request = { botId: 'bot-a', botName: 'Science', botLanguages: AR_EN, text, files };
      expect(await offloaded.ask(request), text).toEqual(await inProcess.ask(request));
    }
    const declined = await offloaded.ask({
      botId: 'bot-a',
      botName: 'Science',
      botLanguages: AR_EN,
      text: 'What is a quokka?',
      files,
    });
    expect(declined.text).toContain('lesson-2.pdf');
    expect(declined.text).toContain('lesson-4.pdf');
  });

  it("quote only the asking bot's files", async () => {
    const reply = await offloadTo(pooled).retrieveAndAnswer({
      botId: 'bot-a',
      query: 'zanzibar quokka',
      limit: 8,
      languages: AR_EN,
      questionLanguage: 'en',
      botName: 'Science',
    });
    expect(reply).not.toBeNull();
    expect(reply!.sources).toEqual([]);
  });
});
