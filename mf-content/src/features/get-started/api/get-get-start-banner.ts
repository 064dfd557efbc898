import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type GetStartBanner, type Language } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { contentKeys } from '../../../lib/api/query-keys';

/** The latest get-started banner; `null` when there is none. */
export async function getGetStartBanner(): Promise<GetStartBanner | null> {
  const answer = await callEndpoint(endpoints.content.getStartBanners, {
    query: { _sort: 'updated_at:DESC', _limit: 1 },
    silent: true,
  });
  return answer[0] ?? null;
}

export const getStartBannerQueryOptions = (lang: Language) =>
  queryOptions({ queryKey: contentKeys.getStartBanner(lang), queryFn: getGetStartBanner });

export function useGetStartBanner(lang: Language) {
  return useQuery(getStartBannerQueryOptions(lang));
}
