import type { BotDto, SafetyAlertDto } from '@edubot/common';
import { AlertOctagon, CheckCircle2, MessagesSquare, SearchX } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { formatDateWith, formatNumber, useTranslation } from '@/lib/i18n';
import {
  useAlerts,
  useGaps,
  useInsightChat,
  useInsightChats,
  useInsightsSummary,
  useResolveAlert,
} from '../api/insights';

// The chart library comes with this chunk only (docs/decisions/006: route budgets).
const ClassCharts = lazy(async () => ({ default: (await import('./class-charts')).ClassCharts }));

const SUMMARY_DAYS = 7;
const when = (iso: string) =>
  formatDateWith(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });

/** What the class asks (issue 10), for the selected bot: alerts first, then summary, gaps, chats. */
export function InsightsPanel({ bot }: { bot: BotDto }) {
  const { t } = useTranslation('insight');
  const summary = useInsightsSummary(bot._id, SUMMARY_DAYS);
  const s = summary.data;
  return (
    <section aria-labelledby="insights-title" className="space-y-4">
      <h2 id="insights-title" className="text-lg font-semibold text-slate-900">
        {t('insights.title')}{' '}
        <span className="font-normal text-slate-600">{t('insights.bot', { name: bot.name })}</span>
      </h2>
      <AlertsCard botId={bot._id} />
      <Card>
        <CardHeader title={t('insights.days', { count: SUMMARY_DAYS })} />
        <div className="space-y-4 p-4 sm:p-5">
          {summary.isPending && <Spinner />}
          {summary.error && <p role="alert">{t('insights.loadFailed')}</p>}
          {s && (
            <>
              <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                <Figure label={t('insights.questions')} value={formatNumber(s.questions)} />
                <Figure
                  label={t('insights.activeStudents')}
                  value={formatNumber(s.active_students)}
                />
                <Figure
                  label={t('insights.answeredRate')}
                  value={
                    s.answered_rate === null
                      ? '—'
                      : `${formatNumber(Math.round(s.answered_rate * 100))}%`
                  }
                />
                <Figure
                  label={t('insights.topTopics')}
                  value={s.top_topics.map((x) => x.topic).join('، ') || '—'}
                  small
                />
              </dl>
              <Suspense fallback={<Spinner />}>
                <ClassCharts summary={s} />
              </Suspense>
            </>
          )}
        </div>
      </Card>
      <GapsCard botId={bot._id} />
      <ChatsCard botId={bot._id} />
    </section>
  );
}

function Figure({ label, value, small }: { label: string; value: string; small?: boolean }) {
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd
        className={
          small
            ? 'mt-1 text-sm font-semibold text-slate-900'
            : 'mt-1 text-xl font-bold text-slate-900'
        }
        dir="auto"
      >
        {value}
      </dd>
    </div>
  );
}

