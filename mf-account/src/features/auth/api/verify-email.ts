import { mutationOptions, useMutation } from '@tanstack/react-query';
import { endpoints, type VerifyEmailRequest } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';

/** Verifies the email address only, the user then logs in (failures shown inline by the page). */
export async function verifyEmail(body: VerifyEmailRequest) {
  return callEndpoint(endpoints.account.verifyEmail, { body, silent: true });
}

export const verifyEmailMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'verify-email'], mutationFn: verifyEmail });

export function useVerifyEmailMutation() {
  return useMutation(verifyEmailMutationOptions());
}
