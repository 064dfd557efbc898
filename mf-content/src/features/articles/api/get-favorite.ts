import { queryOptions, useQuery } from '@tanstack/react-query';
import { favouriteKeys, http } from '@academy/platform';
import { validate } from '../../../lib/api/validate';

/** GET /client/favorites?blog=<id>: whether the signed-in user saved this article ([] when not). */
export async function getBlogFavorite(blogId: number): Promise<boolean> {
  const { data } = await http.get('/client/favorites', { params: { blog: blogId }, silent: true });
  const favorites = await validate(({ contracts, z }) => z.array(contracts.favoriteBlogSchema), data);
  return favorites.some((favorite) => favorite.id === blogId);
}

/** Keyed under the shared favourites keys: a change in the profile list shows here, and back. */
export const blogFavoriteQueryOptions = (blogId: number) =>
  queryOptions({ queryKey: favouriteKeys.blog(blogId), queryFn: () => getBlogFavorite(blogId) });

export function useBlogFavorite(blogId: number, signedIn: boolean) {
  return useQuery({ ...blogFavoriteQueryOptions(blogId), enabled: signedIn });
}
