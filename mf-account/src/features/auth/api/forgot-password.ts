import { mutationOptions, useMutation } from '@tanstack/react-query';
import { endpoints, type ForgotPasswordRequest } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';

/** Mails a password reset link (failures shown inline by the page). */
export async function forgotPassword(body: ForgotPasswordRequest) {
  return callEndpoint(endpoints.account.forgotPassword, { body, silent: true });
}

export const forgotPasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'forgot-password'], mutationFn: forgotPassword });

export function useForgotPasswordMutation() {
  return useMutation(forgotPasswordMutationOptions());
}
