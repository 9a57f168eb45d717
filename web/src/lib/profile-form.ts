// The profile edit form's rules, for the teacher and the student modal alike: the shared
// profileUpdateSchema (docs/product.md plus the new-password rule of issue 8), with empty password boxes
// read as "not sent", and the current password asked for when the email or password changes.
import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, profileUpdateSchema } from '@edubot/common';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { t } from './i18n';

export interface ProfileFormValues {
  name: string;
  email: string;
  password: string;
  current_password: string;
}

const schemaResolver = zodResolver(profileUpdateSchema);

/** Shown under every new-password box (register, both profile modals): the rule the server applies. */
export const NEW_PASSWORD_HINT = () => t('common:password.newHint');

/** True when the server will ask for current_password (issue 8). */
export function changesCredentials(values: ProfileFormValues, currentEmail: string): boolean {
  return (
    values.password !== '' ||
    values.email.trim().toLowerCase() !== currentEmail.trim().toLowerCase()
  );
}

export function profileFormResolver(currentEmail: string): Resolver<ProfileFormValues> {
  return async (values, ctx, options) => {
    const checked = (await schemaResolver(
      {
        ...values,
        password: values.password || undefined,
        current_password: values.current_password || undefined,
      },
      ctx,
      options as never,
    )) as Awaited<ReturnType<Resolver<ProfileFormValues>>>;
    if (changesCredentials(values, currentEmail) && !values.current_password) {
      const errors: FieldErrors<ProfileFormValues> = {
        ...checked.errors,
        current_password: { type: 'required', message: MSG.currentPasswordRequired },
      };
      return { values: {}, errors };
    }
    if (Object.keys(checked.errors).length > 0) return checked;
    // The form's own values go on: empty boxes stay '' and the payload builders leave them out.
    return { values, errors: {} };
  };
}

/** PUT /api/users/me body: the passwords only when filled (docs/product.md). */
export function profilePayload(values: ProfileFormValues): {
  name: string;
  email: string;
  password?: string;
  current_password?: string;
} {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(values.password ? { password: values.password } : {}),
    ...(values.current_password ? { current_password: values.current_password } : {}),
  };
}
