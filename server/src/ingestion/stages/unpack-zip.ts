// ZIP -> the files inside, one at a time, all in memory: no archive path ever reaches the disk.
// Limits are enforced on the bytes actually inflated (headers can lie): entry count, total
// unpacked size, size of one entry, and the compression ratio per entry and overall.
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { IngestionError, INGESTION_MESSAGES } from '../ingestion-error.js';
import type { IngestionLimits } from '../ingestion-limits.js';
import type { SourceFile } from '../ingestion-types.js';
import { detectKind } from './detect.js';

// Below this size a high ratio is normal (a small SVG of repeated markup); the bomb check starts above it.
const RATIO_FLOOR_BYTES = 1024 * 1024;

export interface ZipEntryFile extends SourceFile {
  kind: 'pdf' | 'png' | 'jpeg' | 'svg';
}

/** Display name for citations: "pack.zip/dir/name.png", with traversal and drive parts removed. */
export function safeEntryName(archiveName: string, rawName: string): string {
  const parts = rawName
    .replace(/\\/g, '/')
    .split('/')
    .map((p) => p.replace(/[\u0000-\u001f\u007f]/g, '').trim())
    .filter((p) => p !== '' && p !== '.' && p !== '..' && !/^[A-Za-z]:$/.test(p));
  return `${archiveName}/${parts.join('/') || 'unnamed'}`;
}

function decodeName(entry: Entry): string {
  const raw = entry.fileNameRaw as Buffer;
  return yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, false);
}

function openZip(bytes: Uint8Array): Promise<ZipFile> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return yauzl.fromBufferPromise(buffer, {
    lazyEntries: true,
    decodeStrings: false,
    validateEntrySizes: true,
  });
}

function nextEntry(zip: ZipFile): Promise<Entry | null> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    const onEntry = (entry: Entry) => (cleanup(), resolve(entry));
    const onEnd = () => (cleanup(), resolve(null));
    const onError = (error: Error) => (cleanup(), reject(error));
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });
}

interface Budget {
  total: number;
  archiveBytes: number;
}

async function readEntry(
  zip: ZipFile,
  entry: Entry,
  budget: Budget,
  limits: IngestionLimits,
  signal: AbortSignal,
): Promise<Buffer> {
  const stream: Readable = await zip.openReadStreamPromise(entry);
  const compressed = Math.max(1, Math.min(entry.compressedSize, budget.archiveBytes));
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      signal.throwIfAborted();
      size += chunk.length;
      budget.total += chunk.length;
      if (budget.total > limits.maxZipUnpackedBytes)
        throw new IngestionError(INGESTION_MESSAGES.zipTooLarge);
      if (size > limits.maxUploadBytes) throw new IngestionError(INGESTION_MESSAGES.zipTooLarge);
      if (size > RATIO_FLOOR_BYTES && size > limits.maxZipRatio * compressed)
        throw new IngestionError(INGESTION_MESSAGES.zipRatio);
      if (
        budget.total > RATIO_FLOOR_BYTES &&
        budget.total > limits.maxZipRatio * budget.archiveBytes
      ) {
        throw new IngestionError(INGESTION_MESSAGES.zipRatio);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    stream.destroy();
    if (error instanceof IngestionError || signal.aborted) throw error;
    // yauzl stops an entry that inflates past the size its header declared: a lying header is a bomb trick.
    if (/too many bytes/i.test(String((error as Error).message)))
      throw new IngestionError(INGESTION_MESSAGES.zipRatio);
    throw new IngestionError(INGESTION_MESSAGES.badZip);
  }
  return Buffer.concat(chunks, size);
}

/**
 * Yields the archive's files of allowed types, one at a time, so at most one entry is held.
 * Other entries are skipped (folders, macOS metadata, unknown types); a nested archive is skipped
 * and, when nothing else was usable, reported. Limits fail the whole archive.
 */
export async function* unpackZip(
  archive: SourceFile,
  limits: IngestionLimits,
  signal: AbortSignal,
): AsyncGenerator<ZipEntryFile> {
  let zip: ZipFile;
  try {
    zip = await openZip(archive.bytes);
  } catch {
    throw new IngestionError(INGESTION_MESSAGES.badZip);
  }
  try {
    if (zip.entryCount > limits.maxZipEntries)
      throw new IngestionError(INGESTION_MESSAGES.zipTooManyEntries(limits.maxZipEntries));
    const budget: Budget = { total: 0, archiveBytes: archive.bytes.byteLength };
    let seen = 0;
    let yielded = 0;
    let skippedReason: string | null = null;
    for (;;) {
      signal.throwIfAborted();
      let entry: Entry | null;
      try {
        entry = await nextEntry(zip);
      } catch {
        throw new IngestionError(INGESTION_MESSAGES.badZip);
      }
      if (!entry) break;
      if (++seen > limits.maxZipEntries)
        throw new IngestionError(INGESTION_MESSAGES.zipTooManyEntries(limits.maxZipEntries));
      const rawName = decodeName(entry);
      const base = rawName.replace(/\\/g, '/').split('/').pop() ?? '';
      if (rawName.endsWith('/') || rawName.startsWith('__MACOSX/') || base.startsWith('._'))
        continue;
      if (entry.isEncrypted()) {
        skippedReason ??= INGESTION_MESSAGES.zipEncrypted;
        continue;
      }
      // Header sizes are only a first, cheap refusal; the real bytes are counted while inflating.
      if (entry.uncompressedSize > limits.maxZipUnpackedBytes)
        throw new IngestionError(INGESTION_MESSAGES.zipTooLarge);
      const bytes = await readEntry(zip, entry, budget, limits, signal);
      const kind = detectKind(bytes);
      if (kind === 'zip') {
        skippedReason ??= INGESTION_MESSAGES.nestedZip;
        continue;
      }
      if (kind === 'unsupported') continue;
      yielded++;
      yield {
        name: safeEntryName(archive.name, rawName),
        bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        kind,
      };
    }
    if (yielded === 0 && skippedReason) throw new IngestionError(skippedReason);
  } finally {
    zip.close();
  }
}
