// Where uploaded bytes live (docs/architecture.md `storage/`): local disk by default, object storage later.
// Keys are random ids chosen by the store; a user's file name never becomes a path.
import type { Readable } from 'node:stream';

export class BlobTooLargeError extends Error {
  override readonly name = 'BlobTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`Blob larger than ${maxBytes} bytes`);
  }
}

export interface PutBlobOptions {
  /** Enforced while streaming: past it the write stops and BlobTooLargeError is thrown. */
  maxBytes: number;
  /**
   * Called once with the first `inspectBytes` bytes (or all of them when the blob is smaller),
   * before the rest is written; throwing from it aborts the write (e.g. a refused file type).
   */
  inspect?: (head: Uint8Array) => void;
  inspectBytes?: number;
}

export interface StoredBlob {
  key: string;
  size: number;
}

export interface BlobStore {
  put(source: Readable | AsyncIterable<Uint8Array>, options: PutBlobOptions): Promise<StoredBlob>;
  get(key: string): Promise<Uint8Array>;
  /** Removing a missing blob is not an error (deletes are retried after crashes). */
  delete(key: string): Promise<void>;
}
