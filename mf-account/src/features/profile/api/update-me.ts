import { mutationOptions, useMutation } from '@tanstack/react-query';
import { accountUserSchema, type UpdateProfileRequest } from '@academy/contracts';
import { http, toSessionPatch, useSessionStore } from '@academy/platform';

/** PATCH /client/user-clients/me: any subset of the profile fields; answers the whole user. */
export async function updateMe(body: UpdateProfileRequest) {
  const { data } = await http.patch('/client/user-clients/me', body, { silent: true });
  return accountUserSchema.parse(data);
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
