import { mutationOptions, useMutation } from '@tanstack/react-query';
import { endpoints, type LoginRequest } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';

/** Logs in with email and password (failures shown inline by the page). */
export async function login(body: LoginRequest) {
  return callEndpoint(endpoints.account.login, { body, silent: true });
}

export const loginMutationOptions = () => mutationOptions({ mutationKey: ['account', 'login'], mutationFn: login });

export function useLoginMutation() {
  return useMutation(loginMutationOptions());
}
