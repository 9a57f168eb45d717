import { useState } from 'react';
import { EditProfileModal } from '@/components/profile/edit-profile-modal';
import { PageSpinner } from '@/components/ui/spinner';
import { statusOf } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { getUser } from '@/lib/session';
import { AUTH_FAILED } from '@/lib/toast-messages';
import {
  ActivityCard,
  ProfileHeader,
  ProfileInfoCard,
  SecurityCard,
} from './components/profile-cards';
import { t } from '@/lib/i18n';

export function TeacherProfile() {
  const query = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const [twoFactor, setTwoFactor] = useState(false);
  const user = query.data ?? getUser();

  if (query.isPending && !user) return <PageSpinner label={t('teacher:profile.loading')} />;
  if (!user) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-700">
        {statusOf(query.error) === 401 ? AUTH_FAILED() : t('teacher:profile.loadFailed')}
      </p>
    );
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('teacher:profile.title')}</h1>
        <p className="text-sm text-slate-500">{t('teacher:profile.subtitle')}</p>
      </div>
      <ProfileHeader user={user} onEdit={() => setEditing(true)} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ProfileInfoCard user={user} />
        <div className="space-y-6">
          <ActivityCard user={user} />
          <SecurityCard
            twoFactor={twoFactor}
            onToggleTwoFactor={() => setTwoFactor((v) => !v)}
            onChangePassword={() => setEditing(true)}
          />
        </div>
      </div>
      <EditProfileModal
        open={editing}
        onClose={() => setEditing(false)}
        name={user.name ?? ''}
        email={user.email ?? ''}
      />
    </div>
  );
}
