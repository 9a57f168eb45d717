import { ChefHat } from 'lucide-react';
import { Button } from './button';
import { Modal } from './modal';
import { formatNumber, useTranslation } from '@/lib/i18n';

/** The bot's files as the server counts them (GET /api/bots/teacher/me `files`). */
export interface CookingProgress {
  total: number;
  processing: number;
  completed: number;
  failed: number;
}

/**
 * Shown after a successful upload (docs/product.md). Until the server's file states arrive it
 * says the spec's 'about 10 minutes'; then it shows real progress, files done of total (issue 11).
 */
export function CookingModal({
  open,
  progress,
  onGoToDashboard,
  onClose,
}: {
  open: boolean;
  progress?: CookingProgress;
  onGoToDashboard: () => void;
  /** The in-tab version also offers Close. */
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose ?? onGoToDashboard}
      title={t('cooking.title')}
      size="sm"
      hideClose
      footer={
        <>
          {onClose && (
            <Button variant="outline" onClick={onClose}>
              {t('actions.close')}
            </Button>
          )}
          <Button onClick={onGoToDashboard} data-autofocus>
            {t('actions.goToDashboard')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col items-center gap-3 py-2 text-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-amber-100 text-amber-600">
          <ChefHat className="h-8 w-8" aria-hidden="true" />
        </span>
        {progress && progress.total > 0 ? (
          <Progress {...progress} />
        ) : (
          <p className="text-base font-medium text-slate-800">{t('cooking.time')}</p>
        )}
        <p className="text-sm text-slate-500">
          {progress && progress.total > 0 && progress.processing === 0
            ? t('cooking.doneBody')
            : t('cooking.body')}
        </p>
      </div>
    </Modal>
  );
}

function Progress({ total, processing, failed }: CookingProgress) {
  const { t } = useTranslation();
  const done = total - processing;
  return (
    <div className="w-full space-y-2">
      <p className="text-base font-medium text-slate-800" aria-live="polite">
        {processing === 0
          ? t('cooking.ready', { count: total })
          : t('cooking.progress', {
              done: formatNumber(done),
              total: formatNumber(total),
              count: total,
            })}
      </p>
      <div
        role="progressbar"
        aria-label={t('cooking.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-emerald-600 transition-[width]"
          style={{ width: `${Math.round((done / total) * 100)}%` }}
        />
      </div>
      {failed > 0 && (
        <p className="text-sm font-medium text-red-700">{t('cooking.failed', { count: failed })}</p>
      )}
    </div>
  );
}
