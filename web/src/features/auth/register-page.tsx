import { zodResolver } from '@hookform/resolvers/zod';
import { registerSchema } from '@edubot/common';
import { Mail, User } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { applyServerFieldErrors, serverMessage } from '@/lib/form-errors';
import { NEW_PASSWORD_HINT } from '@/lib/profile-form';
import { cacheRole } from '@/lib/role';
import { setStored } from '@/lib/storage-keys';
import { useRegister, type RegisterForm } from './api/register';
import { AuthLayout } from './components/auth-layout';
import { RoleCards } from './components/role-cards';

const FIELDS = ['name', 'email', 'password', 'role'] as const;
const registerFormSchema = registerSchema.omit({ teacher_profile: true });

export function RegisterPage() {
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
      toast.success('Account created successfully 🎉');
      navigate('/login', { state: { email: form.email.trim() } });
    } catch (err) {
      if (applyServerFieldErrors(err, setError, FIELDS)) return;
      toast.error(serverMessage(err) ?? 'Registration failed. Please try again.');
    }
  });

  const busy = mutation.isPending;
  return (
    <AuthLayout title="Create your account" subtitle="Join EduBot and start learning smarter.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="Full name"
          autoComplete="name"
          placeholder="Your full name"
          leading={<User className="h-4 w-4" aria-hidden="true" />}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          leading={<Mail className="h-4 w-4" aria-hidden="true" />}
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          placeholder="At least 8 characters"
          hint={NEW_PASSWORD_HINT}
          error={errors.password?.message}
          {...register('password')}
        />
        <RoleCards field={register('role')} value={role} error={errors.role?.message} />
        <Button type="submit" size="lg" className="w-full" loading={busy}>
          {busy ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-indigo-600 hover:text-indigo-700">
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
