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
import { t, useTranslation } from '@/lib/i18n';

export const PROFILE_UPDATED = () => t('common:editProfile.updated');
export const PROFILE_UPDATE_FAILED = () => t('common:editProfile.failed');

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
  const { t: tr } = useTranslation();
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
        toast.success(PROFILE_UPDATED());
        onClose();
      },
      onError: (err) => toast.error(serverMessage(err) ?? PROFILE_UPDATE_FAILED()),
    });
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={tr('editProfile.title')}
      description={tr('editProfile.description')}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
            {tr('actions.cancel')}
          </Button>
          <Button type="submit" form="edit-profile-form" loading={mutation.isPending}>
            {tr('editProfile.save')}
          </Button>
        </>
      }
    >
      <form id="edit-profile-form" onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label={tr('editProfile.name')} autoComplete="name" data-autofocus error={errors.name?.message} {...register('name')} />
        <TextField
          label={tr('editProfile.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordInput
          label={tr('editProfile.password')}
          autoComplete="new-password"
          placeholder={tr('editProfile.passwordPlaceholder')}
          hint={NEW_PASSWORD_HINT()}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordInput
          label={tr('editProfile.currentPassword')}
          autoComplete="current-password"
          placeholder={tr('editProfile.currentPasswordPlaceholder')}
          error={errors.current_password?.message}
          {...register('current_password')}
        />
      </form>
    </Modal>
  );
}
