import {
  BOT_TONES,
  MAX_STARTER_QUESTIONS,
  type BotDto,
  type BotInstructions,
  type BotTone,
} from '@edubot/common';
import { AlertTriangle, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { inputClass, inputStateClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { useDeleteBot, useResetBotFiles, useUpdateBot } from '../api/bot-controls';

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Bot Controls (issue 10): every control here saves through the API. */
export function SettingsTab({ bot }: { bot: BotDto }) {
  const { t } = useTranslation('insight');
  const navigate = useNavigate();
  const update = useUpdateBot(bot._id);
  const reset = useResetBotFiles(bot._id);
  const del = useDeleteBot(bot._id);
  const [confirm, setConfirm] = useState<'reset' | 'delete' | null>(null);
  const [quota, setQuota] = useState(bot.daily_message_quota?.toString() ?? '');
  const [instructions, setInstructions] = useState<BotInstructions>(bot.instructions);
  const starters = [...instructions.starter_questions];
  while (starters.length < MAX_STARTER_QUESTIONS) starters.push('');

  async function toggle() {
    try {
      const saved = await update.mutateAsync({ is_active: !bot.is_active });
      toast.success(saved.is_active ? t('controls.turnedOn') : t('controls.turnedOff'));
    } catch (err) {
      toast.error(t('controls.failed', { detail: errorText(err) }));
    }
  }

  async function save(e: React.FormEvent) {
    e.preventDefault();
    try {
      await update.mutateAsync({
        daily_message_quota: quota.trim() ? Number(quota) : null,
        instructions: {
          ...instructions,
          starter_questions: instructions.starter_questions.map((q) => q.trim()).filter(Boolean),
        },
      });
      toast.success(t('controls.saved'));
    } catch (err) {
      toast.error(t('controls.saveFailed', { detail: errorText(err) }));
    }
  }

  async function runConfirmed() {
    const action = confirm;
    setConfirm(null);
    try {
      if (action === 'reset') {
        const { deleted } = await reset.mutateAsync();
        toast.success(t('controls.resetDone', { count: deleted }));
      } else if (action === 'delete') {
        await del.mutateAsync();
        toast.success(t('controls.deleted'));
        navigate('/teacher-page', { replace: true });
      }
    } catch (err) {
      toast.error(t('controls.failed', { detail: errorText(err) }));
    }
  }

  const setStarter = (i: number, value: string) => {
    const next = [...starters];
    next[i] = value;
    setInstructions((v) => ({ ...v, starter_questions: next }));
  };

  return (
    <div className="max-w-2xl space-y-5">
      <h3 className="text-base font-semibold text-slate-900">{t('controls.title')}</h3>
      <div className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4">
        <div>
          <p id="bot-status-label" className="text-sm font-medium text-slate-900">
            {t('controls.status')}: {bot.is_active ? t('controls.on') : t('controls.off')}
          </p>
          <p className="text-xs text-slate-600">{t('controls.statusHint')}</p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={bot.is_active}
          aria-labelledby="bot-status-label"
          disabled={update.isPending}
          onClick={() => void toggle()}
          className={cn(
            'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
            bot.is_active ? 'bg-emerald-600' : 'bg-slate-300',
          )}
        >
          <span
            className={cn(
              'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
              bot.is_active
                ? 'translate-x-5 rtl:-translate-x-5'
                : 'translate-x-0.5 rtl:-translate-x-0.5',
            )}
          />
        </button>
      </div>

      <form
        onSubmit={(e) => void save(e)}
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
      >
        <Field id="bot-quota" label={t('controls.quota')} hint={t('controls.quotaHint')}>
          <input
            id="bot-quota"
            type="number"
            min={1}
            inputMode="numeric"
            value={quota}
            onChange={(e) => setQuota(e.target.value)}
            className={`${inputClass} ${inputStateClass(false)}`}
          />
        </Field>
        <Field id="bot-welcome" label={t('controls.welcome')} hint={t('controls.welcomeHint')}>
          <textarea
            id="bot-welcome"
            dir="auto"
            rows={2}
            maxLength={500}
            value={instructions.welcome}
            onChange={(e) => setInstructions((v) => ({ ...v, welcome: e.target.value }))}
            className={`${inputClass} ${inputStateClass(false)}`}
          />
        </Field>
        <fieldset className="space-y-2">
          <legend className="mb-1.5 text-sm font-medium text-slate-700">
            {t('controls.starters')}
          </legend>
          {starters.map((q, i) => (
            <input
              key={i}
              dir="auto"
              maxLength={200}
              aria-label={t('controls.starterPlaceholder', { n: i + 1 })}
              placeholder={t('controls.starterPlaceholder', { n: i + 1 })}
              value={q}
              onChange={(e) => setStarter(i, e.target.value)}
              className={`${inputClass} ${inputStateClass(false)}`}
            />
          ))}
        </fieldset>
        <Field id="bot-tone" label={t('controls.tone')}>
          <select
            id="bot-tone"
            value={instructions.tone}
            onChange={(e) => setInstructions((v) => ({ ...v, tone: e.target.value as BotTone }))}
            className={`${inputClass} ${inputStateClass(false)}`}
          >
            {BOT_TONES.map((tone) => (
              <option key={tone} value={tone}>
                {t(`controls.tones.${tone}`)}
              </option>
            ))}
          </select>
        </Field>
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-1"
            checked={instructions.homework_mode}
            onChange={(e) => setInstructions((v) => ({ ...v, homework_mode: e.target.checked }))}
          />
          <span>
            <span className="font-medium">{t('controls.homework')}</span>
            <span className="block text-xs text-slate-600">{t('controls.homeworkHint')}</span>
          </span>
        </label>
        <Button type="submit" disabled={update.isPending}>
          {t('controls.save')}
        </Button>
      </form>

      <div className="rounded-xl border border-amber-200 bg-amber-50/60 p-4">
        <button
          type="button"
          onClick={() => setConfirm('reset')}
          className="inline-flex items-center gap-2 text-sm font-semibold text-amber-800 hover:underline"
        >
          <RotateCcw className="h-4 w-4" aria-hidden="true" /> {t('controls.reset')}
        </button>
        <p className="mt-1 text-xs text-amber-800">{t('controls.resetHint')}</p>
        <p className="mt-2 flex items-center gap-1.5 text-xs font-medium text-amber-900">
          <AlertTriangle className="h-3.5 w-3.5" aria-hidden="true" /> {t('controls.undone')}
        </p>
      </div>
      <div className="rounded-xl border border-red-200 bg-red-50/60 p-4">
        <p className="text-sm font-semibold text-red-800">{t('controls.delete')}</p>
        <p className="mt-1 text-xs text-red-700">{t('controls.deleteHint')}</p>
        <Button variant="danger" size="sm" className="mt-3" onClick={() => setConfirm('delete')}>
          <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('controls.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'delete' ? t('controls.delete') : t('controls.reset')}
        message={confirm === 'delete' ? t('controls.deleteConfirm') : t('controls.resetConfirm')}
        confirmLabel={confirm === 'delete' ? t('controls.delete') : t('controls.reset')}
        busy={reset.isPending || del.isPending}
        onConfirm={() => void runConfirmed()}
        onCancel={() => setConfirm(null)}
      />
    </div>
  );
}

function Field({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint && <p className="mt-1 text-xs text-slate-600">{hint}</p>}
    </div>
  );
}
