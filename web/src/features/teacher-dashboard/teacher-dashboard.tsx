import type { BotDto, BotMembershipsResponse } from '@edubot/common';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Modal } from '@/components/ui/modal';
import { statusOf } from '@/lib/api-client';
import { currentUserKey, useCurrentUser } from '@/lib/current-user';
import { isSameLocalDay } from '@/lib/dates';
import { useSession } from '@/lib/session-context';
import { forgetBotFiles } from '@/lib/study-files';
import { AUTH_FAILED, NO_TOKEN } from '@/lib/toast-messages';
import { useAcceptMembership } from './api/accept-membership';
import { botMembershipsKey, useBotMemberships } from './api/bot-memberships';
import { useDeleteBot } from './api/delete-bot';
import { useRejectMembership } from './api/reject-membership';
import { teacherBotsKey, useTeacherBots } from '@/lib/teacher-bots';
import { BotsTable } from './components/bots-table';
import { RequestDetails, RequestsTable } from './components/requests-table';
import { InsightsPanel } from './components/insights-panel';
import { StatCards } from './components/stat-cards';
import { useAcceptAll, useInsightsSummary, useRemoveMembership } from './api/insights';
import { formatNumber, useTranslation as useInsightText } from '@/lib/i18n';
import { WelcomeCard } from './components/welcome-card';
import { badgeFromSummary } from './file-badge';
import { useFileBadges } from './hooks/use-file-badges';
import { useSelectedBot } from './hooks/use-selected-bot';
import { moveRequest, toRequestRows, type RequestRow } from './request-rows';
import { t } from '@/lib/i18n';

export const DELETE_BOT_CONFIRM = () => t('teacher:dashboard.deleteConfirm');

