import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@academy/contracts';
import { favouriteKeys } from '@academy/platform';
import { callEndpoint } from '@academy/platform/kit';

export const FAVOURITES_PAGE_SIZE = 12;

/** One page of the saved blogs (Strapi paging), newest first. */
export async function fetchFavorites(page: number) {
  return callEndpoint(endpoints.content.favorites, {
    query: { _start: page * FAVOURITES_PAGE_SIZE, _limit: FAVOURITES_PAGE_SIZE, _sort: 'updated_at:DESC' },
  });
}

export const favoritesQueryOptions = (page: number, lang: string) =>
  queryOptions({ queryKey: favouriteKeys.list(lang, page), queryFn: () => fetchFavorites(page) });

export function useFavorites(page: number, lang: string) {
  return useQuery(favoritesQueryOptions(page, lang));
}
