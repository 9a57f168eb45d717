import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import type { BotFile } from '../api/list-files';
import { FilesList } from './files-list';

const file = (name: string, status: BotFile['status']): BotFile =>
  ({ id: name, name, status, size: 2048, createdAt: '2026-03-01T10:00:00Z' }) as BotFile;

describe('files list', () => {
  it('shows an image icon for images and a document icon for the rest', () => {
    render(
      <FilesList
        files={[file('diagram.PNG', 'COMPLETED'), file('lesson.pdf', 'PROCESSING')]}
        onDelete={() => undefined}
      />,
    );
    const icon = (name: string) =>
      screen.getByText(name).closest('li')!.querySelector('[data-icon]');
    expect(icon('diagram.PNG')).toHaveAttribute('data-icon', 'image');
    expect(icon('lesson.pdf')).toHaveAttribute('data-icon', 'document');
  });

  it('names statuses and actions in Arabic', async () => {
    await changeLanguage('ar');
    render(<FilesList files={[file('lesson.pdf', 'COMPLETED')]} onDelete={() => undefined} />);
    expect(screen.getByText('مكتمل')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'حذف lesson.pdf' })).toBeInTheDocument();
  });
});
