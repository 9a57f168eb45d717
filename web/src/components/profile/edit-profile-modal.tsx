// The one profile edit modal, for teachers and students: the shared profile rule of common/ (name
// and email required, email format, optional new password), the current password when the email or
// password changes. Saving closes the modal; cancelling restores the current values.
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button, Modal, TextField } from '@/components/ui';
import { PasswordInput } from '@/components/ui/password-input';
import { serverMessage } from '@/lib/form-errors';
import { NEW_PASSWORD_HINT, profileFormResolver, type ProfileFormValues } from '@/lib/profile-form';
import { useUpdateProfile } from '@/lib/update-profile';

export const PROFILE_UPDATED = 'Profile updated successfully!';
export const PROFILE_UPDATE_FAILED = 'Failed to update profile';

export function EditProfileModal({
  open,
  onClose,
  name,
  email,
}: {
  open: boolean;
  onClose: () => void;
  name: string;
  email: string;
}) {
  const mutation = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ProfileFormValues>({
    resolver: useMemo(() => profileFormResolver(email), [email]),
    defaultValues: { name, email, password: '', current_password: '' },
  });

  // Opening (or cancelling) starts from the current values with the passwords cleared.
  useEffect(() => {
    if (open) reset({ name, email, password: '', current_password: '' });
  }, [open, name, email, reset]);

  const onSubmit = handleSubmit((values) => {
    mutation.mutate(values, {
      onSuccess: () => {
        toast.success(PROFILE_UPDATED);
        onClose();
      },
      onError: (err) => toast.error(serverMessage(err) ?? PROFILE_UPDATE_FAILED),
    });
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Edit Profile"
      description="Update your name, email or password."
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="edit-profile-form" loading={mutation.isPending}>
            Save Updates
          </Button>
        </>
      }
    >
      <form id="edit-profile-form" onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label="Name" autoComplete="name" data-autofocus error={errors.name?.message} {...register('name')} />
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
