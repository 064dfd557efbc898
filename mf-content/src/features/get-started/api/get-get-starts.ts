import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetStart, Language } from '@academy/contracts';
import { http } from '@academy/platform';
import { contentKeys } from '../../../lib/api/query-keys';
import { validate } from '../../../lib/api/validate';

/** GET /client/get-starts: the get-started guides, in order. */
export async function getGetStarts(): Promise<GetStart[]> {
  const { data } = await http.get('/client/get-starts', { params: { _sort: 'order:ASC' }, silent: true });
  const guides = await validate(({ contracts, z }) => z.array(contracts.getStartSchema), data);
  return guides.sort((a, b) => a.order - b.order);
}

export const getStartsQueryOptions = (lang: Language) =>
  queryOptions({ queryKey: contentKeys.getStarts(lang), queryFn: getGetStarts });

export function useGetStarts(lang: Language) {
  return useQuery(getStartsQueryOptions(lang));
}
