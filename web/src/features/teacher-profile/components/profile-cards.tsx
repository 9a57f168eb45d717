import type { StoredUser } from '@/lib/storage-keys';
import { Activity, KeyRound, Pencil, ShieldCheck, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatLongDate, formatShortDate } from '@/lib/dates';
import { t } from '@/lib/i18n';

type Profile = StoredUser;

const cap = (s: string | undefined) => {
  if (s === 'teacher') return t('teacher:profile.roleTeacher');
  if (s === 'student') return t('teacher:profile.roleStudent');
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : t('common:notAvailable');
};
const na = () => t('common:notAvailable');

export function ProfileHeader({ user, onEdit }: { user: Profile; onEdit: () => void }) {
  const active = user.is_active !== false;
  return (
    <Card className="overflow-hidden">
      <div
        className="h-20 bg-gradient-to-r from-indigo-600 to-violet-600 sm:h-24"
        aria-hidden="true"
      />
      <div className="flex flex-col gap-4 px-5 pb-5 sm:flex-row sm:items-end sm:justify-between sm:px-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Avatar
            name={user.name}
            size="lg"
            className="-mt-10 h-20 w-20 text-2xl ring-4 ring-white"
          />
          <div className="min-w-0 sm:pt-3">
            {/* Addressed by name (no "Mr."); the title shows a cut name whole. */}
            <h2 className="truncate text-xl font-bold text-slate-900" title={user.name ?? undefined}>
              <bdi>{user.name ?? ''}</bdi>
            </h2>
            <div className="mt-1.5 flex flex-wrap items-center gap-2">
              <Badge tone="indigo">{cap(user.role)}</Badge>
              <Badge tone={active ? 'green' : 'red'} dot>
                {active ? t('teacher:profile.active') : t('teacher:profile.inactive')}
              </Badge>
              <span className="text-xs text-slate-500">
                {t('teacher:profile.memberSince', { date: formatLongDate(user.created_at) })}
              </span>
            </div>
          </div>
        </div>
        <Button variant="outline" onClick={onEdit}>
          <Pencil className="h-4 w-4" aria-hidden="true" /> {t('teacher:profile.edit')}
        </Button>
      </div>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="text-sm font-medium text-slate-900 sm:text-end">
        <bdi>{children}</bdi>
      </dd>
    </div>
  );
}

export function ProfileInfoCard({ user }: { user: Profile }) {
  const teacher = user.role === 'teacher';
  return (
    <Card>
      <CardHeader
        title={t('teacher:profile.info')}
        icon={<UserRound className="h-5 w-5 text-indigo-600" aria-hidden="true" />}
      />
      <dl className="divide-y divide-slate-100 px-5">
        <Row label={t('teacher:profile.name')}>{user.name ?? na()}</Row>
        <Row label={t('teacher:profile.email')}>{user.email ?? na()}</Row>
        <Row label={t('teacher:profile.role')}>{cap(user.role)}</Row>
        <Row label={t('teacher:profile.created')}>{formatShortDate(user.created_at)}</Row>
        <Row label={t('teacher:profile.status')}>
          {user.is_active === false ? t('teacher:profile.inactive') : t('teacher:profile.active')}
        </Row>
        {teacher && (
          <Row label={t('teacher:profile.botLimit')}>
            {user.teacher_profile?.bot_limit ?? na()}
          </Row>
        )}
        {teacher && (
          <Row label={t('teacher:profile.currentBots')}>
            {user.teacher_profile?.current_bots ?? 0}
          </Row>
        )}
      </dl>
    </Card>
  );
}

export function ActivityCard({ user }: { user: Profile }) {
  return (
    <Card>
      <CardHeader
        title={t('teacher:profile.activity')}
        icon={<Activity className="h-5 w-5 text-indigo-600" aria-hidden="true" />}
      />
      <dl className="divide-y divide-slate-100 px-5">
        {/* Hard-coded by design (docs/product.md): no login history is tracked. */}
        <Row label={t('teacher:profile.lastLogin')}>{t('teacher:profile.today')}</Row>
        {user.role === 'teacher' && (
          <Row label={t('teacher:profile.activeBots')}>{user.teacher_profile?.current_bots ?? 0}</Row>
        )}
      </dl>
    </Card>
  );
}

export function SecurityCard({
  twoFactor,
  onToggleTwoFactor,
  onChangePassword,
}: {
  twoFactor: boolean;
  onToggleTwoFactor: () => void;
  /** Opens the profile edit, where the password is changed. */
  onChangePassword: () => void;
}) {
  return (
    <Card>
      <CardHeader
        title={t('teacher:profile.security')}
        icon={<ShieldCheck className="h-5 w-5 text-indigo-600" aria-hidden="true" />}
      />
      <div className="space-y-4 p-5">
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
          <KeyRound className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {t('teacher:profile.rotate')}
        </p>
        <div className="flex items-center justify-between gap-4">
          <div>
            <p className="text-sm font-medium text-slate-900">{t('teacher:profile.password')}</p>
            <p className="text-xs text-slate-500">
              {t('teacher:profile.passwordHint')}
            </p>
          </div>
          <Button variant="outline" size="sm" className="shrink-0" onClick={onChangePassword}>
            {t('teacher:profile.changePassword')}
          </Button>
        </div>
        <div className="flex items-center justify-between gap-4">
          <div>
            <p id="tfa-label" className="text-sm font-medium text-slate-900">
              {t('teacher:profile.twoFactor')}
            </p>
            <p className="text-xs text-slate-500">{twoFactor ? t('teacher:profile.enabled') : t('teacher:profile.notEnabled')}</p>
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={twoFactor}
            aria-labelledby="tfa-label"
            onClick={onToggleTwoFactor}
            className={cn(
              'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
              twoFactor ? 'bg-indigo-600' : 'bg-slate-300',
            )}
          >
            <span
              className={cn(
                'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
                twoFactor ? 'translate-x-5 rtl:-translate-x-5' : 'translate-x-0.5 rtl:-translate-x-0.5',
              )}
            />
          </button>
        </div>
      </div>
    </Card>
  );
}
