import { mutationOptions, useMutation } from '@tanstack/react-query';
import { okResponseSchema, type ResetPasswordRequest } from '@academy/contracts';
import { http } from '@academy/platform';

/** POST /client/user-clients/reset-password: `{ ok, message }` (a reset signs no one in: the user logs in next). */
export async function resetPassword(body: ResetPasswordRequest) {
  const { data } = await http.post('/client/user-clients/reset-password', body, { silent: true });
  return okResponseSchema.parse(data);
}

export const resetPasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'reset-password'], mutationFn: resetPassword });

export function useResetPasswordMutation() {
  return useMutation(resetPasswordMutationOptions());
}
