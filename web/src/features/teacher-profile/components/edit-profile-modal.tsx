import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { PasswordInput } from '@/components/ui/password-input';
import { NEW_PASSWORD_HINT, profileFormResolver } from '@/lib/profile-form';
import type { ProfileForm } from '../api/update-profile';

export function EditProfileModal({
  open,
  initial,
  busy,
  onSave,
  onCancel,
}: {
  open: boolean;
  initial: { name: string; email: string };
  busy: boolean;
  onSave: (form: ProfileForm) => void;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ProfileForm>({
    // The shared rule of the server (common/), plus the current password for credential changes.
    resolver: useMemo(() => profileFormResolver(initial.email), [initial.email]),
    defaultValues: { ...initial, password: '', current_password: '' },
  });

  // Opening (or cancelling) always starts from the current values with empty passwords.
  useEffect(() => {
    if (open) reset({ ...initial, password: '', current_password: '' });
  }, [open, initial.name, initial.email]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Modal
      open={open}
      onClose={onCancel}
      title="Edit Profile"
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="edit-profile-form" loading={busy}>
            Save Updates
          </Button>
        </>
      }
    >
      <form id="edit-profile-form" noValidate className="space-y-4" onSubmit={handleSubmit(onSave)}>
        <TextField
          label="Name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          placeholder="Leave blank to keep current password"
          hint={NEW_PASSWORD_HINT()}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          placeholder="Needed to change your email or password"
          error={errors.current_password?.message}
          {...register('current_password')}
        />
      </form>
    </Modal>
  );
}
