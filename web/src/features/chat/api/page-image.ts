// The page a citation points at (issue 11): GET .../files/{file_id}/pages/{page}/image with the
// token (an <img> cannot send one), shown through an object URL freed when it is no longer shown.
import { useEffect, useState } from 'react';
import { apiRequest } from '@/lib/api-client';

export type PageImageState =
  { status: 'loading' } | { status: 'ready'; url: string } | { status: 'none' };

export function usePageImage(
  botId: string | null | undefined,
  fileId: string | undefined,
  page: number | null | undefined,
): PageImageState {
  const [state, setState] = useState<PageImageState>({ status: 'loading' });
  useEffect(() => {
    if (!botId || !fileId) {
      setState({ status: 'none' });
      return;
    }
    const controller = new AbortController();
    let url: string | null = null;
    setState({ status: 'loading' });
    const path = `/api/bots/${encodeURIComponent(botId)}/files/${encodeURIComponent(fileId)}/pages/${page ?? 1}/image`;
    apiRequest<Response>(path, { signal: controller.signal, raw: true })
      .then((res) => res.blob())
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'none' });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [botId, fileId, page]);
  return state;
}
