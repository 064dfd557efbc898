import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type GetStart, type Language } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { contentKeys } from '../../../lib/api/query-keys';

/** The get-started guides, in order. */
export async function getGetStarts(): Promise<GetStart[]> {
  const guides = await callEndpoint(endpoints.content.getStarts, { query: { _sort: 'order:ASC' }, silent: true });
  return guides.sort((a, b) => a.order - b.order);
}

export const getStartsQueryOptions = (lang: Language) =>
  queryOptions({ queryKey: contentKeys.getStarts(lang), queryFn: getGetStarts });

export function useGetStarts(lang: Language) {
  return useQuery(getStartsQueryOptions(lang));
}
