import type { UserDto } from '@edubot/common';
import { AlertCircle, Bot, CalendarClock, Edit3, IdCard, ListChecks, Mail, User as UserIcon } from 'lucide-react';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { EditProfileModal } from '@/components/profile/edit-profile-modal';
import { Avatar, Badge, Button, Card, CardHeader, Spinner } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { formatLongDate, formatShortDate } from '@/lib/dates';
import { shortId } from '@/lib/initials';
import { useSession } from '@/lib/session-context';
import { AUTH_FAILED, NO_TOKEN } from '@/lib/toast-messages';
import { useMyMemberships } from '../api/get-my-memberships';
import { requestStatusTone, subscriptionText } from '../subscription-text';
import { RequestAccessForm } from './request-access-form';
import { t as translate, useTranslation } from '@/lib/i18n';

function roleLabel(role: string | undefined): string {
  const r = (role ?? '').toLowerCase();
  if (r === 'student' || r === 'teacher') return translate(`student:role.${r}`);
  return r ? r[0]!.toUpperCase() + r.slice(1) : translate('student:role.user');
}

/** One term and its value: a <div> holding exactly a <dt> and a <dd>, as <dl> allows. */
function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[1rem_1fr] gap-x-3 py-2.5">
      <dt className="col-span-2 flex items-center gap-3 text-xs font-medium uppercase tracking-wide text-slate-500">
        <span className="text-slate-500" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="col-start-2 min-w-0 break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** pending / accepted / rejected in the interface language; an unknown status as sent. */
function statusLabel(status: string | undefined): string {
  const s = String(status ?? '').toLowerCase();
  return s === 'pending' || s === 'accepted' || s === 'rejected' ? translate(`student:status.${s}`) : String(status ?? '');
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="px-5 py-6 text-center text-sm text-slate-500">{children}</p>;
}

