import { mutationOptions, useMutation } from '@tanstack/react-query';
import { okResponseSchema, type RegisterRequest } from '@academy/contracts';
import { http } from '@academy/platform';

/** POST /client/user-clients/register (failures shown inline by the page). */
export async function registerAccount(body: RegisterRequest) {
  const { data } = await http.post('/client/user-clients/register', body, { silent: true });
  return okResponseSchema.parse(data);
}

export const registerAccountMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'register'], mutationFn: registerAccount });

export function useRegisterMutation() {
  return useMutation(registerAccountMutationOptions());
}
