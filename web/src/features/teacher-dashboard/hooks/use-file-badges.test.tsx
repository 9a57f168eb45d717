import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { createQueryClient } from '@/lib/query-client';
import { useFileBadges } from './use-file-badges';

afterEach(() => vi.useRealTimers());

const render = (botIds: string[]) => {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useFileBadges(botIds, 50), { wrapper });
};

describe('dashboard file status polling', () => {
  it('polls every second until all files are final, then stops', async () => {
    localStorage.setItem('userToken', 't');
    localStorage.setItem('uploadedFileIds', JSON.stringify({ b1: ['f1'] }));
    let status = 'PROCESSING';
    const api = mockApi({
      'GET /api/files/:id/status': () => ({ body: { file_id: 'f1', status, filename: 'a.pdf' } }),
    });
    const { result } = render(['b1']);
    await waitFor(() => expect(api.calls.length).toBeGreaterThanOrEqual(2));
    expect(result.current.badgeFor('b1')).toBe('Processing');
    expect(api.calls[0]!.headers.Authorization).toBe('Bearer t');
    status = 'COMPLETED';
    await waitFor(() => expect(result.current.badgeFor('b1')).toBe('Completed'));
    const count = api.calls.length;
    await act(() => new Promise((r) => setTimeout(r, 200)));
    expect(api.calls.length).toBe(count);
    expect(result.current.polling).toBe(false);
  });

  it('drops ids answering 404 and removes the bot entry when none are left', async () => {
    localStorage.setItem('uploadedFileIds', JSON.stringify({ b1: ['gone'], b2: ['f2'] }));
    mockApi({
      'GET /api/files/gone/status': () => ({ status: 404, body: { detail: 'File not found' } }),
      'GET /api/files/f2/status': () => ({
        body: { file_id: 'f2', status: 'COMPLETED', filename: 'x.png' },
      }),
    });
    const { result } = render(['b1', 'b2']);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('uploadedFileIds')!)).toEqual({ b2: ['f2'] }),
    );
    await waitFor(() => expect(result.current.badgeFor('b2')).toBe('Completed'));
    expect(result.current.badgeFor('b1')).toBe('Processing');
  });

  it('keeps polling through server errors (status stays unknown)', async () => {
    localStorage.setItem('uploadedFileIds', JSON.stringify({ b1: ['f1'] }));
    const api = mockApi({
      'GET /api/files/:id/status': () => ({ status: 500, body: { detail: 'boom' } }),
    });
    const { result } = render(['b1']);
    await waitFor(() => expect(api.calls.length).toBeGreaterThanOrEqual(3));
    expect(result.current.badgeFor('b1')).toBe('Processing');
    expect(localStorage.getItem('uploadedFileIds')).not.toBeNull();
  });
});
