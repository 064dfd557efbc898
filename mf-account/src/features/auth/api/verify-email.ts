import { mutationOptions, useMutation } from '@tanstack/react-query';
import { verifyEmailResponseSchema, type VerifyEmailRequest } from '@academy/contracts';
import { http } from '@academy/platform';

/** POST /client/user-clients/verify-email: verifies only, the user then logs in (failures shown inline by the page). */
export async function verifyEmail(body: VerifyEmailRequest) {
  const { data } = await http.post('/client/user-clients/verify-email', body, { silent: true });
  return verifyEmailResponseSchema.parse(data);
}

export const verifyEmailMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'verify-email'], mutationFn: verifyEmail });

export function useVerifyEmailMutation() {
  return useMutation(verifyEmailMutationOptions());
}
