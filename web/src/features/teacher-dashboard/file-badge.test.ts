import { describe, expect, it } from 'vitest';
import { fileBadgeFor } from './file-badge';

describe('File Uploaded badge (docs/product.md)', () => {
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
});
