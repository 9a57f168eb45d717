import { Mail } from 'lucide-react';
import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n';

/** The e-mail field of the sign-in and sign-up forms: same label, hint and icon on both. */
export const EmailField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'label'>>(
  function EmailField(props, ref) {
    const { t } = useTranslation('auth');
    return (
      <TextField
        ref={ref}
        label={t('login.email')}
        type="email"
        autoComplete="email"
        placeholder={t('login.emailPlaceholder')}
        leading={<Mail className="h-4 w-4" aria-hidden="true" />}
        {...props}
      />
    );
  },
);
