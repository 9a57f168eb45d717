// The one place that knows the QR library (qrcode-generator): text in, dark modules out.
import qrcode from 'qrcode-generator';

/** Rows of dark (true) and light modules; error correction M survives a smudged printout. */
export function qrMatrix(text: string): boolean[][] {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => qr.isDark(row, col)),
  );
}
