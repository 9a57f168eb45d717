import { AlertTriangle, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

/** Bot Controls: every control here is local only, no call (spec §2). */
export function SettingsTab() {
  const { t } = useTranslation('bots');
  const [enabled, setEnabled] = useState(true);
  return (
    <div className="max-w-2xl space-y-5">
      <h3 className="text-base font-semibold text-slate-900">{t('settings.controls')}</h3>
      <div className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4">
        <div>
          <p id="bot-status-label" className="text-sm font-medium text-slate-900">
            {t('settings.status')}
          </p>
          <p className="text-xs text-slate-500">{t('settings.statusHint')}</p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          aria-labelledby="bot-status-label"
          onClick={() => setEnabled((v) => !v)}
          className={cn(
            'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
            enabled ? 'bg-emerald-700' : 'bg-slate-500',
          )}
        >
          <span
            className={cn(
              'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
              enabled ? 'translate-x-5 rtl:-translate-x-5' : 'translate-x-0.5 rtl:-translate-x-0.5',
            )}
          />
        </button>
      </div>
      <div className="rounded-xl border border-amber-200 bg-amber-50/60 p-4">
        <button
          type="button"
          className="inline-flex items-center gap-2 text-sm font-semibold text-amber-800 hover:underline"
        >
          <RotateCcw className="h-4 w-4" aria-hidden="true" /> {t('settings.reset')}
        </button>
        <p className="mt-1 text-xs text-amber-800">{t('settings.resetHint')}</p>
        <p className="mt-2 flex items-center gap-1.5 text-xs font-medium text-amber-900">
          <AlertTriangle className="h-3.5 w-3.5" aria-hidden="true" /> {t('settings.irreversible')}
        </p>
      </div>
      <div className="rounded-xl border border-red-200 bg-red-50/60 p-4">
        <p className="text-sm font-semibold text-red-800">{t('settings.delete')}</p>
        <p className="mt-1 text-xs text-red-700">
          {t('settings.deleteHint')}
        </p>
        <Button variant="danger" size="sm" className="mt-3">
          <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('settings.delete')}
        </Button>
      </div>
    </div>
  );
}
