import { mutationOptions, useMutation } from '@tanstack/react-query';
import { PROFILE_IMAGE_FIELD, profileImageSchema } from '@academy/contracts';
import { apiAssetUrl, http, useSessionStore } from '@academy/platform';

/** POST /client/user-clients/me/profile-image: multipart with one `file`. */
export async function uploadProfileImage(file: File) {
  const body = new FormData();
  body.append(PROFILE_IMAGE_FIELD, file);
  const { data } = await http.post('/client/user-clients/me/profile-image', body, { silent: true });
  return profileImageSchema.parse(data);
}

export const uploadProfileImageMutationOptions = () =>
  mutationOptions({
    mutationKey: ['account', 'profile-image'],
    mutationFn: uploadProfileImage,
    onSuccess: ({ profileImage }) => useSessionStore.getState().mergeUser({ profileImage: apiAssetUrl(profileImage) }),
  });

export function useUploadProfileImageMutation() {
  return useMutation(uploadProfileImageMutationOptions());
}
