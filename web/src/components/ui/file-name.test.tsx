import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FileName } from './file-name';

describe('FileName', () => {
  it('isolates an Arabic name inline so the row keeps its left start next to the icon', () => {
    const { container } = render(<FileName name="دورة-الماء.pdf" />);
    const name = screen.getByText('دورة-الماء.pdf');
    // the text itself picks its direction ...
    expect(name.tagName).toBe('BDI');
    expect(name).toHaveAttribute('dir', 'auto');
    // ... while the block holding it stays left-to-right, so it is not pushed to the far right
    const block = container.firstElementChild as HTMLElement;
    expect(block).toHaveAttribute('dir', 'ltr');
    expect(block).toHaveClass('text-start');
  });
});
