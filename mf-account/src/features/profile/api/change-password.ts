import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@academy/contracts';
import { http } from '@academy/platform';

/** POST /client/user-clients/change-password (logged in; errors shown inline). */
export async function changePassword(body: ChangePasswordRequest) {
  await http.post('/client/user-clients/change-password', body, { silent: true });
}

export const changePasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'change-password'], mutationFn: changePassword });

export function useChangePasswordMutation() {
  return useMutation(changePasswordMutationOptions());
}
