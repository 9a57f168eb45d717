// The page a citation points at (issue 11): GET .../files/{file_id}/pages/{page}/image with the
// token (an <img> cannot send one), shown through an object URL freed when it is no longer shown.
// With the excerpt as `highlight`, a PDF page comes with the excerpt's boxes (page fractions) in
// the x-edubot-highlight header; an image file or a page without a text layer has none.
import { useEffect, useState } from 'react';
import { apiRequest } from '@/lib/api-client';

export interface HighlightBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type PageImageState =
  | { status: 'loading' }
  | { status: 'ready'; url: string; boxes: HighlightBox[] }
  | { status: 'none' };

/** The excerpt is cut here: its first sentences are enough to find it on the page. */
const MAX_HIGHLIGHT = 400;

function readBoxes(header: string | null): HighlightBox[] {
  if (!header) return [];
  try {
    const parsed = JSON.parse(header) as unknown;
    return Array.isArray(parsed)
      ? parsed.filter(
          (b): b is HighlightBox =>
            !!b &&
            ['x', 'y', 'w', 'h'].every(
              (k) => typeof (b as Record<string, unknown>)[k] === 'number',
            ),
        )
      : [];
  } catch {
    return [];
  }
}

export function usePageImage(
  botId: string | null | undefined,
  fileId: string | undefined,
  page: number | null | undefined,
  excerpt?: string,
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
    const quote = excerpt?.trim().slice(0, MAX_HIGHLIGHT);
    const path =
      `/api/bots/${encodeURIComponent(botId)}/files/${encodeURIComponent(fileId)}/pages/${page ?? 1}/image` +
      (quote ? `?highlight=${encodeURIComponent(quote)}` : '');
    apiRequest<Response>(path, { signal: controller.signal, raw: true })
      .then(async (res) => {
        const boxes = readBoxes(res.headers.get('x-edubot-highlight'));
        const blob = await res.blob();
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url, boxes });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'none' });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [botId, fileId, page, excerpt]);
  return state;
}
