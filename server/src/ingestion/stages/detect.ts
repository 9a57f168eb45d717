// The file type comes from the bytes, never from the name or the declared MIME type
// (docs/architecture.md). Used at upload (415) and again by the pipeline for zip entries.
import type { DetectedKind } from '../ingestion-types.js';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Bytes needed to decide; callers that stream an upload can detect from this prefix. */
export const DETECT_PREFIX_BYTES = 4096;
// PDF readers accept the header anywhere in the first KiB (some producers write junk first).
const PDF_HEADER_WINDOW = 1024;

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((b, i) => bytes[at + i] === b);
}

function hasPdfHeader(bytes: Uint8Array): boolean {
  const marker = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
  const end = Math.min(bytes.length - marker.length, PDF_HEADER_WINDOW);
  for (let i = 0; i <= end; i++) if (startsWith(bytes, marker, i)) return true;
  return false;
}

/**
 * An SVG is XML whose root element is <svg>. Only prolog items may come first
 * (XML declaration, comments, processing instructions, a DOCTYPE); HTML or other XML is refused.
 */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  let text = new TextDecoder('utf-8', { fatal: false }).decode(
    bytes.subarray(0, DETECT_PREFIX_BYTES),
  );
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let i = 0;
  for (let guard = 0; guard < 64; guard++) {
    while (i < text.length && /\s/.test(text[i]!)) i++;
    if (text.startsWith('<?', i)) {
      const end = text.indexOf('?>', i + 2);
      if (end < 0) return false;
      i = end + 2;
    } else if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i + 4);
      if (end < 0) return false;
      i = end + 3;
    } else if (/^<!DOCTYPE\s/i.test(text.slice(i, i + 10))) {
      // An internal subset may hold '>' inside brackets; skip to the closing "]>" when present.
      const bracket = text.indexOf('[', i);
      const close = text.indexOf('>', i);
      if (close < 0) return false;
      if (bracket >= 0 && bracket < close) {
        const end = text.indexOf(']>', bracket);
        if (end < 0) return false;
        i = end + 2;
      } else {
        i = close + 1;
      }
    } else {
      return /^<(svg:)?svg[\s>/]/.test(text.slice(i, i + 9));
    }
  }
  return false;
}

export function detectKind(bytes: Uint8Array): DetectedKind {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06]))
    return 'zip';
  if (hasPdfHeader(bytes)) return 'pdf';
  if (looksLikeSvg(bytes)) return 'svg';
  return 'unsupported';
}
