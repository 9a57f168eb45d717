// A bot's join code where its id used to be shown: copy it, or open the join link and its QR code.
import type { BotDto } from '@edubot/common';
import { Copy, Printer, QrCode as QrIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import toast from 'react-hot-toast';
import { Button, Modal, Spinner } from '@/components/ui';
import { copyText } from '@/lib/clipboard';
import { cn } from '@/lib/cn';
import { joinLink } from '@/lib/pending-join-code';
import { t, useTranslation } from '@/lib/i18n';

// The QR library is fetched only when a teacher opens this dialog.
const QrCode = lazy(() => import('@/components/ui/qr-code'));

async function copy(text: string, done: string) {
  if (await copyText(text)) toast.success(done);
  else toast.error(t('teacher:copy.failed'));
}

export function JoinCode({ bot, light = false }: { bot: BotDto; light?: boolean }) {
  const { t: tr } = useTranslation('teacher');
  const [open, setOpen] = useState(false);
  const icon = light
    ? 'rounded-md p-1 text-indigo-100 hover:bg-white/15 hover:text-white'
    : 'rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-indigo-600';
  return (
    <span className="inline-flex items-center gap-1">
      <span
        className="font-mono text-xs font-semibold tracking-wider"
        data-join-code={bot.join_code}
      >
        {bot.join_code}
      </span>
      <button
        type="button"
        className={icon}
        aria-label={tr('join.copyCodeOf', { name: bot.name })}
        title={tr('join.copyCode')}
        onClick={() => void copy(bot.join_code, tr('join.codeCopied'))}
      >
        <Copy className="h-4 w-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={icon}
        aria-label={tr('join.shareOf', { name: bot.name })}
        title={tr('join.share')}
        onClick={() => setOpen(true)}
      >
        <QrIcon className="h-4 w-4" aria-hidden="true" />
      </button>
      <JoinShareDialog bot={bot} open={open} onClose={() => setOpen(false)} />
    </span>
  );
}

/** The link and a printable QR code for the classroom; printing shows only this sheet. */
function JoinShareDialog({
  bot,
  open,
  onClose,
}: {
  bot: BotDto;
  open: boolean;
  onClose: () => void;
}) {
  const { t: tr } = useTranslation('teacher');
  const link = joinLink(bot.join_code);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={
        <>
          {tr('join.title')} <bdi>{bot.name}</bdi>
        </>
      }
      description={tr('join.description')}
      footer={
        <>
          <Button variant="outline" onClick={() => void copy(link, tr('join.linkCopied'))}>
            <Copy className="h-4 w-4" aria-hidden="true" /> {tr('join.copyLink')}
          </Button>
          <Button onClick={() => window.print()}>
            <Printer className="h-4 w-4" aria-hidden="true" /> {tr('join.print')}
          </Button>
        </>
      }
    >
      <div data-print-sheet className="flex flex-col items-center gap-3 text-center">
        <p className="hidden text-2xl font-bold print:block">
          <bdi>{bot.name}</bdi>
        </p>
        <Suspense fallback={<Spinner label={tr('join.loadingQr')} />}>
          <QrCode text={link} label={tr('join.qrLabel', { link })} />
        </Suspense>
        <p className="text-sm text-slate-600">{tr('join.code')}</p>
        <p className={cn('font-mono text-3xl font-bold tracking-[0.3em] text-slate-900')}>
          {bot.join_code}
        </p>
        <p className="break-all text-sm text-slate-700" dir="ltr">
          {link}
        </p>
      </div>
    </Modal>
  );
}
