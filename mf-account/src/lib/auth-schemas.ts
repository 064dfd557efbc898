import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from '@academy/contracts';

// Messages are translation keys of the 'account' namespace (see lib/use-validation-message).
const specialCharacter = new RegExp(`[${PASSWORD_SPECIAL_CHARACTERS.replace(/[\\\]^-]/g, '\\$&')}]`);

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'validation.emailRequired')
  .pipe(z.email('validation.emailInvalid'));

/** Spec section 5: at least 8 characters, lower- and upper-case letters, a digit and one of @$!%*?_#&. */
export const newPasswordSchema = z
  .string()
  .min(1, 'validation.passwordRequired')
  .min(PASSWORD_MIN_LENGTH, 'validation.passwordMin')
  .regex(/[a-z]/, 'validation.passwordLower')
  .regex(/[A-Z]/, 'validation.passwordUpper')
  .regex(/\d/, 'validation.passwordDigit')
  .regex(specialCharacter, 'validation.passwordSpecial');

const confirmPasswordSchema = z.string().min(1, 'validation.confirmRequired');

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'validation.passwordRequired'),
});
export type LoginValues = z.input<typeof loginSchema>;

export const registerSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
    acceptTerms: z.boolean().refine((accepted) => accepted, 'validation.termsRequired'),
  })
  .refine((v) => !v.confirmPassword || v.password === v.confirmPassword, {
    message: 'validation.confirmMismatch',
    path: ['confirmPassword'],
  });
export type RegisterValues = z.input<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({ password: newPasswordSchema, confirmPassword: confirmPasswordSchema })
  .refine((v) => !v.confirmPassword || v.password === v.confirmPassword, {
    message: 'validation.confirmMismatch',
    path: ['confirmPassword'],
  });
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;
