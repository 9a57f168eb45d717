import { z } from 'zod';
import { MIN_NAME_LENGTH, MIN_NEW_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants.js';
import { isCommonPassword } from '../text/common-passwords.js';
import { MSG } from '../messages.js';

/** The "standard email pattern" of docs/product.md. */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

export const emailField = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .regex(EMAIL_PATTERN, MSG.emailInvalid)
  .max(254, MSG.emailInvalid);

export const passwordField = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, MSG.passwordMin)
  // Argon2 input stays bounded; 256 is far past any real password.
  .max(256, 'Password must be at most 256 characters');

/**
 * A password being chosen (register, profile change): the rules of docs/product.md, then at least 8
 * characters and not on the common-password list. Forms and routes share this one rule.
 */
export const newPasswordField = passwordField
  .min(MIN_NEW_PASSWORD_LENGTH, MSG.passwordNewMin)
  .refine((p) => !isCommonPassword(p), MSG.passwordCommon);

export const fullNameField = z
  .string({ error: MSG.fullNameRequired })
  .trim()
  .min(1, MSG.fullNameRequired)
  .min(MIN_NAME_LENGTH, MSG.nameMin)
  .max(100, 'Name must be at most 100 characters');
