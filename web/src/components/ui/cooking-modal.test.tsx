import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render';
import { CookingModal } from './cooking-modal';

const noop = () => undefined;

describe('CookingModal', () => {
  it('says the files are being read while some are still processing', async () => {
    renderScreen(
      <CookingModal
        open
        progress={{ total: 3, processing: 2, completed: 1, failed: 0 }}
        onGoToDashboard={noop}
      />,
    );
    expect(await screen.findByText('1 of 3 files ready')).toBeInTheDocument();
    expect(screen.getByText(/being read and indexed/)).toBeInTheDocument();
  });

  it('stops saying "being read" once every file is done', async () => {
    renderScreen(
      <CookingModal
        open
        progress={{ total: 2, processing: 0, completed: 1, failed: 1 }}
        onGoToDashboard={noop}
      />,
    );
    expect(await screen.findByText('All 2 files are processed')).toBeInTheDocument();
    expect(screen.getByText('Students can ask your bot now.')).toBeInTheDocument();
    expect(screen.queryByText(/being read/)).not.toBeInTheDocument();
  });
});
