import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@academy/contracts';
import { http } from '@academy/platform';
import { blogFavoriteQueryOptions, type FavoriteStatus } from './get-favorite';

/** PUT /client/favorites/{id} { type: 'blog', status }: save or unsave an article. */
export async function updateBlogFavorite(blogId: number, status: FavoriteStatus): Promise<void> {
  await http.put(`/client/favorites/${blogId}`, { type: 'blog', status });
}

export function useUpdateBlogFavorite(lang: Language, blogId: number, userId: string | number) {
  const queryClient = useQueryClient();
  const { queryKey } = blogFavoriteQueryOptions(lang, blogId, userId);
  return useMutation({
    mutationFn: (saved: boolean) => updateBlogFavorite(blogId, saved ? 'SAVED' : 'UNSAVED'),
    onSuccess: (_data, saved) => queryClient.setQueryData(queryKey, saved),
  });
}
