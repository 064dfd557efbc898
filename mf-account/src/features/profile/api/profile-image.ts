import { mutationOptions, useMutation } from '@tanstack/react-query';
import { endpoints, PROFILE_IMAGE_FIELD } from '@academy/contracts';
import { apiAssetUrl, useSessionStore } from '@academy/platform';
import { callEndpoint } from '@academy/platform/kit';

/** Multipart with one `file`. */
export async function uploadProfileImage(file: File) {
  const body = new FormData();
  body.append(PROFILE_IMAGE_FIELD, file);
  return callEndpoint(endpoints.account.uploadProfileImage, { body, silent: true });
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
