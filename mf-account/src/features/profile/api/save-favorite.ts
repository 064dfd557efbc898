import { mutationOptions, useMutation } from '@tanstack/react-query';
import { endpoints, type FavoriteRequest } from '@academy/contracts';
import { favouriteKeys, queryClient } from '@academy/platform';
import { callEndpoint } from '@academy/platform/kit';

/** Save or unsave a blog. */
export async function saveFavorite({ id, ...body }: FavoriteRequest & { id: number }) {
  return callEndpoint(endpoints.content.updateFavorite, { params: { id }, body });
}

export const saveFavoriteMutationOptions = () =>
  mutationOptions({
    mutationKey: ['account', 'save-favorite'],
    mutationFn: saveFavorite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.all }),
  });

export function useSaveFavoriteMutation() {
  return useMutation(saveFavoriteMutationOptions());
}
