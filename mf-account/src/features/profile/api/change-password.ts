import { mutationOptions, useMutation } from '@tanstack/react-query';
import { endpoints, type ChangePasswordRequest } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';

/** Changes the password (logged in; errors shown inline). */
export async function changePassword(body: ChangePasswordRequest) {
  await callEndpoint(endpoints.account.changePassword, { body, silent: true });
}

export const changePasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'change-password'], mutationFn: changePassword });

export function useChangePasswordMutation() {
  return useMutation(changePasswordMutationOptions());
}
