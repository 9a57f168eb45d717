// Strips metadata from chat images without decoding them: EXIF (camera, GPS), XMP, ICC
// profiles, IPTC, comments and text chunks are dropped by rewriting the container (PNG chunks,
// JPEG segments, WebP RIFF chunks); pixel data is copied byte for byte. A broken container
// throws ImageFormatError instead of being passed through.
export class ImageFormatError extends Error {}

export type ChatImageKind = 'png' | 'jpeg' | 'webp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// Chunks needed to show the image the same way; everything else (tEXt, zTXt, iTXt, eXIf,
// iCCP, tIME, APNG frames, private chunks) is dropped.
const PNG_KEEP = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'sBIT',
  'bKGD',
  'pHYs',
]);

export function stripPng(bytes: Buffer): Buffer {
  if (bytes.length < 8 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE))
    throw new ImageFormatError('Not a PNG');
  const out: Buffer[] = [PNG_SIGNATURE];
  let i = 8;
  while (i + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(i);
    const type = bytes.toString('latin1', i + 4, i + 8);
    const end = i + 12 + length;
    if (end > bytes.length) throw new ImageFormatError('Truncated PNG chunk');
    if (PNG_KEEP.has(type)) out.push(bytes.subarray(i, end));
    i = end;
    if (type === 'IEND') return Buffer.concat(out);
  }
  throw new ImageFormatError('PNG without IEND');
}

const isRst = (m: number) => m >= 0xd0 && m <= 0xd7;

/** Keeps JFIF (APP0) and Adobe (APP14, needed for colour transforms); drops other APPn and COM. */
function keepJpegSegment(marker: number, data: Buffer): boolean {
  if (marker === 0xfe) return false;
  if (marker === 0xe0) return data.toString('latin1', 0, 5) === 'JFIF\0';
  if (marker === 0xee) return data.toString('latin1', 0, 5) === 'Adobe';
  return !(marker >= 0xe1 && marker <= 0xef);
}

export function stripJpeg(bytes: Buffer): Buffer {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8)
    throw new ImageFormatError('Not a JPEG');
  const out: Buffer[] = [bytes.subarray(0, 2)];
  let i = 2;
  while (i < bytes.length) {
    if (bytes[i] !== 0xff) throw new ImageFormatError('Bad JPEG marker');
    while (bytes[i + 1] === 0xff) i++; // fill bytes
    const marker = bytes[i + 1];
    if (marker === undefined) throw new ImageFormatError('Truncated JPEG');
    if (marker === 0xd9) {
      out.push(bytes.subarray(i, i + 2));
      return Buffer.concat(out);
    }
    if (marker === 0x01 || isRst(marker)) {
      out.push(bytes.subarray(i, i + 2));
      i += 2;
      continue;
    }
    if (i + 4 > bytes.length) throw new ImageFormatError('Truncated JPEG');
    const length = bytes.readUInt16BE(i + 2);
    const end = i + 2 + length;
    if (length < 2 || end > bytes.length) throw new ImageFormatError('Truncated JPEG segment');
    if (keepJpegSegment(marker, bytes.subarray(i + 4, end))) out.push(bytes.subarray(i, end));
    i = end;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart.
      let j = i;
      while (
        j + 1 < bytes.length &&
        !(bytes[j] === 0xff && bytes[j + 1] !== 0 && !isRst(bytes[j + 1]!))
      )
        j++;
      if (j + 1 >= bytes.length) {
        // No EOI: keep what there is (many encoders end abruptly) and close the image.
        out.push(bytes.subarray(i), Buffer.from([0xff, 0xd9]));
        return Buffer.concat(out);
      }
      out.push(bytes.subarray(i, j));
      i = j;
    }
  }
  throw new ImageFormatError('JPEG without end marker');
}

const WEBP_DROP = new Set(['EXIF', 'XMP ', 'ICCP']);
// VP8X flags: ICC profile, EXIF, XMP present.
const VP8X_METADATA_FLAGS = 0x20 | 0x08 | 0x04;

export function isWebp(bytes: Uint8Array): boolean {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 12));
  return (
    b.length >= 12 &&
    b.toString('latin1', 0, 4) === 'RIFF' &&
    b.toString('latin1', 8, 12) === 'WEBP'
  );
}

function webpChunks(
  bytes: Buffer,
): { type: string; start: number; dataStart: number; end: number }[] {
  if (!isWebp(bytes)) throw new ImageFormatError('Not a WebP');
  const chunks = [];
  let i = 12;
  const limit = Math.min(bytes.length, bytes.readUInt32LE(4) + 8);
  while (i + 8 <= limit) {
    const size = bytes.readUInt32LE(i + 4);
    const dataStart = i + 8;
    const end = dataStart + size + (size % 2);
    if (dataStart + size > bytes.length) throw new ImageFormatError('Truncated WebP chunk');
    chunks.push({
      type: bytes.toString('latin1', i, i + 4),
      start: i,
      dataStart,
      end: Math.min(end, bytes.length),
    });
    i = end;
  }
  if (chunks.length === 0) throw new ImageFormatError('Empty WebP');
  return chunks;
}

export function stripWebp(bytes: Buffer): Buffer {
  const body: Buffer[] = [];
  for (const chunk of webpChunks(bytes)) {
    if (WEBP_DROP.has(chunk.type)) continue;
    const copy = Buffer.from(bytes.subarray(chunk.start, chunk.end));
    if (chunk.type === 'VP8X') copy[8] = copy[8]! & ~VP8X_METADATA_FLAGS;
    body.push(copy);
  }
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + body.reduce((n, b) => n + b.length, 0), 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, ...body]);
}

/** Canvas size from the WebP header (VP8X, VP8 or VP8L), or null when unreadable. */
export function readWebpSize(bytes: Buffer): { width: number; height: number } | null {
  try {
    for (const c of webpChunks(bytes)) {
      const d = bytes.subarray(c.dataStart, c.end);
      if (c.type === 'VP8X' && d.length >= 10) {
        return { width: d.readUIntLE(4, 3) + 1, height: d.readUIntLE(7, 3) + 1 };
      }
      if (c.type === 'VP8 ' && d.length >= 10 && d[3] === 0x9d && d[4] === 0x01 && d[5] === 0x2a) {
        return { width: d.readUInt16LE(6) & 0x3fff, height: d.readUInt16LE(8) & 0x3fff };
      }
      if (c.type === 'VP8L' && d.length >= 5 && d[0] === 0x2f) {
        const bits = d.readUInt32LE(1);
        return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
      }
    }
  } catch {
    return null;
  }
  return null;
}

export function stripMetadata(kind: ChatImageKind, bytes: Buffer): Buffer {
  if (kind === 'png') return stripPng(bytes);
  if (kind === 'jpeg') return stripJpeg(bytes);
  return stripWebp(bytes);
}
