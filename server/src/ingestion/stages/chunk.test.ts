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

  it('keeps a caption on its own line, not glued to the paragraph over its table', () => {
    const paragraph =
      'Elements in the periodic table are arranged in order of increasing atomic number, from hydrogen on.';
    for (const caption of ['Table 2.1', 'جدول (1): مراحل دورة الماء']) {
      const chunks = chunkPage(`${paragraph}\n${caption}\nElement | Symbol\nSodium | Na`);
      expect(chunks.flatMap((c) => c.split('\n'))).toContain(caption);
    }
  });

  it('starts a section chunk with its heading instead of ending the previous chunk with it', () => {
    const page = `${prose(8)}\n\nThe Calvin cycle\n${prose(4)}`;
    const chunks = chunkPage(page);
    expect(chunks).toHaveLength(2);
    expect(chunks[1]!.startsWith('The Calvin cycle\nSentence number 0')).toBe(true);
    expect(chunks.every((c) => c !== 'The Calvin cycle')).toBe(true);
  });

  // A long table read as rows "Z | Element | Symbol | mass" under its header line.
  const header = 'Atomic number | Element | Symbol | Relative atomic mass';
  const record = (z: number) => `${z} | Element${z} | E${z} | ${(z * 2.13).toFixed(3)}`;

  it('repeats a table header over the rows a chunk break cuts off from it', () => {
    const rows = Array.from({ length: 120 }, (_, i) => record(i + 1));
    const chunks = chunkPage(`${prose(2)}\n${header}\n${rows.join('\n')}`);
    expect(chunks.length).toBeGreaterThan(2);
    // Every chunk after the header's own starts with the header, then the rows that follow.
    for (const chunk of chunks.slice(1)) expect(chunk.split('\n')[0]).toBe(header);
    // The rows are all still there, each once.
    const lines = chunks.flatMap((c) => c.split('\n'));
    for (const row of rows) expect(lines.filter((l) => l === row)).toHaveLength(1);
  });

  it('repeats the header on the next page when a table runs over a page break', () => {
    const [first, second] = [
      { page: 1, text: `${prose(2)}\n${header}\n${record(1)}\n${record(2)}` },
      { page: 2, text: `${record(3)}\n${record(4)}\nNote: masses are averages over isotopes.` },
    ];
    const chunks = chunkPages('elements.pdf', [first, second]);
    const onPage2 = chunks.filter((c) => c.page === 2);
    expect(onPage2[0]!.text.split('\n').slice(0, 2)).toEqual([header, record(3)]);
  });

  it('carries no header over a page that opens with prose, nor a data row as a header', () => {
    const prosePage = chunkPages('a.pdf', [
      { page: 1, text: `${header}\n${record(1)}\n${record(2)}` },
      { page: 2, text: prose(2) },
    ]);
    expect(prosePage[prosePage.length - 1]!.text).toBe(prose(2));
    // A table read without its header line (the run opens with a record): nothing to repeat.
    const headless = chunkPages('b.pdf', [
      { page: 1, text: `${record(1)}\n${record(2)}` },
      { page: 2, text: `${record(3)}\n${record(4)}` },
    ]);
    expect(headless[headless.length - 1]!.text.startsWith(record(3))).toBe(true);
  });
});
