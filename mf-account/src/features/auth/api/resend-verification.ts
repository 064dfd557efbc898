import { mutationOptions, useMutation } from '@tanstack/react-query';
import { endpoints, type ResendVerificationRequest } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';

/** Sends the verification mail again (failures shown inline by the page). */
export async function resendVerification(body: ResendVerificationRequest) {
  return callEndpoint(endpoints.account.resendVerification, { body, silent: true });
}

export const resendVerificationMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'resend-verification'], mutationFn: resendVerification });

export function useResendVerificationMutation() {
  return useMutation(resendVerificationMutationOptions());
}
