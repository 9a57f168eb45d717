import { describe, expect, it } from 'vitest';
import { toVisualPresentationForms } from '../../../test/fixtures/ingestion-arabic-shaping.js';
import {
  fixSplitLamAlef,
  foldPresentationForms,
  repairArabicPage,
  reversalEvidence,
  visualToLogicalLine,
} from './arabic-order.js';
import { layoutLines } from './pdf-text-layout.js';

const LINE = 'التمثيل الضوئي عملية حيوية مهمة';

describe('Arabic order repairs', () => {
  it('folds presentation forms back to letters but keeps x² readable', () => {
    expect(foldPresentationForms('\uFEDF\uFEE4\uFEE0\uFEA2')).toBe('\u0644\u0645\u0644\u062D');
    expect(foldPresentationForms('x² ﬁnal')).toBe('x² final');
  });

  it('detects visually ordered presentation forms and restores logical order', () => {
    const visual = toVisualPresentationForms(LINE);
    const evidence = reversalEvidence(visual);
    expect(evidence.reversed).toBeGreaterThan(evidence.forward);
    expect(repairArabicPage([visual])).toEqual([LINE]);
  });

  it('leaves correct logical text alone', () => {
    expect(repairArabicPage([LINE, 'Chapter 2: plants'])).toEqual([LINE, 'Chapter 2: plants']);
  });

  it('keeps numbers and Latin words in order when reversing a visual line', () => {
    // Visual order of "الدرس 12 عن CO2" as a right-to-left line.
    const visual = 'CO2 نع 12 سردلا';
    expect(visualToLogicalLine(visual)).toBe('الدرس 12 عن CO2');
  });

  it('repairs a lam-alef ligature split in visual order after the article', () => {
    expect(fixSplitLamAlef('في األوراق و اإلنسان')).toBe('في الأوراق و الإنسان');
    expect(fixSplitLamAlef('إلى الأوراق')).toBe('إلى الأوراق');
  });
});

describe('layoutLines (pdf.js items to reading order)', () => {
  const item = (str: string, x: number, y: number, width = str.length * 6) => ({
    str,
    x,
    y,
    width,
    height: 12,
  });

  it('orders Arabic word items drawn from right to left', () => {
    // Stream order: left-most first; logical order is right to left.
    const items = [item('الضوئي', 300, 700), item('التمثيل', 360, 700)];
    expect(layoutLines(items)).toEqual(['التمثيل الضوئي']);
  });

  it('keeps an English phrase inside an Arabic line in its own order', () => {
    const items = [
      item('Calvin', 100, 700, 36),
      item(' ', 136, 700, 3),
      item('cycle', 139, 700, 30),
      item('تسمى هذه العملية دورة', 200, 700, 120),
    ];
    expect(layoutLines(items)).toEqual(['تسمى هذه العملية دورة Calvin cycle']);
  });

  it('inserts spaces from gaps and splits lines by baseline', () => {
    const items = [
      item('Hello', 50, 700, 30),
      item('world', 90, 700, 30),
      item('Next', 50, 680, 24),
    ];
    expect(layoutLines(items)).toEqual(['Hello world', 'Next']);
  });

  it('marks a paragraph gap with an empty line', () => {
    expect(layoutLines([item('One', 50, 700), item('Two', 50, 600)])).toEqual(['One', '', 'Two']);
  });
});
