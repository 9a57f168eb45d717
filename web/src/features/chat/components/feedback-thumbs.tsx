import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

/** Thumbs under an answer (issue 10): a thumbs-down puts the question in the teacher's gaps report. */
export function FeedbackThumbs({
  initial,
  onVote,
}: {
  initial: boolean | null | undefined;
  onVote: (helpful: boolean) => Promise<unknown>;
}) {
  const { t } = useTranslation('insight');
  const [vote, setVote] = useState<boolean | null>(initial ?? null);
  const [busy, setBusy] = useState(false);
  async function cast(helpful: boolean) {
    setBusy(true);
    try {
      await onVote(helpful);
      setVote(helpful);
      toast.success(t('chat.thanks'), { id: 'feedback' });
    } catch (err) {
      toast.error(t('controls.failed', { detail: err instanceof Error ? err.message : '' }));
    } finally {
      setBusy(false);
    }
  }
  const button = (helpful: boolean) => {
    const Icon = helpful ? ThumbsUp : ThumbsDown;
    return (
      <button
        type="button"
        aria-label={helpful ? t('chat.helpful') : t('chat.notHelpful')}
        aria-pressed={vote === helpful}
        disabled={busy}
        onClick={() => void cast(helpful)}
        className={cn(
          'rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800',
          vote === helpful && (helpful ? 'text-emerald-700' : 'text-amber-700'),
        )}
      >
        <Icon className="h-4 w-4" aria-hidden="true" />
      </button>
    );
  };
  return (
    <span className="mt-1 inline-flex gap-1">
      {button(true)}
      {button(false)}
    </span>
  );
}
