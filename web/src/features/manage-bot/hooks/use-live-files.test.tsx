import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/test/fetch-mock';
import { useLiveFiles } from './use-live-files';

const file = (status: string) => ({
  file_id: 'f1',
  filename: 'lesson.pdf',
  status,
  kind: 'pdf',
  size: 10,
  created_at: '2026-01-01T00:00:00Z',
});

describe('Files tab polling', () => {
  it('asks for a PROCESSING file after one interval, then reloads the list once it is final', async () => {
    localStorage.setItem('userToken', 't');
    let listed = 'PROCESSING';
    let status = 'PROCESSING';
    const api = mockApi({
      'GET /api/files/files/:botId': () => ({ body: [file(listed)] }),
      'GET /api/files/:id/status': () => ({ body: { file_id: 'f1', filename: 'lesson.pdf', status } }),
    });
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useLiveFiles('b1', 80), { wrapper });
    await waitFor(() => expect(result.current.files.map((f) => f.status)).toEqual(['PROCESSING']));
    // The list's own status counts as the first look: no status call right away.
    expect(api.calls.filter((c) => c.path.endsWith('/status'))).toHaveLength(0);
    await waitFor(() => expect(api.calls.filter((c) => c.path.endsWith('/status')).length).toBeGreaterThan(0));
    expect(result.current.polling).toBe(true);
    listed = 'COMPLETED';
    status = 'COMPLETED';
    await waitFor(() => expect(result.current.files.map((f) => f.status)).toEqual(['COMPLETED']));
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/files/files/b1')).toHaveLength(2));
    const statusCalls = api.calls.filter((c) => c.path.endsWith('/status')).length;
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(api.calls.filter((c) => c.path.endsWith('/status'))).toHaveLength(statusCalls);
    expect(result.current.polling).toBe(false);
  });
});
