// Table questions through the real chat API (issue 7 §1-2): a LibreOffice export of a data
// sheet and of a results table (server/bench/tutor-tables/, made from our own HTML with
// `soffice --convert-to pdf`) uploaded through the real ingestion pipeline, then asked about a
// row, a cell of a two-way table, and a row the table does not hold.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadAndWait } from './fixtures/ingestion-upload.js';
import { askTutor, enrolledClass, type Account } from './helpers/accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const TABLES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../bench/tutor-tables');

describe('table questions through the chat API', () => {
  let t: TestApp;
  let student: Account;
  let botId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const cls = await enrolledClass(t.app, { supported_languages: ['Arabic - English'] });
    ({ student, botId } = cls);
    for (const name of ['fuels-data-sheet.pdf', 'rates-results.pdf']) {
      const bytes = new Uint8Array(fs.readFileSync(path.join(TABLES, name)));
      const status = await uploadAndWait(
        t.app,
        cls.teacher.token,
        botId,
        name,
        bytes,
        'application/pdf',
      );
      expect(status.status).toBe('COMPLETED');
    }
  }, 120_000);
  afterAll(() => t.close());

  const ask = (text: string) => askTutor(t.app, student, botId, text);

  it('quotes the row the question names under its header, with the cell asked for', async () => {
    const reply = await ask('boiling range of kerosene');
    expect(reply.sources[0]).toMatchObject({ filename: 'fuels-data-sheet.pdf', page: 1 });
    expect(reply.result).toContain('Kerosene, Boiling range (°C): 150–250');
    expect(reply.result).toContain(
      'Fraction | Carbon atoms per molecule | Boiling range (°C) | Main use\nKerosene | 10–16 | 150–250 | jet fuel for aircraft',
    );
  });

  it('reads a two-way table at the row and the column the question names', async () => {
    const reply = await ask('volume of co2 after 90 s with the large chips');
    expect(reply.sources[0]).toMatchObject({ filename: 'rates-results.pdf', page: 1 });
    expect(reply.result).toContain('Large chips, Time (s) 90: 42');
  });

  it('declines a row the table does not hold', async () => {
    const reply = await ask('boiling range of lubricating oil');
    expect(reply.sources).toEqual([]);
  });
});
