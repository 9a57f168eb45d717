import { describe, expect, it } from 'vitest';
import { fileBadgeFor, unfinishedIds } from './file-badge';

describe('File Uploaded badge (spec §4)', () => {
  it('is Processing when the bot has no stored file ids', () => {
    expect(fileBadgeFor('b1', {}, {})).toBe('Processing');
    expect(fileBadgeFor('b1', { b1: [] }, {})).toBe('Processing');
  });

  it('is Processing while any status is unknown or PROCESSING', () => {
    expect(fileBadgeFor('b1', { b1: ['f1', 'f2'] }, { f1: 'COMPLETED' })).toBe('Processing');
    expect(fileBadgeFor('b1', { b1: ['f1', 'f2'] }, { f1: 'COMPLETED', f2: 'PROCESSING' })).toBe(
      'Processing',
    );
  });

  it('is Completed once every file has a final status (failed files included)', () => {
    expect(fileBadgeFor('b1', { b1: ['f1', 'f2'] }, { f1: 'COMPLETED', f2: 'FAILED' })).toBe(
      'Completed',
    );
  });

  it('lists the ids still worth polling, only for the given bots', () => {
    const uploaded = { b1: ['f1', 'f2'], b2: ['f3'] };
    expect(unfinishedIds(uploaded, { f1: 'COMPLETED', f2: 'PROCESSING' })).toEqual(['f2', 'f3']);
    expect(unfinishedIds(uploaded, {}, ['b2'])).toEqual(['f3']);
  });
});
