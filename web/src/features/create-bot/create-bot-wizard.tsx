import { Check } from 'lucide-react';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { CurrentBotData } from '@/lib/storage-keys';
import { CreateBotForm } from './components/create-bot-form';
import { UploadMaterials } from './components/upload-materials';
import { useTranslation } from '@/lib/i18n';

const STEPS = ['step1', 'step2'] as const;

/** Two-step wizard inside the teacher shell (docs/product.md Create Chatbot section). */
export function CreateBotWizard({ onGoToDashboard }: { onGoToDashboard: () => void }) {
  const { t } = useTranslation('bots');
  const [bot, setBot] = useState<CurrentBotData | null>(null);
  const step = bot ? 1 : 0;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('create.title')}</h1>
        <p className="text-sm text-slate-500">
          {t('create.subtitle')}
        </p>
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
        {step === 0 ? (
          <>
            <h2 className="mb-4 text-lg font-semibold text-slate-900">{t('create.details')}</h2>
            <CreateBotForm onCreated={setBot} />
          </>
        ) : (
          <>
            <h2 className="mb-4 text-lg font-semibold text-slate-900">{t('create.materials')}</h2>
            <UploadMaterials botData={bot} onGoToDashboard={onGoToDashboard} inTab />
          </>
        )}
      </Card>
    </div>
  );
}
