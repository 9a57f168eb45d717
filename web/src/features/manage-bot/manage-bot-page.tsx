import { ArrowLeft } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Card } from '@/components/ui/card';
import { Footer } from '@/components/ui/footer';
import { PageSpinner } from '@/components/ui/spinner';
import { statusOf } from '@/lib/api-client';
import { formatShortDate } from '@/lib/dates';
import { setToken } from '@/lib/session';
import { AUTH_REQUIRED } from '@/lib/toast-messages';
import { useBot } from './api/get-bot';
import { BotInfoForm } from './components/bot-info-form';
import { FilesTab } from './components/files-tab';
import { SettingsTab } from './components/settings-tab';
import { Tabs, type TabDef } from './components/tabs';
import { resolveBotId, resolveTab, type ManageBotState, type ManageTab } from './resolve-bot-id';
import { usePageTitle, useTranslation, t as translate } from '@/lib/i18n';

const TAB_IDS = ['botinfo', 'files', 'settings'] as const;

function loadErrorText(err: unknown): string {
  const s = statusOf(err);
  if (s === 401) return AUTH_REQUIRED();
  if (s === 404) return translate('bots:manage.notFound');
  return translate('bots:manage.loadFailed');
}

/**
 * `renderPreview` draws the "Try your bot" tab: the student chat, which the app passes in since
 * features never import each other (web/src/app/router.tsx).
 */
export function ManageBotPage({ renderPreview }: { renderPreview?: (botId: string) => ReactNode } = {}) {
  const { t } = useTranslation('bots');
  usePageTitle(t('manage.pageTitle'));
  const { t: ti } = useTranslation('insight');
  // "Try your bot" (issue 10) after the three tabs of docs/product.md.
  const tabs: TabDef<ManageTab>[] = [
    ...TAB_IDS.map((id) => ({ id, label: t(`manage.tabs.${id}`) })),
    { id: 'preview', label: ti('preview.tab') },
  ];
  const location = useLocation();
  const state = location.state as ManageBotState | null;
  const [botId] = useState(() => resolveBotId(state));
  const [tab, setTab] = useState<ManageTab>(() => resolveTab(state));
  const query = useBot(botId);
  const is401 = statusOf(query.error) === 401;

  // docs/product.md: a 401 here also clears the stored token (the guard then sends the user to /login).
  useEffect(() => {
    if (!is401) return;
    const timer = window.setTimeout(() => setToken(''), 2500);
    return () => window.clearTimeout(timer);
  }, [is401]);

  let body;
  if (!botId) body = <Notice text={t('manage.noBot')} />;
  else if (query.isPending) body = <PageSpinner label={t('manage.loading')} />;
  else if (query.error) body = <Notice text={loadErrorText(query.error)} />;
  else {
    const bot = query.data;
    body = (
      <>
        <div className="mb-6">
          <h1 className="text-2xl font-bold text-slate-900">
            {t('manage.heading')} <bdi>{bot.name}</bdi>
          </h1>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-500">
            <span>
              {t('manage.id')} <span className="font-mono">{bot._id}</span>
            </span>
            <span>{t('manage.created', { date: formatShortDate(bot.created_at) })}</span>
          </p>
        </div>
        <Card className="overflow-hidden">
          <div className="px-4 pt-2 sm:px-6">
            <Tabs tabs={tabs} value={tab} onChange={setTab} idPrefix="manage" />
          </div>
          <div
            role="tabpanel"
            id={`manage-panel-${tab}`}
            aria-labelledby={`manage-tab-${tab}`}
            className="p-4 sm:p-6"
          >
            {tab === 'botinfo' && <BotInfoForm key={bot._id} bot={bot} />}
            {tab === 'files' && <FilesTab botId={bot._id} />}
            {tab === 'settings' && <SettingsTab key={bot._id} bot={bot} />}
            {tab === 'preview' && renderPreview?.(bot._id)}
          </div>
        </Card>
      </>
    );
  }

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-6 lg:py-8">
        <Link
          to="/teacher-page"
          aria-label={t('manage.backToDashboard')}
          className="mb-4 inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-600 hover:bg-white hover:text-slate-900"
        >
          <ArrowLeft className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" /> {t('manage.dashboard')}
        </Link>
        {body}
      </main>
      <Footer />
    </div>
  );
}

function Notice({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
      {text}
    </p>
  );
}
