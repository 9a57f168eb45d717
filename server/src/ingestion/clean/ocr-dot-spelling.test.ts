import { describe, expect, it } from 'vitest';
import { spellOcrPagesAsDocument } from './ocr-dot-spelling.js';

describe('dot misreadings spelled as the document', () => {
  it('respells a word misread with other dots as the document writes it elsewhere', () => {
    const pages = [
      'يقاس الضغظ الجوي بالبارومتر. الضغط الجوي عند سطح البحر. يقل الضغط كلما ارتفعنا. للضغط أثر. الضغط قوة.',
      'الكبد والبنكرياس\nيفرز الكند العصارة. يخزن الكبد السكر. الكبد عضو كبير.',
    ];
    const [first, second] = spellOcrPagesAsDocument(pages, [0, 1]);
    expect(first).toContain('يقاس الضغط الجوي');
    expect(second).toContain('يفرز الكبد العصارة');
  });

  it('leaves two real words that differ by a dot, and pages not read by OCR', () => {
    const pages = ['الحرارة والحرارة والحرازة', 'الضغظ الضغط الضغط الضغط'];
    // "الحرازة" once against "الحرارة" twice: not three times as often.
    expect(spellOcrPagesAsDocument(pages, [0])[0]).toBe(pages[0]);
    expect(spellOcrPagesAsDocument(pages, [0])[1]).toBe(pages[1]);
  });
});
