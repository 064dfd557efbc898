import { mutationOptions, useMutation } from '@tanstack/react-query';
import { authResponseSchema, type ResetPasswordRequest } from '@academy/contracts';
import { http } from '@academy/platform';

/** POST /client/user-clients/reset-password (failures shown inline by the page). */
export async function resetPassword(body: ResetPasswordRequest) {
  const { data } = await http.post('/client/user-clients/reset-password', body, { silent: true });
  return authResponseSchema.parse(data);
}

export const resetPasswordMutationOptions = () => mutationOptions({ mutationKey: ['account', 'reset-password'], mutationFn: resetPassword });

export function useResetPasswordMutation() {
  return useMutation(resetPasswordMutationOptions());
}
