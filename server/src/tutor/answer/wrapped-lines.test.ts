import { describe, expect, it } from 'vitest';
import { joinWrappedLines } from './wrapped-lines.js';

describe('wrapped prose lines', () => {
  it('joins a sentence a PDF wrapped at the page width', () => {
    const text =
      'A function is a group of statements\nthat together perform a task. In\nMATLAB, functions are defined in\nseparate files. The name of the file\nand of the function should be the\nsame.';
    expect(joinWrappedLines(text)).toBe(
      'A function is a group of statements that together perform a task. In MATLAB, functions are defined in separate files. The name of the file and of the function should be the same.',
    );
  });

  it('joins Arabic prose cut after a preposition', () => {
    expect(joinWrappedLines('تتم عملية البناء الضوئي في\nالبلاستيدات الخضراء.')).toBe(
      'تتم عملية البناء الضوئي في البلاستيدات الخضراء.',
    );
  });

  it('keeps headings, bullet points, table rows and code lines on their own lines', () => {
    const slide = 'Grading\n• 40% assignments\n• 20% Midterm';
    expect(joinWrappedLines(slide)).toBe(slide);
    const table = 'Period Sunday Monday\n1 (8:00) 9A Chemistry 9C Physics';
    expect(joinWrappedLines(table)).toBe(table);
    const code = '14)Random Matrix (3,3)\n>>rand(3,3)\nx=t-t^3+t^5';
    expect(joinWrappedLines(code)).toBe(code);
    const titled = 'Crossed Polarizers\nLight → Polarizer H → Polarizer V';
    expect(joinWrappedLines(titled)).toBe(titled);
    const labels = 'ATP synthase\nenzyme that makes ATP from ADP\nRotor: spins';
    expect(joinWrappedLines(labels)).toBe(labels);
  });
});
