import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectedFilesList } from './selected-files-list';

describe('SelectedFilesList', () => {
  it('keeps an Arabic file name next to its icon: only the name is direction-isolated', () => {
    const file = new File(['x'], 'دورة-الماء.pdf', { type: 'application/pdf' });
    render(<SelectedFilesList files={[file]} onRemove={() => undefined} />);
    const name = screen.getByText('دورة-الماء.pdf');
    expect(name).toHaveAttribute('dir', 'auto');
    expect(name.tagName).toBe('BDI');
    expect(name.closest('p')).not.toHaveAttribute('dir', 'auto');
  });
});
