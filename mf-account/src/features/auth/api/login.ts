import { mutationOptions, useMutation } from '@tanstack/react-query';
import { authResponseSchema, type LoginRequest } from '@academy/contracts';
import { http } from '@academy/platform';

/** POST /client/user-clients/login (failures shown inline by the page). */
export async function login(body: LoginRequest) {
  const { data } = await http.post('/client/user-clients/login', body, { silent: true });
  return authResponseSchema.parse(data);
}

export const loginMutationOptions = () => mutationOptions({ mutationKey: ['account', 'login'], mutationFn: login });

export function useLoginMutation() {
  return useMutation(loginMutationOptions());
}
