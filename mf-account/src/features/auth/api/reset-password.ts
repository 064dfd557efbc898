import { mutationOptions, useMutation } from '@tanstack/react-query';
import { endpoints, type ResetPasswordRequest } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';

/** Sets a new password from a reset link: `{ ok, message }` (a reset signs no one in: the user logs in next). */
export async function resetPassword(body: ResetPasswordRequest) {
  return callEndpoint(endpoints.account.resetPassword, { body, silent: true });
}

export const resetPasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'reset-password'], mutationFn: resetPassword });

export function useResetPasswordMutation() {
  return useMutation(resetPasswordMutationOptions());
}
