import { mutationOptions, useMutation } from '@tanstack/react-query';
import { favoriteSchema, type FavoriteRequest } from '@academy/contracts';
import { favouriteKeys, http, queryClient } from '@academy/platform';

/** PUT /client/favorites/{id}: save or unsave a blog. */
export async function saveFavorite({ id, ...body }: FavoriteRequest & { id: number }) {
  const { data } = await http.put(`/client/favorites/${id}`, body);
  return favoriteSchema.parse(data);
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
