import { describe, expect, it } from 'vitest';
import { nowIso } from './clock.js';

describe('nowIso', () => {
  it('never repeats or goes back within a process, however fast it is called', () => {
    const stamps = Array.from({ length: 50 }, () => nowIso());
    for (let i = 1; i < stamps.length; i++) expect(stamps[i]! > stamps[i - 1]!).toBe(true);
  });
});
