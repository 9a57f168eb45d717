// Real PDFs drawn by Skia (shaped, bidi-ordered glyphs, as browsers and office tools print them)
// through the class builder: right-to-left tables with harakat and tanween, bilingual glossary
// lines, bracketed English inside Arabic and numbered lists must come out as a student reads them.
import { afterAll, describe, expect, it } from 'vitest';
import { layOut } from '../../../bench/class-builder/layout.js';
import { parseLessonSource } from '../../../bench/class-builder/markdown.js';
import { skiaMeasure, skiaPdf } from '../../../bench/class-builder/render-pdf.js';
import { resolveLimits } from '../ingestion-limits.js';
import { extractPdf } from './extract-pdf.js';
import { TesseractOcrEngine } from './ocr.js';

const ocr = new TesseractOcrEngine({ maxWorkers: 1 });
afterAll(() => ocr.close());
const ctx = { languages: ['ara', 'eng'] as const, signal: new AbortController().signal };
const deps = { ocr, limits: resolveLimits() };

async function extractedLines(markdown: string, rtl: boolean): Promise<string[]> {
  const pages = layOut(parseLessonSource(markdown), {
    style: 'textbook',
    rtl,
    measure: skiaMeasure,
    name: 'test.md',
  });
  const extracted = await extractPdf(skiaPdf(pages, 'test'), ctx, deps);
  return extracted.flatMap((p) => p.text.split('\n')).filter((line) => line !== '');
}

describe('right-to-left and mixed lines read from glyph positions', () => {
  it('keeps every tanween and haraka on its own letter and each table cell apart', async () => {
    const lines = await extractedLines(
      [
        '| الفعل | معناه | مثال |',
        '| --- | --- | --- |',
        '| أمسى | اتصاف الاسم بالخبر مساءً | أمسى الجوُ بارداً |',
        '| أصبح | اتصاف الاسم بالخبر صباحاً | أصبحَ الطالبُ نشيطاً |',
        '| كأنّ | حرفٌ | كأنّ القمرَ مصباحٌ |',
      ].join('\n'),
      true,
    );
    expect(lines).toEqual([
      'الفعل | معناه | مثال',
      'أمسى | اتصاف الاسم بالخبر مساءً | أمسى الجوُ بارداً',
      'أصبح | اتصاف الاسم بالخبر صباحاً | أصبحَ الطالبُ نشيطاً',
      'كأنّ | حرفٌ | كأنّ القمرَ مصباحٌ',
    ]);
  });

  it('reads an English glossary line with the Arabic term in brackets in the order it was written', async () => {
    const source = [
      'Monsoon (الرياح الموسمية): a wind that changes direction with the seasons.',
      'Delta (الدلتا): land formed where a river deposits sediment at its mouth.',
    ];
    expect(await extractedLines(source.join('\n\n'), false)).toEqual(source);
  });

  it('reads Arabic lines with English in brackets, numbered steps and numbers in three digit sets, brackets facing the right way', async () => {
    const source = [
      'التشبيه (Simile): مقارنة شيئين يشتركان في صفة بأداة.',
      'الرياح الموسمية (Monsoon) رياح تغير اتجاهها مع الفصول.',
      '1. نحدد الفعل وزمنه.',
      '2. نبحث عن الفاعل ونعربه مرفوعاً.',
      'في عام ١٩٨٨ نشرت المنظمة ۱۲ تقريرا و 25 دراسة.',
    ];
    expect(await extractedLines(source.join('\n\n'), true)).toEqual(source);
  });

  it('gives a mixed line its page direction and each one-script cell its own', async () => {
    const arabicPage = await extractedLines(
      '## التنفس الخلوي (Cellular respiration)\n\nيحدث التنفس في الميتوكوندريا (Mitochondria).',
      true,
    );
    expect(arabicPage).toEqual([
      'التنفس الخلوي (Cellular respiration)',
      'يحدث التنفس في الميتوكوندريا (Mitochondria).',
    ]);
    const englishPage = await extractedLines(
      [
        'Each term is given in English with its Arabic translation.',
        '| English term | المصطلح بالعربية |',
        '| Chlorophyll | الكلوروفيل (اليخضور) |',
        '| Guard cells | الخلايا الحارسة |',
      ].join('\n'),
      false,
    );
    expect(englishPage).toEqual([
      'Each term is given in English with its Arabic translation.',
      'English term | المصطلح بالعربية',
      'Chlorophyll | الكلوروفيل (اليخضور)',
      'Guard cells | الخلايا الحارسة',
    ]);
  });
});
