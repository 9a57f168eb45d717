// Under an answer (issue 11): copy its text; on the latest answer a model wrote, try again.
import { Copy, RotateCcw } from 'lucide-react';
import toast from 'react-hot-toast';
import { copyText } from '@/lib/clipboard';
import { useTranslation } from '@/lib/i18n';

export function AnswerActions({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { t } = useTranslation('chat');
  const button =
    'inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs text-slate-500 hover:bg-slate-100 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600';
  return (
    <div className="mt-2 flex items-center gap-1">
      <button
        type="button"
        className={button}
        aria-label={t('bubble.copy')}
        title={t('bubble.copy')}
        onClick={async () => {
          if (await copyText(text)) toast.success(t('bubble.copied'));
          else toast.error(t('bubble.copyFailed'));
        }}
      >
        <Copy className="h-3.5 w-3.5" aria-hidden="true" />
      </button>
      {onRetry && (
        <button type="button" className={button} onClick={onRetry}>
          <RotateCcw className="h-3.5 w-3.5" aria-hidden="true" />
          {t('bubble.tryAgain')}
        </button>
      )}
    </div>
  );
}
