import { describe, expect, it } from 'vitest';
import {
  makeZip,
  svgWithText,
  textImage,
  textPdf,
} from '../../../test/fixtures/ingestion-fixtures.js';
import { IngestionError } from '../ingestion-error.js';
import { resolveLimits, type IngestionLimits } from '../ingestion-limits.js';
import { safeEntryName, unpackZip } from './unpack-zip.js';

async function unpack(bytes: Uint8Array, limits: Partial<IngestionLimits> = {}) {
  const out = [];
  for await (const entry of unpackZip(
    { name: 'pack.zip', bytes },
    resolveLimits(limits),
    new AbortController().signal,
  )) {
    out.push({ name: entry.name, kind: entry.kind, size: entry.bytes.byteLength });
  }
  return out;
}

describe('unpackZip', () => {
  it('yields entries of allowed types with citation names, skipping others', async () => {
    const zip = makeZip([
      { name: 'notes/lesson.pdf', data: await textPdf([{ lines: ['Lesson one'] }]) },
      { name: 'figures/leaf.png', data: textImage(['Leaf']), store: true },
      { name: 'diagram.svg', data: svgWithText('Leaf', ['Stoma']) },
      { name: 'readme.txt', data: new TextEncoder().encode('not a study file') },
      { name: 'notes/', data: new Uint8Array() },
      { name: '__MACOSX/._leaf.png', data: new Uint8Array([1, 2, 3]) },
    ]);
    const entries = await unpack(zip);
    expect(entries.map((e) => [e.name, e.kind])).toEqual([
      ['pack.zip/notes/lesson.pdf', 'pdf'],
      ['pack.zip/figures/leaf.png', 'png'],
      ['pack.zip/diagram.svg', 'svg'],
    ]);
  });

  it('makes zip-slip names harmless (they are only display names, never paths)', async () => {
    const png = textImage(['x']);
    const zip = makeZip([
      { name: '../../../etc/cron.d/evil.png', data: png },
      { name: '/abs/path.png', data: png },
      { name: 'C:\\Windows\\win.png', data: png },
    ]);
    const names = (await unpack(zip)).map((e) => e.name);
    expect(names).toEqual([
      'pack.zip/etc/cron.d/evil.png',
      'pack.zip/abs/path.png',
      'pack.zip/Windows/win.png',
    ]);
    expect(safeEntryName('a.zip', '..\\..\\x.svg')).toBe('a.zip/x.svg');
  });

  it.each([
    ['honest headers', undefined],
    ['a header that lies about the size', 1024],
  ])(
    'stops a zip bomb with %s by counting inflated bytes, without holding it',
    async (_, declaredSize) => {
      // 150 MB of zeros deflates to ~150 KB.
      const bomb = makeZip([
        { name: 'bomb.pdf', data: new Uint8Array(150 * 1024 * 1024), declaredSize },
      ]);
      const before = process.memoryUsage().rss;
      await expect(unpack(bomb)).rejects.toThrow(/possible zip bomb/);
      expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
    },
  );

  it('refuses archives past the unpacked-size and entry-count limits', async () => {
    const random = () =>
      new Uint8Array(
        Buffer.from(Array.from({ length: 300_000 }, () => Math.floor(Math.random() * 256))),
      );
    const big = makeZip(
      [1, 2, 3, 4].map((i) => ({ name: `${i}.pdf`, data: random(), store: true })),
    );
    await expect(unpack(big, { maxZipUnpackedBytes: 1_000_000 })).rejects.toThrow(
      'The archive is too large when unpacked',
    );
    const many = makeZip(
      Array.from({ length: 12 }, (_, i) => ({
        name: `${i}.png`,
        data: textImage(['x'], { width: 40 }),
      })),
    );
    await expect(unpack(many, { maxZipEntries: 10 })).rejects.toThrow(
      'The archive has more than 10 files',
    );
  });

  it('skips nested archives, and says so when nothing else was inside', async () => {
    const inner = makeZip([{ name: 'a.png', data: textImage(['x']) }]);
    await expect(unpack(makeZip([{ name: 'inner.zip', data: inner }]))).rejects.toThrow(
      'Archives inside archives are not supported',
    );
    const mixed = makeZip([
      { name: 'inner.zip', data: inner },
      { name: 'b.png', data: textImage(['y']) },
    ]);
    expect((await unpack(mixed)).map((e) => e.name)).toEqual(['pack.zip/b.png']);
  });

  it('reports a damaged archive as such', async () => {
    const zip = makeZip([{ name: 'a.pdf', data: await textPdf([{ lines: ['x'] }]) }]);
    await expect(unpack(zip.subarray(0, zip.length - 30))).rejects.toBeInstanceOf(IngestionError);
  });
});
