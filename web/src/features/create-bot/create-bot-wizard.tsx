import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Card } from '@/components/ui/card';
import { InlineMessage } from '@/components/ui/inline-message';
import { cn } from '@/lib/cn';
import { useCurrentUser } from '@/lib/current-user';
import { getStored, removeStored, type CurrentBotData } from '@/lib/storage-keys';
import { useTeacherBots } from '@/lib/teacher-bots';
import { CreateBotForm } from './components/create-bot-form';
import { UploadMaterials } from './components/upload-materials';
import { formatNumber, useTranslation } from '@/lib/i18n';

const STEPS = ['step1', 'step2'] as const;

/**
 * Two-step wizard inside the teacher shell (docs/product.md Create Chatbot section). A bot created
 * here stays in currentBotData until its upload is finished, so leaving and coming back resumes at
 * step 2 for that bot instead of creating a second one (issue 11).
 */
export function CreateBotWizard({ onGoToDashboard }: { onGoToDashboard: () => void }) {
  const { t } = useTranslation('bots');
  const [bot, setBot] = useState<CurrentBotData | null>(() => getStored('currentBotData'));
  const [resumed, setResumed] = useState(() => bot !== null);
  const bots = useTeacherBots();
  const user = useCurrentUser();
  const step = bot ? 1 : 0;

  // A stored bot that is gone (deleted, or another teacher's on this browser) is forgotten, once
  // the list has been read in this visit (a bot created a moment ago may not be in the cache yet).
  const gone = resumed && bots.isFetchedAfterMount && !bots.data?.some((b) => b._id === bot?.botId);
  useEffect(() => {
    if (!bot || !gone) return;
    removeStored('currentBotData');
    setResumed(false);
    setBot(null);
  }, [bot, gone]);

  function startOver() {
    removeStored('currentBotData');
    setResumed(false);
    setBot(null);
  }

  function created(data: CurrentBotData) {
    setResumed(false);
    setBot(data);
  }

  const limit = user.data?.teacher_profile?.bot_limit;
  const used = bots.data?.length;
  const full = limit !== undefined && used !== undefined && used >= limit;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('create.title')}</h1>
        <p className="text-sm text-slate-500">{t('create.subtitle')}</p>
      </div>
      <ol className="grid grid-cols-2 gap-3" aria-label={t('create.progress')}>
        {STEPS.map((label, i) => {
          const state = i < step ? 'done' : i === step ? 'current' : 'todo';
          return (
            <li
              key={label}
              aria-current={state === 'current' ? 'step' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-xl border px-3 py-3 text-sm font-medium sm:px-4',
                state === 'current' && 'border-indigo-500 bg-indigo-50 text-indigo-800',
                state === 'done' && 'border-emerald-300 bg-emerald-50 text-emerald-800',
                state === 'todo' && 'border-slate-200 bg-white text-slate-500',
              )}
            >
              <span
                className={cn(
                  'flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                  state === 'current' && 'bg-indigo-600 text-white',
                  state === 'done' && 'bg-emerald-700 text-white',
                  state === 'todo' && 'bg-slate-200 text-slate-600',
                )}
              >
                {state === 'done' ? <Check className="h-4 w-4" aria-hidden="true" /> : i + 1}
              </span>
              <span>{t(`create.${label}`)}</span>
            </li>
          );
        })}
      </ol>
      <Card className="p-5 sm:p-6">
        {!bot ? (
          <>
            <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-lg font-semibold text-slate-900">{t('create.details')}</h2>
              {limit !== undefined && used !== undefined && (
                <span
                  className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700"
                  data-testid="bot-limit"
                >
                  {t('create.limit', { used: formatNumber(used), limit: formatNumber(limit) })}
                </span>
              )}
            </div>
            {full && (
              <div className="mb-4">
                <InlineMessage tone="error">
                  {t('create.limitReached', { limit: formatNumber(limit) })}
                </InlineMessage>
              </div>
            )}
            <CreateBotForm onCreated={created} disabled={full} />
          </>
        ) : (
          <>
            <h2 className="mb-4 text-lg font-semibold text-slate-900">{t('create.materials')}</h2>
            {resumed && (
              <p className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                <span>{t('create.resumed', { name: bot.botName })}</span>
                <button
                  type="button"
                  onClick={startOver}
                  className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
                >
                  {t('create.startOver')}
                </button>
              </p>
            )}
            <UploadMaterials
              key={bot.botId}
              botData={bot}
              onGoToDashboard={onGoToDashboard}
              inTab
            />
          </>
        )}
      </Card>
    </div>
  );
}
