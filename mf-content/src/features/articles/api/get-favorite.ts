import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@academy/contracts';
import { favouriteKeys } from '@academy/platform';
import { callEndpoint } from '@academy/platform/kit';

/** Whether the signed-in user saved this article ([] when not). */
export async function getBlogFavorite(blogId: number): Promise<boolean> {
  const favorites = await callEndpoint(endpoints.content.favorites, { query: { blog: blogId }, silent: true });
  return favorites.some((favorite) => favorite.id === blogId);
}

/** Keyed under the shared favourites keys: a change in the profile list shows here, and back. */
export const blogFavoriteQueryOptions = (blogId: number) =>
  queryOptions({ queryKey: favouriteKeys.blog(blogId), queryFn: () => getBlogFavorite(blogId) });

export function useBlogFavorite(blogId: number, signedIn: boolean) {
  return useQuery({ ...blogFavoriteQueryOptions(blogId), enabled: signedIn });
}
