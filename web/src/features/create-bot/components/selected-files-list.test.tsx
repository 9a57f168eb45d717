import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UploadEntry } from '@/lib/use-upload-batch';
import { SelectedFilesList } from './selected-files-list';

const entry = (name: string, change: Partial<UploadEntry> = {}): UploadEntry => ({
  key: Math.random(),
  file: new File(['x'], name, { type: 'application/pdf' }),
  state: 'waiting',
  ...change,
});

describe('SelectedFilesList', () => {
  it('keeps an Arabic file name next to its icon: only the name is direction-isolated', () => {
    render(<SelectedFilesList entries={[entry('دورة-الماء.pdf')]} onRemove={() => undefined} />);
    const name = screen.getByText('دورة-الماء.pdf');
    expect(name).toHaveAttribute('dir', 'auto');
    expect(name.tagName).toBe('BDI');
    expect(name.closest('p')).not.toHaveAttribute('dir', 'auto');
  });

  it("shows each file's own result, the server's reason for a refused one, and no remove for an uploaded one", () => {
    render(
      <SelectedFilesList
        entries={[
          entry('good.pdf', { state: 'uploaded' }),
          entry('bad.pdf', { state: 'failed', reason: 'This file type is not supported.' }),
        ]}
        onRemove={() => undefined}
      />,
    );
    expect(screen.getByText('Uploaded')).toBeInTheDocument();
    expect(screen.getByText('Failed: This file type is not supported.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove good.pdf' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove bad.pdf' })).toBeInTheDocument();
  });
});
