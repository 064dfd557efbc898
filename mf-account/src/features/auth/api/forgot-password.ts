import { mutationOptions, useMutation } from '@tanstack/react-query';
import { okResponseSchema, type ForgotPasswordRequest } from '@academy/contracts';
import { http } from '@academy/platform';

/** POST /client/user-clients/forgot-password (failures shown inline by the page). */
export async function forgotPassword(body: ForgotPasswordRequest) {
  const { data } = await http.post('/client/user-clients/forgot-password', body, { silent: true });
  return okResponseSchema.parse(data);
}

export const forgotPasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'forgot-password'], mutationFn: forgotPassword });

export function useForgotPasswordMutation() {
  return useMutation(forgotPasswordMutationOptions());
}
