import { zodResolver } from '@hookform/resolvers/zod';
import { registerSchema } from '@edubot/common';
import { User } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { applyServerFieldErrors, serverMessage } from '@/lib/form-errors';
import { NEW_PASSWORD_HINT } from '@/lib/profile-form';
import { cacheRole } from '@/lib/role';
import { setStored } from '@/lib/storage-keys';
import { useRegister, type RegisterForm } from './api/register';
import { AuthLayout } from './components/auth-layout';
import { EmailField } from './components/email-field';
import { RoleCards } from './components/role-cards';
import { usePageTitle, useTranslation } from '@/lib/i18n';

const FIELDS = ['name', 'email', 'password', 'role'] as const;
const registerFormSchema = registerSchema.omit({ teacher_profile: true });

export function RegisterPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('register.pageTitle'));
  const navigate = useNavigate();
  const mutation = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', password: '' },
  });
  const role = useWatch({ control, name: 'role' });

  const onSubmit = handleSubmit(async (form) => {
    try {
      await mutation.mutateAsync(form);
      setStored('registeredRole', form.role);
      cacheRole(form.email, form.role);
      toast.success(t('register.success'));
      navigate('/login', { state: { email: form.email.trim() } });
    } catch (err) {
      if (applyServerFieldErrors(err, setError, FIELDS)) return;
      toast.error(serverMessage(err) ?? t('register.failed'));
    }
  });

  const busy = mutation.isPending;
  return (
    <AuthLayout
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      other={{ prompt: t('register.haveAccount'), link: t('register.signIn'), to: '/login' }}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label={t('register.fullName')}
          autoComplete="name"
          placeholder={t('register.fullNamePlaceholder')}
          leading={<User className="h-4 w-4" aria-hidden="true" />}
          error={errors.name?.message}
          {...register('name')}
        />
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordInput
          label={t('login.password')}
          autoComplete="new-password"
          placeholder={t('register.passwordPlaceholder')}
          hint={NEW_PASSWORD_HINT()}
          error={errors.password?.message}
          {...register('password')}
        />
        <RoleCards field={register('role')} value={role} error={errors.role?.message} />
        <Button type="submit" size="lg" className="w-full" loading={busy}>
          {busy ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
