import { z } from 'zod';
import { ROLES, TEACHER_DEFAULT_PROFILE } from '../constants.js';
import { MSG } from '../messages.js';
import { emailField, fullNameField, newPasswordField, passwordField } from './fields.js';

export const teacherProfileSchema = z.strictObject({
  bot_limit: z.literal(TEACHER_DEFAULT_PROFILE.bot_limit),
  current_bots: z.literal(TEACHER_DEFAULT_PROFILE.current_bots),
});

/** Register form and POST /api/auth/register body (docs/product.md). */
export const registerSchema = z.strictObject({
  name: fullNameField,
  email: emailField,
  password: newPasswordField,
  role: z.enum(ROLES, { error: MSG.roleRequired }),
  teacher_profile: teacherProfileSchema.optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** Login form and POST /api/auth/login body. */
export const loginSchema = z.strictObject({
  email: emailField,
  password: passwordField,
});
export type LoginInput = z.infer<typeof loginSchema>;
