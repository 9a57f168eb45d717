// A scanned PDF read in the real job child (the entry the server forks) stays far below the
// server's 512 MB cap per child. The one-page Arabic guide scan of the class files was killed for
// memory about one run in four: its pages are drawn from many high-resolution JPEG strips, whose
// decoded images pdf.js held while OCR ran, next to an OCR worker whose memory never shrinks.
// Measured on this file (three such pages): peak 336-347 MB now, 491-552 MB before
// (docs/decisions/032-scan-memory.md). The cap here is higher than the server's so a regression
// shows as a peak, not as a kill.
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { ENGLISH_LINES, jpegStripScanPdf } from '../../test/fixtures/ingestion-fixtures.js';
import { resolveLimits } from '../ingestion/ingestion-limits.js';
import type { ChunkInput } from '../search/search-index.js';
import { ChildJobPool } from './child-job-pool.js';
import { HEAVY_JOB, type IngestPayload } from './heavy-jobs.js';
import { heavyJobChildEntry } from './isolated-work.js';

const MB = 1024 * 1024;
const pool = new ChildJobPool({
  entry: heavyJobChildEntry(),
  args: [path.join(os.tmpdir(), 'edubot-tessdata')],
  size: 1,
  memoryLimitBytes: 1024 * MB,
});
afterAll(() => pool.close());

/** The most resident memory the process has had (Linux: VmHWM). */
async function peakResidentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmHWM:\s+(\d+)\s+kB/m.exec(status)![1]) * 1024;
}

async function threePages(page: Uint8Array): Promise<Uint8Array> {
  const source = await PDFDocument.load(page);
  const doc = await PDFDocument.create();
  for (let i = 0; i < 3; i++) doc.addPage((await doc.copyPages(source, [0]))[0]!);
  return doc.save();
}

describe('job child memory on scanned PDFs', () => {
  it.runIf(process.platform === 'linux')(
    'reads three pages of JPEG strips (38 MP decoded each) with a peak far below the cap',
    async () => {
      const bytes = await threePages(await jpegStripScanPdf(ENGLISH_LINES));
      const payload: IngestPayload = {
        name: 'scan.pdf',
        bytes,
        languages: ['eng'],
        limits: resolveLimits(),
      };
      // OCR of three pages takes about a minute on a quiet core; the bound is only there so a
      // hung child cannot hold the run, so it leaves room for a machine shared with other work.
      const chunks = await pool.run<ChunkInput[]>(HEAVY_JOB.ingest, payload, {
        timeoutMs: 400_000,
      });
      expect(chunks.map((c) => c.page)).toContain(3);
      expect(chunks.map((c) => c.text).join(' ')).toMatch(/chlorophyll absorbs light/);
      const [pid] = pool.pids;
      expect(await peakResidentBytes(pid!)).toBeLessThan(420 * MB);
    },
    420_000,
  );
});
