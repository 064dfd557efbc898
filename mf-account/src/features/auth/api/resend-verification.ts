import { mutationOptions, useMutation } from '@tanstack/react-query';
import { okResponseSchema, type ResendVerificationRequest } from '@academy/contracts';
import { http } from '@academy/platform';

/** POST /client/user-clients/resend-verification (failures shown inline by the page). */
export async function resendVerification(body: ResendVerificationRequest) {
  const { data } = await http.post('/client/user-clients/resend-verification', body, { silent: true });
  return okResponseSchema.parse(data);
}

export const resendVerificationMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'resend-verification'], mutationFn: resendVerification });

export function useResendVerificationMutation() {
  return useMutation(resendVerificationMutationOptions());
}