export function TeacherDashboard({ onCreateBot }: { onCreateBot: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token, user: storedUser } = useSession();
  const userQuery = useCurrentUser(Boolean(token));
  const botsQuery = useTeacherBots(Boolean(token));
  const bots = botsQuery.data;
  const { selectedId, selectedBot, select } = useSelectedBot(bots);
  const membershipsQuery = useBotMemberships(selectedId);
  const accept = useAcceptMembership();
  const reject = useRejectMembership();
  const del = useDeleteBot();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<BotDto | null>(null);
  const [viewing, setViewing] = useState<RequestRow | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const { t: ti } = useInsightText('insight');
  const summary = useInsightsSummary(selectedId, 7);
  const acceptAll = useAcceptAll();
  const removeMember = useRemoveMembership();
  const uptimeRatio = summary.data?.uptime.ratio;
  const uptime =
    uptimeRatio === undefined || uptimeRatio === null
      ? '—'
      : `${formatNumber(Math.floor(uptimeRatio * 1000) / 10)}%`;

  async function approveAll() {
    if (!selectedId) return;
    try {
      const { accepted } = await acceptAll.mutateAsync(selectedId);
      await membershipsQuery.refetch();
      toast.success(ti('insights.acceptedAll', { count: accepted }));
    } catch {
      toast.error(ti('controls.failed', { detail: '' }));
    }
  }

  async function remove(row: RequestRow) {
    try {
      await removeMember.mutateAsync(row.id);
      await membershipsQuery.refetch();
      setViewing(null);
      toast.success(ti('insights.removed'));
    } catch {
      toast.error(ti('controls.failed', { detail: '' }));
    }
  }

  const botIds = useMemo(() => (bots ?? []).map((b) => b._id), [bots]);
  const { badgeFor: storedBadgeFor } = useFileBadges(botIds);
  // The server's file states decide; the stored ids only for a server that sends none.
  const badgeFor = (botId: string) =>
    badgeFromSummary(bots?.find((b) => b._id === botId)?.files) ?? storedBadgeFor(botId);
  const rows = useMemo(() => toRequestRows(membershipsQuery.data), [membershipsQuery.data]);

  useEffect(() => {
    if (!token) toast.error(NO_TOKEN(), { id: 'dash-token' });
  }, [token]);
  useEffect(() => {
    if (!userQuery.error) return;
    const msg = statusOf(userQuery.error) === 401 ? AUTH_FAILED() : t('teacher:dashboard.profileFailed');
    toast.error(msg, { id: msg });
  }, [userQuery.error]);
  useEffect(() => {
    if (botsQuery.error) toast.error(t('teacher:dashboard.botsFailed'), { id: 'dash-bots' });
  }, [botsQuery.error]);
  // docs/product.md: a failed request list is shown as empty; only a 401 is worth telling.
  useEffect(() => {
    if (statusOf(membershipsQuery.error) === 401) toast.error(AUTH_FAILED(), { id: AUTH_FAILED() });
  }, [membershipsQuery.error]);

  async function refresh() {
    setRefreshing(true);
    const results = await Promise.all([
      userQuery.refetch(),
      botsQuery.refetch(),
      selectedId ? membershipsQuery.refetch() : Promise.resolve({ isError: false }),
    ]);
    setRefreshing(false);
    if (results.some((r) => r.isError)) toast.error(t('teacher:dashboard.refreshFailed'));
    else toast.success(t('teacher:dashboard.refreshed'));
  }

  async function act(id: string, action: 'approve' | 'reject') {
    if (!id || !rows.some((r) => r.id === id)) {
      toast.error(t('teacher:dashboard.requestNotFound'));
      return;
    }
    setBusyId(id);
    try {
      await (action === 'approve' ? accept : reject).mutateAsync(id);
      queryClient.setQueryData<BotMembershipsResponse>(botMembershipsKey(selectedId), (d) =>
        d ? moveRequest(d, id, action) : d,
      );
      toast.success(
        action === 'approve' ? t('teacher:dashboard.approved') : t('teacher:dashboard.rejected'),
      );
    } catch {
      toast.error(
        action === 'approve'
          ? t('teacher:dashboard.approveFailed')
          : t('teacher:dashboard.rejectFailed'),
      );
    } finally {
      setBusyId(null);
    }
  }

  async function confirmDelete() {
    const bot = toDelete;
    if (!bot) return;
    try {
      await del.mutateAsync(bot._id);
      queryClient.setQueryData<BotDto[]>(teacherBotsKey, (list) =>
        (list ?? []).filter((b) => b._id !== bot._id),
      );
      forgetBotFiles(bot._id);
      if (selectedId === bot._id) {
        const next = (bots ?? []).find((b) => b._id !== bot._id);
        select(next ? next._id : null);
      }
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
      toast.success(t('teacher:dashboard.deleted'));
    } catch {
      toast.error(t('teacher:dashboard.deleteFailed'));
    } finally {
      setToDelete(null);
    }
  }

  const user = userQuery.data ?? storedUser;
  const approved = rows.filter((r) => r.status === 'approved').length;
  const today = rows.filter((r) => isSameLocalDay(r.createdAt)).length;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('teacher:dashboard.title')}</h1>
          <p className="text-sm text-slate-500">{t('teacher:dashboard.subtitle')}</p>
        </div>
        <Button variant="outline" onClick={refresh} disabled={refreshing}>
          <RefreshCw className={`h-4 w-4 ${refreshing ? 'animate-spin' : ''}`} aria-hidden="true" />
          {t('teacher:dashboard.refresh')}
        </Button>
      </div>
      <WelcomeCard user={user} bots={bots ?? []} selectedBot={selectedBot} onSelect={select} />
      <StatCards
        totalStudents={approved}
        activeBots={bots?.length ?? 0}
        requestsToday={today}
        uptime={uptime}
      />
      {selectedBot && <InsightsPanel bot={selectedBot} />}
      <BotsTable
        bots={bots ?? []}
        loading={botsQuery.isPending && Boolean(token)}
        badgeFor={badgeFor}
        onCreate={onCreateBot}
        onManage={(botId) => navigate('/managebot', { state: { botId } })}
        onDelete={setToDelete}
      />
      {rows.some((r) => r.status === 'pending') && (
        <div className="flex justify-end">
          <Button variant="outline" onClick={() => void approveAll()} disabled={acceptAll.isPending}>
            {ti('insights.acceptAll')}
          </Button>
        </div>
      )}
      <RequestsTable
        rows={rows}
        botName={selectedBot?.name ?? ''}
        hasBot={Boolean(selectedBot)}
        loading={membershipsQuery.isPending}
        busyId={busyId}
        onApprove={(id) => void act(id, 'approve')}
        onReject={(id) => void act(id, 'reject')}
        onView={setViewing}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('teacher:dashboard.deleteTitle')}
        message={DELETE_BOT_CONFIRM()}
        confirmLabel={t('teacher:dashboard.delete')}
        busy={del.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
      <Modal open={viewing !== null} onClose={() => setViewing(null)} title={t('teacher:dashboard.accessRequest')}>
        {viewing && <RequestDetails row={viewing} />}
        {viewing?.status === 'approved' && (
          <Button
            variant="danger"
            size="sm"
            className="mt-4"
            disabled={removeMember.isPending}
            onClick={() => void remove(viewing)}
          >
            {ti('insights.remove')}
          </Button>
        )}
      </Modal>
    </div>
  );
}
