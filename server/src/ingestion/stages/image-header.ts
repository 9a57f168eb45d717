// Image dimensions read from the header only, so a pixel flood (a tiny file claiming
// 50000 x 50000) is refused before a single pixel is decoded.

export interface ImageSize {
  width: number;
  height: number;
}

function readPngSize(bytes: Uint8Array): ImageSize | null {
  // Signature (8) + IHDR length (4) + "IHDR" (4) + width (4) + height (4).
  if (bytes.length < 24) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const isIhdr =
    bytes[12] === 0x49 && bytes[13] === 0x48 && bytes[14] === 0x44 && bytes[15] === 0x52;
  if (!isIhdr) return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

// Start-of-frame markers carry the size; DHT (C4), JPG (C8) and DAC (CC) share the range but do not.
const SOF_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

function readJpegSize(bytes: Uint8Array): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let i = 2;
  while (i + 4 <= bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1]!;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    // Standalone markers have no length field.
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / start of scan before any frame
    const length = view.getUint16(i + 2);
    if (SOF_MARKERS.has(marker)) {
      if (i + 9 > bytes.length) return null;
      return { height: view.getUint16(i + 5), width: view.getUint16(i + 7) };
    }
    i += 2 + length;
  }
  return null;
}

export function readImageSize(kind: 'png' | 'jpeg', bytes: Uint8Array): ImageSize | null {
  return kind === 'png' ? readPngSize(bytes) : readJpegSize(bytes);
}
