import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { EMAIL_PATTERN, MSG } from '@edubot/common';
import { Button, Modal, TextField } from '@/components/ui';
import { updateProfileErrorText, useUpdateProfile } from '../api/update-profile';

interface EditValues {
  name: string;
  email: string;
  password: string;
}

// Spec §5 Profile edit: name and email required, email format; the password is optional and
// has no length rule of its own on this screen (the server still applies its own).
const RULES = {
  name: { validate: (v: string) => (v.trim() ? true : MSG.nameRequired) },
  email: {
    validate: (v: string) => (!v.trim() ? MSG.emailRequired : EMAIL_PATTERN.test(v.trim()) || MSG.emailInvalid),
  },
} as const;

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
  } = useForm<EditValues>({ defaultValues: { name, email, password: '' } });

  // Opening (or cancelling) starts from the current values with the password cleared.
  useEffect(() => {
    if (open) reset({ name, email, password: '' });
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
        <TextField label="Name" autoComplete="name" data-autofocus error={errors.name?.message} {...register('name', RULES.name)} />
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email', RULES.email)}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          placeholder="Leave blank to keep current password"
          {...register('password')}
        />
      </form>
    </Modal>
  );
}
