import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button, Modal, TextField } from '@/components/ui';
import { PasswordInput } from '@/components/ui/password-input';
import { NEW_PASSWORD_HINT, profileFormResolver, type ProfileFormValues } from '@/lib/profile-form';
import { updateProfileErrorText, useUpdateProfile } from '../api/update-profile';

// Spec §5 Profile edit (name and email required, email format, password optional) through the
// same schema the server applies, with issue 8's new-password rule and current password.

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
        toast.success('Profile updated successfully!');
        onClose();
      },
      onError: (err) => toast.error(updateProfileErrorText(err)),
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
          <Button variant="outline" onClick={onClose}>
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
          label="Email address"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
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
