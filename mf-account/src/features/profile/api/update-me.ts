import { mutationOptions, useMutation } from '@tanstack/react-query';
import { endpoints, type UpdateProfileRequest } from '@academy/contracts';
import { toSessionPatch, useSessionStore } from '@academy/platform';
import { callEndpoint } from '@academy/platform/kit';

/** Updates any subset of the profile fields; answers the whole user. */
export async function updateMe(body: UpdateProfileRequest) {
  return callEndpoint(endpoints.account.updateMe, { body, silent: true });
}

export const updateMeMutationOptions = () =>
  mutationOptions({
    mutationKey: ['account', 'update-me'],
    mutationFn: updateMe,
    onSuccess: (user) => useSessionStore.getState().mergeUser(toSessionPatch(user)),
  });

export function useUpdateMeMutation() {
  return useMutation(updateMeMutationOptions());
}
