import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetStartBanner, Language } from '@academy/contracts';
import { http } from '@academy/platform';
import { contentKeys } from '../../../lib/api/query-keys';
import { validate } from '../../../lib/api/validate';

/** GET /client/get-start-banners (latest 1); `null` when there is none. */
export async function getGetStartBanner(): Promise<GetStartBanner | null> {
  const { data } = await http.get('/client/get-start-banners', {
    params: { _sort: 'updated_at:DESC', _limit: 1 },
    silent: true,
  });
  const answer = await validate(
    ({ contracts, z }) => z.union([z.array(contracts.getStartBannerSchema), contracts.getStartBannerSchema, z.null()]),
    data,
  );
  return Array.isArray(answer) ? (answer[0] ?? null) : answer;
}

export const getStartBannerQueryOptions = (lang: Language) =>
  queryOptions({ queryKey: contentKeys.getStartBanner(lang), queryFn: getGetStartBanner });

export function useGetStartBanner(lang: Language) {
  return useQuery(getStartBannerQueryOptions(lang));
}
