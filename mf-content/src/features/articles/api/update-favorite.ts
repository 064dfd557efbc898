import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavoriteRequest } from '@academy/contracts';
import { favouriteKeys, http } from '@academy/platform';
import { validate } from '../../../lib/api/validate';
import { blogFavoriteQueryOptions } from './get-favorite';

/** PUT /client/favorites/{id} { type: 'blog', status }: save or unsave an article. */
export async function updateBlogFavorite(blogId: number, status: FavoriteRequest['status']) {
  const { data } = await http.put(`/client/favorites/${blogId}`, { type: 'blog', status } satisfies FavoriteRequest);
  return validate(({ contracts }) => contracts.favoriteSchema, data);
}

/** Saves or unsaves; the article shows it at once and every favourites list (the profile's) refetches. */
export function useUpdateBlogFavorite(blogId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (saved: boolean) => updateBlogFavorite(blogId, saved ? 'SAVED' : 'UNSAVED'),
    onSuccess: async (_data, saved) => {
      queryClient.setQueryData(blogFavoriteQueryOptions(blogId).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: favouriteKeys.all, refetchType: 'none' });
    },
  });
}
