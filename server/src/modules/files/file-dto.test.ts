import { describe, expect, it } from 'vitest';
import { displayFilename } from './file-dto.js';

describe('displayFilename', () => {
  it('strips direction controls, so "exe.pdf" cannot pose as "fdp.exe" or the reverse', () => {
    expect(displayFilename('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(displayFilename('a\u2066b\u2067c\u2068d\u2069e\u200E\u200F\u061C.pdf')).toBe('abcde.pdf');
    // Arabic names are kept as they are.
    expect(displayFilename('الأحياء - الفصل ١.pdf')).toBe('الأحياء - الفصل ١.pdf');
  });

  it('keeps the last path part, drops control characters and never splits a character', () => {
    expect(displayFilename('C:\\\\Users\\\\x\\\\notes\u0007.pdf')).toBe('notes.pdf');
    const long = `${'😀'.repeat(300)}.pdf`;
    const name = displayFilename(long);
    expect(Array.from(name)).toHaveLength(255);
    expect(name).toBe('😀'.repeat(255));
    expect(displayFilename('\u202E')).toBe('file');
  });
});
