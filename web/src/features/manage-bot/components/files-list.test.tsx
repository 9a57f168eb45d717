import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FilesList } from './files-list';

describe('FilesList', () => {
  it('keeps an Arabic file name next to its icon: only the name is direction-isolated', () => {
    render(
      <FilesList
        files={[{ id: 'f1', name: 'دورة-الماء.pdf', size: 7800, createdAt: '2026-11-22T10:00:00Z', status: 'COMPLETED', error: null }]}
        onDelete={() => undefined}
      />,
    );
    const name = screen.getByText('دورة-الماء.pdf');
    expect(name).toHaveAttribute('dir', 'auto');
    // dir="auto" on the block would make its start edge the right one, far from the icon
    expect(name.tagName).toBe('BDI');
    expect(name.closest('p')).not.toHaveAttribute('dir', 'auto');
  });
});