function AlertsCard({ botId }: { botId: string }) {
  const { t } = useTranslation('insight');
  const alerts = useAlerts(botId);
  const resolve = useResolveAlert(botId);
  const list = alerts.data ?? [];
  async function markResolved(alert: SafetyAlertDto) {
    try {
      await resolve.mutateAsync(alert.id);
      toast.success(t('insights.resolvedToast'));
    } catch (err) {
      toast.error(t('controls.failed', { detail: err instanceof Error ? err.message : '' }));
    }
  }
  return (
    <Card data-testid="safety-alerts">
      <CardHeader
        title={t('insights.alerts')}
        description={t('insights.alertsHint')}
        icon={<AlertOctagon className="h-5 w-5 text-red-700" aria-hidden="true" />}
      />
      <ul className="divide-y divide-slate-100">
        {alerts.isSuccess && list.length === 0 && (
          <li className="px-5 py-3 text-sm text-slate-600">{t('insights.noAlerts')}</li>
        )}
        {list.map((alert) => (
          <li
            key={alert.id}
            className="flex flex-wrap items-start justify-between gap-3 px-5 py-3"
            data-testid="safety-alert"
          >
            <div className="min-w-0">
              <p className="text-sm font-semibold text-slate-900">
                <bdi>{alert.student_name}</bdi> ·{' '}
                {alert.categories.map((c) => t(`insights.categories.${c}`)).join(', ')}
              </p>
              <p className="mt-1 text-sm text-slate-800" dir="auto">
                {alert.message}
              </p>
              <p className="mt-1 text-xs text-slate-600">
                {when(alert.created_at)} ·{' '}
                {alert.resolved_at ? t('insights.resolved') : t('insights.unresolved')}
              </p>
            </div>
            {!alert.resolved_at ? (
              <Button
                size="sm"
                variant="outline"
                disabled={resolve.isPending}
                onClick={() => void markResolved(alert)}
              >
                {t('insights.resolve')}
              </Button>
            ) : (
              <CheckCircle2 className="h-5 w-5 text-emerald-700" aria-hidden="true" />
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}

function GapsCard({ botId }: { botId: string }) {
  const { t } = useTranslation('insight');
  const gaps = useGaps(botId);
  return (
    <Card data-testid="gaps">
      <CardHeader
        title={t('insights.gaps')}
        description={t('insights.gapsHint')}
        icon={<SearchX className="h-5 w-5 text-amber-700" aria-hidden="true" />}
      />
      <ul className="divide-y divide-slate-100">
        {gaps.isSuccess && gaps.data.length === 0 && (
          <li className="px-5 py-3 text-sm text-slate-600">{t('insights.noGaps')}</li>
        )}
        {gaps.data?.map((gap) => (
          <li key={gap.topic} className="px-5 py-3">
            <p className="text-sm font-semibold text-slate-900">
              {t('insights.gapLine', { count: gap.count, topic: gap.topic })}
            </p>
            <ul className="mt-1 list-disc space-y-0.5 ps-5 text-xs text-slate-700">
              {gap.examples.map((q) => (
                <li key={q} dir="auto">
                  {q}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function ChatsCard({ botId }: { botId: string }) {
  const { t } = useTranslation('insight');
  const chats = useInsightChats(botId);
  const [open, setOpen] = useState<string | null>(null);
  const chat = useInsightChat(botId, open);
  return (
    <Card data-testid="student-chats">
      <CardHeader
        title={t('insights.chats')}
        icon={<MessagesSquare className="h-5 w-5 text-indigo-700" aria-hidden="true" />}
      />
      <ul className="divide-y divide-slate-100">
        {chats.isSuccess && chats.data.length === 0 && (
          <li className="px-5 py-3 text-sm text-slate-600">{t('insights.noChats')}</li>
        )}
        {chats.data?.map((c) => (
          <li key={c.chat_id} className="flex items-center justify-between gap-3 px-5 py-3">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-slate-900">
                <bdi>{c.student_name}</bdi>: <bdi>{c.title}</bdi>
              </p>
              <p className="text-xs text-slate-600">
                {t('insights.messages', { count: c.message_count })} · {when(c.last_activity)}
              </p>
            </div>
            <Button size="sm" variant="outline" onClick={() => setOpen(c.chat_id)}>
              {t('insights.open')}
            </Button>
          </li>
        ))}
      </ul>
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        title={
          chat.data
            ? t('insights.chatTitle', { student: chat.data.student_name, title: chat.data.title })
            : t('insights.chats')
        }
      >
        {chat.isPending && <Spinner />}
        <ol className="space-y-2">
          {chat.data?.messages.map((m) => (
            <li
              key={m.id}
              dir="auto"
              className={
                m.sender === 'user'
                  ? 'ms-auto w-fit max-w-[85%] rounded-2xl bg-indigo-600 px-3 py-2 text-sm text-white'
                  : 'max-w-[85%] whitespace-pre-wrap rounded-2xl border border-slate-200 px-3 py-2 text-sm text-slate-900'
              }
            >
              {m.content}
              {m.sender === 'bot' && m.outcome === 'declined' && (
                <span className="mt-1 block text-xs text-amber-800">{t('insights.declined')}</span>
              )}
            </li>
          ))}
        </ol>
      </Modal>
    </Card>
  );
}
