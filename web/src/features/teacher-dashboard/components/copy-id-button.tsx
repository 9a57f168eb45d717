import { Copy } from 'lucide-react';
import toast from 'react-hot-toast';
import { copyText } from '@/lib/clipboard';

export function CopyIdButton({
  id,
  label = 'Copy bot ID',
  light = false,
}: {
  id: string;
  label?: string;
  light?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={!id}
      onClick={async () => {
        if (await copyText(id)) toast.success('Bot ID copied!');
        else toast.error('Failed to copy');
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
