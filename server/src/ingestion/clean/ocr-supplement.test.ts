import { describe, expect, it } from 'vitest';
import { supplementLayerWithOcr } from './ocr-supplement.js';

describe('supplementLayerWithOcr', () => {
  const layer = 'Waves: wavelength λ and angle θ\nSpeed v = f·λ';

  it('keeps the layer as it is and adds only the lines the picture adds', () => {
    const ocr = 'Waves: wavelength A and angle 0\nSpeed v = f-A\nLight bends at the prism edge.';
    expect(supplementLayerWithOcr(layer, ocr)).toBe(`${layer}\n\nLight bends at the prism edge.`);
  });

  it('drops debris read from drawings', () => {
    expect(supplementLayerWithOcr(layer, '0 A\nB | ~ »\nض اساي f vr »')).toBe(layer);
  });
});
