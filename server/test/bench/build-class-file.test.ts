// A class may carry ready-made exports (a PDF saved from Word or LibreOffice): the builder
// must upload them byte for byte instead of re-rendering them from a text source.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFile } from '../../bench/class-builder/build-class.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-class-file-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('class builder, ready-made files', () => {
  it('copies the file as it is and names its type from the upload name', async () => {
    const bytes = new Uint8Array([
      0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0xff, 0x00,
    ]);
    fs.writeFileSync(path.join(dir, 'export.pdf'), bytes);
    const built = await buildFile(
      { source: 'export.pdf', filename: 'chapter 7.pdf', render: 'file' },
      dir,
    );
    expect(built).toEqual({ filename: 'chapter 7.pdf', mimeType: 'application/pdf', bytes });
  });
});
