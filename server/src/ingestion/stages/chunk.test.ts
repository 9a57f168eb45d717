import { describe, expect, it } from 'vitest';
import { chunkPage, chunkPages } from './chunk.js';

const sentence = (i: number) => `Sentence number ${i} explains one idea about plants and light.`;

describe('chunking', () => {
  it('cuts long pages into 800-1200 character chunks at sentence ends', () => {
    const text = Array.from({ length: 80 }, (_, i) => sentence(i)).join(' ');
    const chunks = chunkPage(text);
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks.slice(0, -1)) {
      expect(chunk.length).toBeGreaterThanOrEqual(800);
      expect(chunk.length).toBeLessThanOrEqual(1200);
      expect(chunk.endsWith('.')).toBe(true);
    }
    expect(chunks.join(' ')).toBe(text);
  });

  it('prefers paragraph boundaries once a chunk is long enough', () => {
    const paragraph = (n: number) =>
      Array.from({ length: 14 }, (_, i) => sentence(n * 100 + i)).join(' ');
    const chunks = chunkPage(`${paragraph(1)}\n\n${paragraph(2)}`);
    expect(chunks).toHaveLength(2);
    expect(chunks[1]!.startsWith('Sentence number 200')).toBe(true);
  });

  it('splits Arabic sentences at the Arabic question mark and full stop', () => {
    const ar = Array.from(
      { length: 40 },
      (_, i) => `ما هو التمثيل الضوئي في الدرس رقم ${i}؟ إنه عملية تصنع بها النباتات غذاءها.`,
    ).join(' ');
    const chunks = chunkPage(ar);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(/[.؟]$/.test(chunk)).toBe(true);
  });

  it('rejoins words hyphenated across lines and joins wrapped lines', () => {
    expect(chunkPage('Chloro-\nphyll absorbs\nlight.')).toEqual(['Chlorophyll absorbs light.']);
  });

  it('keeps the break after a heading line so it is never glued to the next sentence', () => {
    const page = [
      'Lesson 1: Photosynthesis',
      'Photosynthesis is the process by which green plants use sunlight,',
      'water and carbon dioxide to make glucose and release oxygen into the air.',
    ].join('\n');
    expect(chunkPage(page)).toEqual([
      'Lesson 1: Photosynthesis\nPhotosynthesis is the process by which green plants use sunlight, water and carbon dioxide to make glucose and release oxygen into the air.',
    ]);
  });

  it('hard-cuts a run without spaces so no chunk exceeds the maximum', () => {
    const chunks = chunkPage('x'.repeat(3000));
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThanOrEqual(1200);
  });

  it('keeps the file name and the page of every chunk, never mixing pages', () => {
    const chunks = chunkPages('notes.pdf', [
      { page: 1, text: 'First page.' },
      { page: 2, text: 'Second page.' },
    ]);
    expect(chunks).toEqual([
      { filename: 'notes.pdf', page: 1, text: 'First page.' },
      { filename: 'notes.pdf', page: 2, text: 'Second page.' },
    ]);
  });
});

describe('chunking: tables and headings', () => {
  const prose = (n: number) => Array.from({ length: n }, (_, i) => sentence(i)).join(' ');

  it('keeps each table row on one line, whole, even when a cell ends with a full stop', () => {
    const rows = Array.from({ length: 40 }, (_, i) => `Plant ${i} | grows ${i} cm. | in spring`);
    const chunks = chunkPage(`${prose(3)}\n${rows.join('\n')}`);
    const lines = chunks.flatMap((c) => c.split('\n'));
    for (const row of rows) expect(lines).toContain(row);
  });

  it('starts a section chunk with its heading instead of ending the previous chunk with it', () => {
    const page = `${prose(8)}\n\nThe Calvin cycle\n${prose(4)}`;
    const chunks = chunkPage(page);
    expect(chunks).toHaveLength(2);
    expect(chunks[1]!.startsWith('The Calvin cycle\nSentence number 0')).toBe(true);
    expect(chunks.every((c) => c !== 'The Calvin cycle')).toBe(true);
  });
});
