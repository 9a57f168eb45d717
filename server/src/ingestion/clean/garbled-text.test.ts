import { describe, expect, it } from 'vitest';
import { ARABIC_LINES, ENGLISH_LINES } from '../../../test/fixtures/ingestion-fixtures.js';
import { judgeTextLayer } from './garbled-text.js';

const both = ['ara', 'eng'] as const;
const garbled = (text: string, languages: readonly ('ara' | 'eng' | 'fra')[] = both) =>
  judgeTextLayer(text, languages).garbled;

describe('judgeTextLayer', () => {
  it('accepts real lesson text in English, Arabic and French, and a list of terms', () => {
    expect(garbled(ENGLISH_LINES.join('\n'))).toBe(false);
    expect(garbled(ARABIC_LINES.join('\n'))).toBe(false);
    expect(
      garbled(
        "La photosynthèse est le processus par lequel les plantes vertes fabriquent leur nourriture à partir de la lumière, de l'eau et du dioxyde de carbone.",
        ['fra'],
      ),
    ).toBe(false);
    expect(
      garbled(
        'Qubit Superposition Entanglement Measurement Hadamard gate Pauli matrices Bloch sphere Phase kickback Teleportation Decoherence Fidelity Amplitude Probability Interference Tensor product Unitary Hermitian',
      ),
    ).toBe(false);
  });

  it('flags private-use and control characters from a broken font map', () => {
    expect(garbled('\uE001\uE002\uE003 \uE004\uE005 \u0001\u0002 \uE010\uE011\uE012 ab')).toBe(
      true,
    );
  });

  it('flags mojibake (Arabic read as Latin-1)', () => {
    expect(garbled('ÇáÊãËíá ÇáÖæÆí åæ ÇáÚãáíÉ ÇáÊí ÊÕäÚ ÈåÇ ÇáäÈÇÊÇÊ ÇáÎÖÑÇÁ ÛÐÇÁåÇ')).toBe(true);
  });

  it('flags Latin letter soup and Arabic letters one per word', () => {
    const soup =
      'Higzglnfzitlol ol zit hkgetll wn vioei ukttf hsqfzl dqat zitok gvf yggr. Hsqfzl xlt lxfsouiz, vqztk qfr eqkwgf rogbort zg hkgrxet usxeglt qfr gbnutf. Zit ukttf houdtfz eisgkghinss qwlgkwl souiz tftkun';
    expect(garbled(soup)).toBe(true);
    const apart = [...ARABIC_LINES.join(' ').replace(/\s+/g, '')].join(' ');
    expect(garbled(apart)).toBe(true);
  });
});
