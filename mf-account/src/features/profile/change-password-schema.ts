import { changePasswordRequestSchema, validationKey } from '@academy/contracts';

/**
 * The API's change-password request plus what the form can tell before asking: the new password
 * differs from the old one (the API answers PASSWORD_SAME_AS_OLD, with the same words).
 */
export const changePasswordFormSchema = changePasswordRequestSchema.refine(
  (body) => body.newPassword !== body.oldPassword,
  { message: validationKey('passwordSameAsOld'), path: ['newPassword'] },
);
