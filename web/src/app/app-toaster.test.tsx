import { act, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster, TOAST_DURATIONS, TOAST_LIMIT } from './app-toaster';

afterEach(() => {
  act(() => toast.remove());
});

describe('toaster (docs/product.md)', () => {
  it('keeps at most 20 toasts visible, dropping the oldest', async () => {
    render(<AppToaster />);
    act(() => {
      for (let i = 1; i <= 25; i++) toast(`Message ${i}`);
    });
    await waitFor(() =>
      expect(screen.getAllByText(/^Message \d+$/).length).toBeLessThanOrEqual(TOAST_LIMIT),
    );
    expect(screen.getByText('Message 25')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Message 1')).not.toBeInTheDocument());
  });

  it('uses the spec durations', () => {
    expect(TOAST_DURATIONS).toEqual({
      blank: 4000,
      error: 4000,
      custom: 4000,
      success: 2000,
      loading: Infinity,
    });
  });
});
