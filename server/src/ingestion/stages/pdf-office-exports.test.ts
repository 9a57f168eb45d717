// Pages of real LibreOffice exports (server/bench/office-094-class, decision 094): a Writer
// chapter, an Arabic Writer lesson set justified, and Impress decks, read as the pipeline reads
// them, so what a teacher's Word-style or slide export holds comes out as a student should see it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cleanPages } from '../clean/clean-pages.js';
import { loadPdfJs } from '../pdfjs.js';
import { layoutGlyphLines } from './pdf-bidi-lines.js';
import { PdfTextReader } from './pdf-page-text.js';
import type { PositionedGlyph } from './pdf-positioned-glyphs.js';
import { logicalText, reorderVisualUnits } from './unicode-bidi.js';

const CLASS_DIR = new URL('../../../bench/office-094-class/', import.meta.url);

async function pages(file: string): Promise<string[]> {
  const { getDocument } = await loadPdfJs();
  const bytes = new Uint8Array(readFileSync(new URL(file, CLASS_DIR)));
  const doc = await getDocument({ data: bytes }).promise;
  const reader = new PdfTextReader();
  const out: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) out.push(await reader.read(await doc.getPage(n)));
  await doc.destroy();
  return out;
}

describe('justified Arabic from LibreOffice (kashidas with no Unicode of their own)', () => {
  it('reads stretched words whole: no "%", stray bracket or split word', async () => {
    const [first, second] = await pages('المجموعة الشمسية.pdf');
    expect(first).toContain('من الشمس وثمانية كواكب تدور حولها');
    expect(first).toContain('وتبلغ درجة حرارة سطحها نحو 5500');
    expect(second).toContain('أما الكواكب الخارجية (Outer Planets) فهي المشتري');
    expect(`${first}${second}`).not.toMatch(/%/u);
  });

  it('reads a stretched word on a slide without the bracket its kashida was read as', async () => {
    const [, second] = await pages('الطاقة وأشكالها.pdf');
    expect(second).toContain('الطاقة هي القدرة على إنجاز شغل');
  });
  it('keeps a slash of a Latin font set between two Arabic words', () => {
    // "صح/خطأ" drawn left to right; the slash from a font whose codes are its characters.
    const glyphs: PositionedGlyph[] = [...'أطخ/حص'].map((text, i) => ({
      text,
      x: 50 + i * 6,
      y: 700,
      width: 6,
      size: 12,
      order: i,
      run: 1,
      codeAsText: text === '/',
      font: text === '/' ? 'Latin' : 'Arabic',
    }));
    expect(layoutGlyphLines(glyphs)).toEqual(['صح/خطأ']);
  });
});

describe('a Writer chapter with a side note, footnotes and a running header', () => {
  it('keeps footnote numbers off the words they mark and in front of their notes', async () => {
    const [first, second] = await pages('water-cycle-chapter4.pdf');
    expect(first).toContain('the cycle, and gravity brings');
    expect(first).toContain('are called evapotranspiration. On a warm');
    expect(first).toMatch(/^1 About 86% of global evaporation takes place from the oceans\.$/mu);
    expect(first).not.toMatch(/fastest\. ?1$/mu);
    expect(second).toContain('measured with a rain gauge and is usually');
  });

  it('reads the running header first, above the side note drawn before it, so it is removed', async () => {
    const read = await pages('water-cycle-chapter4.pdf');
    expect(read[0]!.split('\n')[0]).toBe("Science – Grade 7 | Unit 2: Earth's Water | Chapter 4");
    const cleaned = cleanPages(read.map((text, i) => ({ page: i + 1, text })));
    expect(cleaned.map((p) => p.text).join('\n')).not.toContain("Unit 2: Earth's Water");
  });
});

describe('Arabic Writer paragraphs set in a tall font (Noto Naskh)', () => {
  it('keeps the wrapped lines of a paragraph together and paragraphs apart', async () => {
    const [first, second] = await pages('المجموعة الشمسية.pdf');
    expect(second).toContain('فهي المشتري\nوزحل وأورانوس ونبتون');
    expect(first).toContain('إضافة إلى الأقمار\nوالكويكبات والمذنبات');
    expect(first).toContain('والغبار.\n\nالشمس: نجم متوسط الحجم');
  });
});

describe('an Arabic slide whose title is a question', () => {
  it('stays on its slide: the page before does not take it as the end of a sentence', async () => {
    const read = await pages('الطاقة وأشكالها.pdf');
    const cleaned = cleanPages(read.map((text, i) => ({ page: i + 1, text })));
    expect(cleaned[0]!.text).not.toContain('ما هي الطاقة؟');
    expect(cleaned[1]!.text.startsWith('ما هي الطاقة؟')).toBe(true);
  });
});

describe('a measurement with a Latin unit in an Arabic line', () => {
  it('reads the number before its unit, as it was typed', async () => {
    const [first] = await pages('المجموعة الشمسية.pdf');
    expect(first).toContain('ويبلغ قطره نحو 143000 km.');
  });

  it('leaves a name and its number in their order (not a unit)', () => {
    // "Apollo 11" inside Arabic is drawn as typed, name first: one left-to-right run.
    const visual = [...'Apollo 11 ةلحر'];
    expect(logicalText(reorderVisualUnits(visual, 'rtl'), true)).toBe('رحلة Apollo 11');
    const unit = [...'km 20 ةفاسم'];
    expect(logicalText(reorderVisualUnits(unit, 'rtl'), true)).toBe('مسافة 20 km');
  });
});

describe('an Arabic slide with two content boxes side by side', () => {
  it('reads the right box first, though Impress drew the left one first', async () => {
    const [, , third] = await pages('الطاقة وأشكالها.pdf');
    const kinetic = third!.indexOf('الطاقة الحركية\n● طاقة الجسم بسبب حركته');
    const potential = third!.indexOf('الطاقة الكامنة\n● طاقة مخزنة');
    expect(kinetic).toBeGreaterThan(0);
    expect(potential).toBeGreaterThan(kinetic);
  });
});
