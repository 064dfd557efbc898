import { z } from 'zod';
import { PHONE_PATTERN, POSTCODE_PATTERN } from '@academy/contracts';
import { newPasswordSchema } from '../../lib/auth-schemas';

// Messages are translation keys of the 'account' namespace (see lib/use-validation-message).
const optional = (max: number) => z.string().trim().max(max, 'validation.tooLong');

export const profileSchema = z.object({
  name: optional(100),
  surname: optional(100),
  phishingWords: optional(50),
  phoneNumber: z
    .string()
    .trim()
    .refine((value) => value === '' || PHONE_PATTERN.test(value.replace(/[\s-]/g, '')), 'validation.phoneInvalid'),
  address: optional(500),
  province: z.string(),
  postcode: z
    .string()
    .trim()
    .refine((value) => value === '' || POSTCODE_PATTERN.test(value), 'validation.postcodeInvalid'),
  walletAddress: z
    .string()
    .trim()
    .refine((value) => value === '' || /^0x[0-9a-fA-F]{40}$/.test(value), 'validation.walletInvalid'),
});
export type ProfileValues = z.input<typeof profileSchema>;

export const changePasswordSchema = z
  .object({
    oldPassword: z.string().min(1, 'validation.passwordRequired'),
    newPassword: newPasswordSchema,
    confirmPassword: z.string().min(1, 'validation.confirmRequired'),
  })
  .refine((v) => !v.newPassword || v.newPassword !== v.oldPassword, {
    message: 'validation.sameAsOld',
    path: ['newPassword'],
  })
  .refine((v) => !v.confirmPassword || v.newPassword === v.confirmPassword, {
    message: 'validation.confirmMismatch',
    path: ['confirmPassword'],
  });
export type ChangePasswordValues = z.input<typeof changePasswordSchema>;
