// Checks a chat image the way docs/product.md and issue 3 §4 ask: type from the bytes (png, jpeg,
// webp; 415 otherwise), size from the header before any decoding (a pixel flood is refused
// without touching its pixels), then metadata stripped. The 20 MB limit is enforced earlier,
// while the upload streams in (chats.routes.ts).
import { HttpError } from '../../http/errors.js';
import { readImageSize } from '../../ingestion/stages/image-header.js';
import {
  ImageFormatError,
  isWebp,
  readWebpSize,
  stripMetadata,
  type ChatImageKind,
} from './image-metadata.js';

export interface CheckedImage {
  kind: ChatImageKind;
  mimeType: string;
  width: number;
  height: number;
  /** The image with its metadata removed: what is stored, served and sent to a model. */
  bytes: Buffer;
}

export const INVALID_IMAGE_TYPE =
  'Invalid file type. Only PNG, JPEG, JPG, and WEBP files are allowed.';
export const UNREADABLE_IMAGE = 'The image could not be read. Please attach another image.';
export const VIDEO_NOT_ALLOWED = 'Video files are not allowed. Please upload images only.';
export const IMAGE_TOO_LARGE = 'File size too large. Maximum size is 20MB.';

const MIME: Record<ChatImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

function looksLikeVideo(b: Buffer): boolean {
  const ftyp = b.length >= 12 && b.toString('latin1', 4, 8) === 'ftyp'; // MP4, MOV, 3GP
  const ebml = b.length >= 4 && b.readUInt32BE(0) === 0x1a45dfa3; // WebM, MKV
  const avi =
    b.length >= 12 &&
    b.toString('latin1', 0, 4) === 'RIFF' &&
    b.toString('latin1', 8, 11) === 'AVI';
  return ftyp || ebml || avi;
}

export function detectChatImageKind(b: Buffer): ChatImageKind | null {
  if (b.length >= 8 && b[0] === 0x89 && b.toString('latin1', 1, 4) === 'PNG') return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (isWebp(b)) return 'webp';
  return null;
}

export function checkChatImage(bytes: Buffer, maxPixels: number): CheckedImage {
  const kind = detectChatImageKind(bytes);
  if (!kind)
    throw new HttpError(415, looksLikeVideo(bytes) ? VIDEO_NOT_ALLOWED : INVALID_IMAGE_TYPE);
  const size = kind === 'webp' ? readWebpSize(bytes) : readImageSize(kind, bytes);
  if (!size || size.width === 0 || size.height === 0) {
    throw new HttpError(400, UNREADABLE_IMAGE);
  }
  if (size.width * size.height > maxPixels) {
    const mp = Math.floor(maxPixels / 1_000_000);
    throw new HttpError(413, `Image dimensions are too large. Maximum is ${mp} megapixels.`);
  }
  try {
    return { kind, mimeType: MIME[kind], ...size, bytes: stripMetadata(kind, bytes) };
  } catch (err) {
    if (err instanceof ImageFormatError) {
      throw new HttpError(400, UNREADABLE_IMAGE);
    }
    throw err;
  }
}
