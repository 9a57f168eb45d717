// An upgrade re-extracts files indexed by an older extraction, at start, once; the file stays
// COMPLETED (and its old chunks searchable) until the new chunks replace them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { UploadResponse } from '@edubot/common';
import { EXTRACTION_VERSION } from '../../ingestion/extraction-version.js';
import { createBot, signUp } from '../../../test/helpers/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { textPdf } from '../../../test/fixtures/ingestion-fixtures.js';
import { uploadFile, waitForFile } from '../../../test/fixtures/ingestion-upload.js';

const opened: TestApp[] = [];
const folders: string[] = [];

afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function open(dataDir: string): Promise<TestApp> {
  const t = await createTestApp({ EDUBOT_DATA_DIR: dataDir });
  opened.push(t);
  return t;
}

const fileRow = (t: TestApp, id: string) =>
  t.ctx.db
    .selectFrom('files')
    .select(['status', 'extraction_version', 'chunk_count'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

// search_chunks belongs to the search module (not in the app's table types): read with plain SQL.
const chunkTexts = async (t: TestApp, id: string) =>
  (
    await sql<{
      text: string;
    }>`SELECT text FROM search_chunks WHERE file_id = ${id} ORDER BY ordinal`.execute(t.ctx.db)
  ).rows.map((r) => r.text);

describe('re-extraction on upgrade', () => {
  it(
    're-extracts a file of an older extraction once, keeping it COMPLETED',
    { timeout: 180_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-reextract-'));
      folders.push(dataDir);
      const first = await open(dataDir);
      const teacher = await signUp(first.app, 'teacher');
      const botId = await createBot(first.app, teacher);
      const pdf = await textPdf([
        { lines: ['Leaves make food from light.', 'Page 1 of 2'] },
        { lines: ['Roots take up water.', 'Page 2 of 2'] },
      ]);
      const res = await uploadFile(first.app, teacher.token, botId, 'plants.pdf', pdf);
      const fileId = res.json<UploadResponse>().file_id;
      await waitForFile(first.app, teacher.token, fileId);
      expect(await fileRow(first, fileId)).toMatchObject({
        status: 'COMPLETED',
        extraction_version: EXTRACTION_VERSION,
      });
      // As a release before extraction versions left it: version 0, footers in its chunks.
      const old = [
        'Leaves make food from light.\nPage 1 of 2',
        'Roots take up water.\nPage 2 of 2',
      ];
      await first.ctx.search.replaceFileChunks(
        botId,
        fileId,
        old.map((text, i) => ({ filename: 'plants.pdf', page: i + 1, text })),
        ['eng'],
      );
      await first.ctx.db
        .updateTable('files')
        .set({ extraction_version: 0 })
        .where('id', '=', fileId)
        .execute();
      await first.close();
      opened.splice(opened.indexOf(first), 1);

      const second = await open(dataDir);
      const seen = new Set<string>();
      // Polled, with a generous bound: the re-extraction runs in a job child on a busy machine.
      for (let i = 0; i < 2400; i++) {
        const row = await fileRow(second, fileId);
        seen.add(row.status);
        if (row.extraction_version === EXTRACTION_VERSION) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await fileRow(second, fileId)).toMatchObject({
        status: 'COMPLETED',
        extraction_version: EXTRACTION_VERSION,
        chunk_count: 2,
      });
      expect([...seen]).toEqual(['COMPLETED']);
      expect(await chunkTexts(second, fileId)).toEqual([
        'Leaves make food from light.',
        'Roots take up water.',
      ]);
      // Idempotent: nothing is left to re-extract at the next start.
      const outdated = await second.ctx.db
        .selectFrom('files')
        .select('id')
        .where('extraction_version', '<', EXTRACTION_VERSION)
        .execute();
      expect(outdated).toEqual([]);
    },
  );
});
