import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { favoriteBlogSchema } from '@academy/contracts';
import { favouriteKeys, http } from '@academy/platform';

export const FAVOURITES_PAGE_SIZE = 12;

/** GET /client/favorites (Strapi paging): the saved blogs, newest first. */
export async function fetchFavorites(page: number) {
  const { data } = await http.get('/client/favorites', {
    params: { _start: page * FAVOURITES_PAGE_SIZE, _limit: FAVOURITES_PAGE_SIZE, _sort: 'updated_at:DESC' },
  });
  return z.array(favoriteBlogSchema).parse(data);
}

export const favoritesQueryOptions = (page: number, lang: string) =>
  queryOptions({ queryKey: favouriteKeys.list(lang, page), queryFn: () => fetchFavorites(page) });

export function useFavorites(page: number, lang: string) {
  return useQuery(favoritesQueryOptions(page, lang));
}
