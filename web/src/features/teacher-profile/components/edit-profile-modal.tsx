import { zodResolver } from '@hookform/resolvers/zod';
import { profileUpdateSchema } from '@edubot/common';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { PasswordInput } from '@/components/ui/password-input';
import type { ProfileForm } from '../api/update-profile';

const schemaResolver = zodResolver(profileUpdateSchema);
// The password box may stay empty (spec §5: optional, sent only when filled), so an empty
// value is validated as absent.
const resolver: Resolver<ProfileForm> = (values, ctx, options) =>
  schemaResolver(
    { ...values, password: values.password || undefined },
    ctx,
    options as never,
  ) as ReturnType<Resolver<ProfileForm>>;

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
    resolver,
    defaultValues: { ...initial, password: '' },
  });

  // Opening (or cancelling) always starts from the current values with an empty password.
  useEffect(() => {
    if (open) reset({ ...initial, password: '' });
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
          error={errors.password?.message}
          {...register('password')}
        />
      </form>
    </Modal>
  );
}
