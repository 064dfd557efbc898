import { mutationOptions, useMutation } from '@tanstack/react-query';
import { authResponseSchema, okResponseSchema, type ResetPasswordRequest } from '@academy/contracts';
import { http } from '@academy/platform';

/** POST /client/user-clients/reset-password: `{ ok }`, or `{ token, user }` when the API signs the user in. */
export async function resetPassword(body: ResetPasswordRequest) {
  const { data } = await http.post('/client/user-clients/reset-password', body, { silent: true });
  return authResponseSchema.or(okResponseSchema).parse(data);
}

export const resetPasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'reset-password'], mutationFn: resetPassword });

export function useResetPasswordMutation() {
  return useMutation(resetPasswordMutationOptions());
}