export function ProfileTab({
  user,
  isLoading,
  error,
  joinCode,
}: {
  user: UserDto | undefined;
  isLoading: boolean;
  error: unknown;
  /** From a join link: the request form opens filled in with it. */
  joinCode?: string;
}) {
  const { t } = useTranslation('student');
  const { token } = useSession();
  const memberships = useMyMemberships(Boolean(token));
  const [editing, setEditing] = useState(false);

  // docs/product.md Student profile load messages.
  useEffect(() => {
    if (!token) toast.error(NO_TOKEN(), { id: 'profile-load' });
    else if (error) {
      toast.error(error instanceof ApiError && error.status === 401 ? AUTH_FAILED() : t('profile.loadFailed'), {
        id: 'profile-load',
      });
    }
  }, [token, error, t]);

  if (isLoading) {
    return (
      <div className="flex items-center justify-center gap-3 py-20 text-slate-600">
        <Spinner label="" />
        {t('profile.loading')}
      </div>
    );
  }
  if (!user) {
    return (
      <div className="flex flex-col items-center gap-2 py-20 text-slate-600" role="alert">
        <AlertCircle className="h-8 w-8 text-red-500" aria-hidden="true" />
        {t('profile.loadFailed')}
      </div>
    );
  }

  const subscriptions = memberships.data?.subscriptions ?? [];
  const requests = memberships.data?.requests ?? [];
  // First run: no bots yet, so joining one is the only useful thing here; it comes first.
  const firstRun = memberships.isSuccess && subscriptions.length === 0;
  const requestForm = (
    <RequestAccessForm key={joinCode} initialCode={joinCode} autoFocus={firstRun && !joinCode} />
  );

  return (
    <div className="space-y-6">
      {firstRun && (
        <section aria-labelledby="first-run-title" className="space-y-3">
          <div className="rounded-2xl border border-indigo-100 bg-indigo-50 px-5 py-4">
            <h2 id="first-run-title" className="text-base font-semibold text-indigo-900">
              {t('firstRun.title')}
            </h2>
            <p className="mt-1 text-sm text-indigo-900">{t('firstRun.body')}</p>
          </div>
          {requestForm}
        </section>
      )}
      <Card className="overflow-hidden">
        <div className="h-20 bg-gradient-to-r from-indigo-500 via-violet-500 to-fuchsia-500" />
        <div className="flex flex-col gap-4 px-5 pb-5 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex min-w-0 items-end gap-4">
            <Avatar name={user.name} size="lg" className="-mt-8 ring-4 ring-white" />
            <div className="min-w-0 pt-3">
              <h1 className="truncate text-xl font-bold text-slate-900">
                <bdi>{user.name}</bdi>
              </h1>
              <div className="mt-1 flex flex-wrap items-center gap-2">
                <Badge tone="indigo">{roleLabel(user.role)}</Badge>
                <Badge tone={user.is_active ? 'green' : 'red'} dot>
                  {user.is_active ? t('status.active') : t('status.inactive')}
                </Badge>
                <span className="text-xs text-slate-500">
                  {t('profile.memberSince', { date: formatLongDate(user.created_at) })}
                </span>
              </div>
            </div>
          </div>
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Edit3 className="h-4 w-4" aria-hidden="true" />
            {t('profile.edit')}
          </Button>
        </div>
      </Card>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader title={t('profile.info')} icon={<UserIcon className="h-5 w-5 text-indigo-600" aria-hidden="true" />} />
          <dl className="divide-y divide-slate-100 px-5 py-1">
            <InfoRow icon={<UserIcon className="h-4 w-4" />} label={t('profile.name')}>
              <span dir="auto">{user.name}</span>
            </InfoRow>
            <InfoRow icon={<Mail className="h-4 w-4" />} label={t('profile.email')}>
              {user.email}
            </InfoRow>
            <InfoRow icon={<IdCard className="h-4 w-4" />} label={t('profile.role')}>
              {roleLabel(user.role)}
            </InfoRow>
            <InfoRow icon={<CalendarClock className="h-4 w-4" />} label={t('profile.created')}>
              {formatShortDate(user.created_at)}
            </InfoRow>
            <InfoRow icon={<IdCard className="h-4 w-4" />} label={t('profile.userId')}>
              <span className="font-mono text-xs">{user._id}</span>
            </InfoRow>
            <InfoRow icon={<ListChecks className="h-4 w-4" />} label={t('profile.status')}>
              {user.is_active ? t('status.active') : t('status.inactive')}
            </InfoRow>
          </dl>
        </Card>

        <div className="space-y-6">
          <Card>
            <CardHeader title={t('subscriptions.title')} icon={<CalendarClock className="h-5 w-5 text-emerald-600" aria-hidden="true" />} />
            {subscriptions.length === 0 ? (
              <Empty>{t('subscriptions.empty')}</Empty>
            ) : (
              <ul className="divide-y divide-slate-100">
                {subscriptions.map((s) => (
                  <li key={s._id} className="flex items-start justify-between gap-3 px-5 py-3">
                    <div className="min-w-0">
                      <p className="truncate text-sm font-medium text-slate-900">
                        <bdi>{s.name}</bdi>
                      </p>
                      <p className="text-xs text-slate-500">
                        {[s.subject, s.grade]
                          .filter(Boolean)
                          .map((part, i) => (
                            <Fragment key={i}>
                              {i > 0 && ' · '}
                              <bdi>{part}</bdi>
                            </Fragment>
                          ))}
                      </p>
                      <p className="mt-0.5 text-xs text-slate-600">{subscriptionText(s.membership)}</p>
                    </div>
                    <Badge tone="green">{t('status.active')}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </Card>

          <Card>
            <CardHeader title={t('subscriptions.activeBots')} icon={<Bot className="h-5 w-5 text-violet-600" aria-hidden="true" />} />
            {subscriptions.length === 0 ? (
              <Empty>{t('subscriptions.noBots')}</Empty>
            ) : (
              <ul className="flex flex-wrap gap-2 px-5 py-4">
                {subscriptions.map((s) => (
                  <li key={s._id} className="flex items-center gap-2 rounded-lg bg-violet-50 px-3 py-1.5 text-sm text-violet-800">
                    <Bot className="h-4 w-4" aria-hidden="true" />
                    <span dir="auto">{s.name}</span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader title={t('requests.title')} icon={<ListChecks className="h-5 w-5 text-amber-600" aria-hidden="true" />} />
          {requests.length === 0 ? (
            <Empty>{t('requests.empty')}</Empty>
          ) : (
            <ul className="divide-y divide-slate-100">
              {requests.map((r) => (
                <li key={r._id} className="flex items-center justify-between gap-3 px-5 py-3">
                  <div className="min-w-0">
                    <p className="font-mono text-sm text-slate-900" title={r.bot_id}>
                      {r.bot_join_code || shortId(r.bot_id)}
                    </p>
                    <p className="truncate text-xs text-slate-500">
                      {r.bot_name ? (
                        <>
                          <bdi>{r.bot_name}</bdi>
                          {' · '}
                        </>
                      ) : null}
                      {formatShortDate(r.created_at)}
                    </p>
                  </div>
                  <Badge tone={requestStatusTone(r.status)}>{statusLabel(r.status)}</Badge>
                </li>
              ))}
            </ul>
          )}
        </Card>
        {!firstRun && requestForm}
      </div>

      <EditProfileModal open={editing} onClose={() => setEditing(false)} name={user.name} email={user.email} />
    </div>
  );
}
