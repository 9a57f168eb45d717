// A chat photo's reader through real job children and the real OCR engine (docs/decisions/058):
// a reading killed at its time limit leaves a reader starting for the next photo, which is then
// read within a limit that a cold start-up would not fit in.
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { worksheetPhoto } from '../../bench/class-builder/render-scan.js';
import { ChildJobKilledError } from './child-job-pool.js';
import { IsolatedWork } from './isolated-work.js';

let work: IsolatedWork | undefined;
afterEach(async () => {
  await work?.close();
});

describe('chat photo reader', () => {
  it('starts a new reader when a reading is killed at its limit', async () => {
    work = new IsolatedWork({
      langDir: path.join(os.tmpdir(), 'edubot-tessdata'),
      fileWorkers: 1,
      memoryLimitBytes: 512 * 1024 * 1024,
    });
    const photo = worksheetPhoto(['Q1. Name the gas given off by the pondweed in the light.']);
    const killed = await work
      .recognizeImage(photo, ['eng'], undefined, { readMs: 1, startupMs: 120_000 })
      .catch((e: unknown) => e);
    expect(killed).toBeInstanceOf(ChildJobKilledError);
    // A child is back at once, loading the reader, though no photo asked for it yet.
    await vi.waitFor(() => expect(work!.pids).toHaveLength(1), { timeout: 10_000 });
    const text = await work.recognizeImage(photo, ['eng'], undefined, {
      readMs: 120_000,
      startupMs: 120_000,
    });
    expect(text).toContain('pondweed');
  }, 300_000);
});
