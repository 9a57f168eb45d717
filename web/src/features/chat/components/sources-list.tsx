// Sources under an answer (issue 11): chips numbered like the [n] markers in the text, each a
// button (click, tap, Enter) that opens the citation: excerpt, file name and page, and the page.
import type { SourceDto } from '@edubot/common';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Modal, Spinner } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { usePageImage } from '../api/page-image';

export function SourcesList({ sources, botId }: { sources: SourceDto[]; botId?: string | null }) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState<number | null>(null);
  const current = open === null ? null : sources[open];
  return (
    <div className="mt-3 border-t border-slate-100 pt-2" dir="ltr">
      <p className="mb-1.5 text-xs font-medium text-slate-500">{t('bubble.sources')}</p>
      <ul className="flex flex-wrap gap-1.5">
        {sources.map((s, i) => (
          <li key={`${i}-${s.file_id}-${s.page ?? ''}`} className="max-w-full">
            <button
              type="button"
              onClick={() => setOpen(i)}
              aria-label={t('citation.open', { n: i + 1, file: s.filename })}
              className="inline-flex max-w-full items-center gap-1.5 rounded-md bg-slate-100 px-2 py-1 text-xs text-slate-700 hover:bg-indigo-50 hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <span className="shrink-0 font-semibold text-indigo-700">[{i + 1}]</span>
              <FileText className="h-3.5 w-3.5 shrink-0 text-slate-500" aria-hidden="true" />
              <span dir="auto" className="truncate">
                {s.filename}
              </span>
              {s.page != null && (
                <span className="shrink-0 text-slate-500">
                  · {t('bubble.page', { page: s.page })}
                </span>
              )}
              {s.deleted && (
                <span className="shrink-0 italic text-slate-500">· {t('bubble.deleted')}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
      {current && (
        <CitationPanel n={open! + 1} source={current} botId={botId} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}

function CitationPanel({
  n,
  source,
  botId,
  onClose,
}: {
  n: number;
  source: SourceDto;
  botId?: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('chat');
  // A deleted file has no page left to show.
  const image = usePageImage(
    source.deleted ? null : botId,
    source.file_id || undefined,
    source.page,
    source.excerpt || undefined,
  );
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={
        <>
          [{n}] <bdi>{source.filename}</bdi>
        </>
      }
      description={source.page != null ? t('bubble.page', { page: source.page }) : undefined}
    >
      <div className="max-h-[70dvh] space-y-4 overflow-y-auto">
        {source.deleted ? (
          <p className="text-sm italic text-slate-500">{t('citation.deleted')}</p>
        ) : (
          source.excerpt && (
            <figure>
              <figcaption className="mb-1 text-xs font-medium text-slate-500">
                {t('citation.excerpt')}
              </figcaption>
              <blockquote
                dir="auto"
                className="rounded-lg border-s-4 border-amber-400 bg-amber-50 p-3 text-sm text-slate-800"
              >
                <mark className="bg-amber-100 text-slate-900">{source.excerpt}</mark>
              </blockquote>
            </figure>
          )
        )}
        {image.status === 'loading' && (
          <div className="flex justify-center py-6 text-indigo-600">
            <Spinner label={t('citation.loadingPage')} />
          </div>
        )}
        {image.status === 'ready' && (
          <figure>
            <div className="relative">
              <img
                src={image.url}
                alt={t('citation.pageImage', { file: source.filename, page: source.page ?? 1 })}
                className="w-full rounded-lg border border-slate-200"
              />
              {image.boxes.map((b, i) => (
                <span
                  key={i}
                  data-testid="page-highlight"
                  aria-hidden="true"
                  className="pointer-events-none absolute rounded-sm bg-amber-300/45 mix-blend-multiply ring-1 ring-amber-500/70"
                  style={{
                    left: `${b.x * 100}%`,
                    top: `${b.y * 100}%`,
                    width: `${b.w * 100}%`,
                    height: `${b.h * 100}%`,
                  }}
                />
              ))}
            </div>
            <figcaption className="mt-1 text-xs text-slate-500">
              {image.boxes.length > 0 ? t('citation.highlighted') : t('citation.notHighlighted')}
            </figcaption>
          </figure>
        )}
        {image.status === 'none' && !source.deleted && (
          <p className="text-sm text-slate-500">{t('citation.noPage')}</p>
        )}
      </div>
    </Modal>
  );
}
