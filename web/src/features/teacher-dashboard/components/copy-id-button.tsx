import { Copy } from 'lucide-react';
import toast from 'react-hot-toast';
import { copyText } from '@/lib/clipboard';
import { useTranslation } from '@/lib/i18n';

export function CopyIdButton({
  id,
  label,
  light = false,
}: {
  id: string;
  label?: string;
  light?: boolean;
}) {
  const { t } = useTranslation('teacher');
  const name = label ?? t('copy.botId');
  return (
    <button
      type="button"
      aria-label={name}
      title={name}
      disabled={!id}
      onClick={async () => {
        if (await copyText(id)) toast.success(t('copy.copied'));
        else toast.error(t('copy.failed'));
      }}
      className={
        light
          ? 'rounded-md p-1 text-indigo-100 hover:bg-white/15 hover:text-white disabled:opacity-40'
          : 'rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-indigo-600 disabled:opacity-40'
      }
    >
      <Copy className="h-4 w-4" aria-hidden="true" />
    </button>
  );
}
