import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type FavoriteRequest } from '@academy/contracts';
import { favouriteKeys } from '@academy/platform';
import { callEndpoint } from '@academy/platform/kit';
import { blogFavoriteQueryOptions } from './get-favorite';

/** Saves or unsaves an article (`{ type: 'blog', status }`). */
export async function updateBlogFavorite(blogId: number, status: FavoriteRequest['status']) {
  return callEndpoint(endpoints.content.updateFavorite, { params: { id: blogId }, body: { type: 'blog', status } });
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
