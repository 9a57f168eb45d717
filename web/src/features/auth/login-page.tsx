import type { LoginInput } from '@edubot/common';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PasswordInput } from '@/components/ui/password-input';
import { applyServerFieldErrors, serverMessage } from '@/lib/form-errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { cacheRole } from '@/lib/role';
import { setToken, setUser } from '@/lib/session';
import { setStored } from '@/lib/storage-keys';
import { useLogin } from './api/login';
import { AuthLayout } from './components/auth-layout';
import { EmailField } from './components/email-field';
import { interpretLogin, LOGIN_FAILED, redirectAfterLogin } from './login-outcome';
import { usePageTitle, useTranslation } from '@/lib/i18n';

const FIELDS = ['email', 'password'] as const;

const validation = lazyResolver<LoginInput>(() =>
  import('./login-validation').then((m) => m.loginResolver),
);

interface LoginLocationState {
  from?: { pathname?: string; search?: string; hash?: string };
  email?: string;
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.pageTitle'));
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as LoginLocationState;
  const mutation = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, touchedFields, isSubmitted },
  } = useForm<LoginInput>({
    resolver: validation.resolver,
    mode: 'onTouched',
    defaultValues: { email: state.email ?? '', password: '' },
  });

  // docs/product.md: errors show only once the field was touched (or the user tried to submit).
  const shown = (name: keyof LoginInput) =>
    touchedFields[name] || isSubmitted || errors[name]?.type === 'server'
      ? errors[name]?.message
      : undefined;

  const onSubmit = handleSubmit(async (input) => {
    try {
      const answer = await mutation.mutateAsync(input);
      const outcome = interpretLogin(answer, input.email);
      if (!outcome.ok) {
        toast.error(outcome.message);
        return;
      }
      setToken(outcome.token);
      if (answer.refresh_token) setStored('refreshToken', answer.refresh_token);
      setUser(outcome.user);
      cacheRole(input.email, outcome.role);
      toast.success(t('login.success'));
      navigate(redirectAfterLogin(outcome.role, state.from), { replace: true });
    } catch (err) {
      if (applyServerFieldErrors(err, setError, FIELDS)) return;
      toast.error(serverMessage(err) ?? LOGIN_FAILED());
    }
  });

  const busy = mutation.isPending;
  return (
    <AuthLayout
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      other={{ prompt: t('login.noAccount'), link: t('login.createOne'), to: '/register' }}
    >
      <form onSubmit={onSubmit} onFocus={validation.preload} noValidate className="space-y-4">
        <EmailField error={shown('email')} {...register('email')} />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
          error={shown('password')}
          {...register('password')}
        />
        <Button type="submit" size="lg" className="w-full" loading={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
