import { mutationOptions, useMutation } from '@tanstack/react-query';
import { endpoints, type RegisterRequest } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';

/** Registers an account (failures shown inline by the page). */
export async function registerAccount(body: RegisterRequest) {
  return callEndpoint(endpoints.account.register, { body, silent: true });
}

export const registerAccountMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'register'], mutationFn: registerAccount });

export function useRegisterMutation() {
  return useMutation(registerAccountMutationOptions());
}
