// Blob store on the local disk: <dataDir>/uploads/<random id>. Writes go to a ".part" file that is
// renamed when complete, so a crash never leaves a half file under a real key.
import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { once } from 'node:events';
import {
  BlobTooLargeError,
  type BlobStore,
  type PutBlobOptions,
  type StoredBlob,
} from './blob-store.js';

const KEY_PATTERN = /^[0-9a-f-]{36}$/;
/** Suffix of a blob being written; data-dir.ts sweeps leftovers at start. */
export const PART_SUFFIX = '.part';

function closed(stream: WriteStream): Promise<void> {
  if (stream.closed) return Promise.resolve();
  return new Promise((resolve) => {
    stream.once('close', () => resolve());
    stream.destroy();
  });
}
const DEFAULT_INSPECT_BYTES = 4096;

export class LocalBlobStore implements BlobStore {
  private ready: Promise<unknown> | null = null;

  constructor(private readonly root: string) {}

  static forDataDir(dataDir: string): LocalBlobStore {
    return new LocalBlobStore(path.join(dataDir, 'uploads'));
  }

  private pathOf(key: string): string {
    // Keys come from this store; anything else (a tampered row) must not escape the folder.
    if (!KEY_PATTERN.test(key)) throw new Error('Invalid blob key');
    return path.join(this.root, key);
  }

  async put(
    source: Readable | AsyncIterable<Uint8Array>,
    options: PutBlobOptions,
  ): Promise<StoredBlob> {
    this.ready ??= mkdir(this.root, { recursive: true, mode: 0o700 });
    await this.ready;
    const key = randomUUID();
    const partial = path.join(this.root, `${key}${PART_SUFFIX}`);
    const out = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
    const inspectBytes = options.inspectBytes ?? DEFAULT_INSPECT_BYTES;
    let head: Buffer[] = [];
    let headSize = 0;
    let inspected = !options.inspect;
    let size = 0;
    const write = async (chunk: Buffer) => {
      if (!out.write(chunk)) await once(out, 'drain');
    };
    try {
      for await (const piece of source as AsyncIterable<Uint8Array>) {
        const chunk = Buffer.isBuffer(piece) ? piece : Buffer.from(piece);
        size += chunk.length;
        if (size > options.maxBytes) throw new BlobTooLargeError(options.maxBytes);
        if (!inspected) {
          head.push(chunk);
          headSize += chunk.length;
          if (headSize < inspectBytes) continue;
          inspected = true;
          const joined = Buffer.concat(head);
          head = [];
          options.inspect!(new Uint8Array(joined.subarray(0, inspectBytes)));
          await write(joined);
          continue;
        }
        await write(chunk);
      }
      if (!inspected) {
        const joined = Buffer.concat(head);
        options.inspect!(new Uint8Array(joined));
        await write(joined);
      }
      out.end();
      await once(out, 'finish');
      await rename(partial, this.pathOf(key));
      return { key, size };
    } catch (error) {
      // The file may still be opening: wait until the stream closed, or the ".part" file could
      // appear again after the rm below (it did once under load, after a 415).
      await closed(out);
      // Stop reading the client's body as well: an abandoned request stream would hang.
      if (
        typeof (source as Readable).destroy === 'function' &&
        !(source as Readable).readableEnded
      ) {
        (source as Readable).resume();
      }
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Uint8Array> {
    const buf = await readFile(this.pathOf(key));
    return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
