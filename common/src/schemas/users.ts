import { z } from 'zod';
import { MSG } from '../messages.js';
import { EMAIL_PATTERN, passwordField } from './fields.js';

/** Profile edit modal and PUT /api/users/me (spec §5: password optional, sent only if filled). */
export const profileUpdateSchema = z.strictObject({
  name: z.string({ error: MSG.nameRequired }).trim().min(1, MSG.nameRequired).max(100),
  email: z
    .string({ error: MSG.emailRequired })
    .trim()
    .min(1, MSG.emailRequired)
    .regex(EMAIL_PATTERN, MSG.emailInvalid)
    .max(254, MSG.emailInvalid),
  password: passwordField.optional(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;
