// Clean-up of extracted text before chunking. This is NOT the search normalization (that one folds
// alef forms, strips tashkeel, stems...: it belongs to the index); chunk text must stay readable
// because citations show it. Here only invisible or broken characters go.
import { foldPresentationForms } from './arabic-order.js';

// LRM/RLM/ALM, embeddings/overrides, isolates, soft hyphen, BOM, zero-width space.
const INVISIBLE = /[\u200B\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069\u00AD\uFEFF]/g;
// Control characters except tab and newline (broken font maps produce them).
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
// A private-use character starting a line before its text: a bullet that Word, PowerPoint or
// Impress drew from a symbol font (U+F0B7, U+F095, U+F0A7). Shown as is it is an empty box, and
// the tutor would not see a list item.
const SYMBOL_FONT_BULLET = /^[\uE000-\uF8FF](?=[ \t])/gmu;

export function cleanExtractedText(text: string): string {
  return foldPresentationForms(text.normalize('NFC'))
    .replace(INVISIBLE, '')
    .replace(CONTROL, ' ')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00A0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(SYMBOL_FONT_BULLET, '•')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
