import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlobTooLargeError } from './blob-store.js';
import { LocalBlobStore } from './local-blob-store.js';

let dir: string;
let store: LocalBlobStore;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'edubot-blobs-'));
  store = LocalBlobStore.forDataDir(dir);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const chunks = (...parts: string[]) => Readable.from(parts.map((p) => Buffer.from(p)));

describe('LocalBlobStore', () => {
  it('stores under a random id in dataDir/uploads and reads it back', async () => {
    const blob = await store.put(chunks('hello ', 'world'), { maxBytes: 100 });
    expect(blob.size).toBe(11);
    expect(blob.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await readdir(path.join(dir, 'uploads'))).toEqual([blob.key]);
    expect(Buffer.from(await store.get(blob.key)).toString()).toBe('hello world');
    await store.delete(blob.key);
    await store.delete(blob.key); // twice is fine
    expect(await readdir(path.join(dir, 'uploads'))).toEqual([]);
  });

  it('stops while streaming past the size limit and leaves nothing behind', async () => {
    await expect(
      store.put(chunks('12345', '67890', 'abc'), { maxBytes: 8 }),
    ).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(await readdir(path.join(dir, 'uploads'))).toEqual([]);
  });

  it('lets the caller refuse the bytes from the head before the rest is written', async () => {
    const seen: number[] = [];
    const refuse = (head: Uint8Array) => {
      seen.push(head.length);
      throw new Error('refused');
    };
    await expect(
      store.put(chunks('MZ', 'x'.repeat(5000)), { maxBytes: 10_000, inspect: refuse }),
    ).rejects.toThrow('refused');
    expect(seen).toEqual([4096]);
    await expect(store.put(chunks('tiny'), { maxBytes: 10_000, inspect: refuse })).rejects.toThrow(
      'refused',
    );
    expect(seen).toEqual([4096, 4]);
    expect(await readdir(path.join(dir, 'uploads'))).toEqual([]);
  });

  it('never resolves a key outside its folder', async () => {
    await expect(store.get('../../etc/passwd')).rejects.toThrow('Invalid blob key');
  });
});
