import { describe, expect, it } from 'vitest';
import { materialSentences } from './material-sentences.js';

// Lines as ingestion extracted them from real class files (quantum_lecture1.pdf slide 1, a
// MATLAB lecture's screenshot, the OCR'd water-cycle scan of our benchmark class).
const sentences = (text: string) => materialSentences([{ text }], ['ara', 'eng']);
const content = (text: string) =>
  sentences(text)
    .filter((s) => s.content)
    .map((s) => s.text);

describe('materialSentences', () => {
  it('does not take labels, slide questions, table rows, formulas or screen debris for statements', () => {
    for (const line of [
      'Classical Computing: | Quantum Computing:',
      '• Uses bits (0 or 1) | • Uses qubits (can be 0, 1, or both)',
      'c) What is probability of measuring |1⟩ in this state?',
      'Mathematical Representation: A qubit state is now written as:',
      'Quantum Probability Amplitudes: For a qubit: ∣ψ⟩ = α∣0⟩ + β∣1⟩',
      'Editor - C\\Users\\layth\\Documents\\ MATLAB mymax2.m™* و Smpleodem | mymezm',
      'Computer memory: 0 or 1 Light bulb: ON or OFF Coin: Heads or Tails',
      '• "Quantum Computation and Quantum Information" by Nielsen & Chuang (primary theoretical reference)',
      'A Course on the Theory of Quantum Computing by John Watrous, see also his IBM- Qiskit Textbook (free online: qiskit.org/textbook)',
    ])
      expect(content(`${line}\nMore text follows here.`), line).toEqual([]);
  });

  it('keeps statements, formulas in words included', () => {
    expect(content('Second law: force = mass × acceleration (F = m a)\nNext')).toEqual([
      'Second law: force = mass × acceleration (F = m a)',
    ]);
    expect(content('A qubit can be 0, 1, or BOTH at the same time!')).toHaveLength(1);
    // lecture4_matrices.pdf: single-letter variables are neither words nor debris.
    expect(content('The element in row i and column j of A is denoted by A(i,j).')).toHaveLength(1);
  });

  it('reads slide bullets run together on one line as one point each', () => {
    expect(
      content(
        '• Friction is a force that opposes motion between two surfaces • It transfers kinetic energy to heat',
      ),
    ).toEqual([
      'Friction is a force that opposes motion between two surfaces',
      'It transfers kinetic energy to heat',
    ]);
  });

  it('drops lone diacritics and a stray digit OCR put before a line', () => {
    expect(content('ٍّ ١ يجري جزء من الماء على سطح الأرض إلى الأنهار والبحار.')).toEqual([
      'يجري جزء من الماء على سطح الأرض إلى الأنهار والبحار.',
    ]);
  });

  it('marks later bullets of a line as its points, not the windows of a long OCR run', () => {
    const bullets = sentences(
      'ازدهر بيت الحكمة في عهد الخليفة المأمون • ترجمت فيه كتب اليونان والفرس والهند إلى العربية',
    );
    expect(bullets.map((s) => s.sameLine)).toEqual([false, true]);
    const run = sentences(
      Array.from(
        { length: 7 },
        () => 'والنمام هو الذي ينقل الحديث بين الناس وبين اثنين بما يؤذي',
      ).join(' '),
    );
    expect(run.length).toBeGreaterThan(1);
    expect(run.every((s) => !s.sameLine)).toBe(true);
  });

  it('analyzes a chunk once: the same chunk read again, or in another place, gives the same sentences', () => {
    const page = 'Enzymes are proteins that speed up reactions. They are not used up.\nActive site';
    const other = 'Photosynthesis takes place in the chloroplasts of the leaf.';
    const first = materialSentences([{ text: page }], ['eng']);
    const again = materialSentences([{ text: other }, { text: page }], ['eng']);
    // Every field as before, only the chunk's place in the list changes ...
    expect(again.filter((s) => s.chunk === 1).map((s) => ({ ...s, chunk: 0 }))).toEqual(first);
    // ... and the words were not split and stemmed again (the cached, frozen lists are shared).
    expect(again.find((s) => s.chunk === 1)!.stems).toBe(first[0]!.stems);
    expect(Object.isFrozen(first[0]!.stems)).toBe(true);
    // Each call has its own sentence objects: callers tell sentences apart by identity.
    expect(again.find((s) => s.chunk === 1)).not.toBe(first[0]);
  });
});
