import { z } from 'zod';
import { MSG } from '../messages.js';
import { EMAIL_PATTERN, newPasswordField } from './fields.js';

/**
 * Profile edit modal and PUT /api/users/me (docs/product.md: password optional, sent only if filled; a new
 * password follows the new-password rule; current_password confirms an email or password change).
 */
export const profileUpdateSchema = z.strictObject({
  name: z.string({ error: MSG.nameRequired }).trim().min(1, MSG.nameRequired).max(100),
  email: z
    .string({ error: MSG.emailRequired })
    .trim()
    .min(1, MSG.emailRequired)
    .regex(EMAIL_PATTERN, MSG.emailInvalid)
    .max(254, MSG.emailInvalid),
  password: newPasswordField.optional(),
  /** Required by the server when the email or the password changes (issue 8). */
  current_password: z.string().max(256).optional(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;
