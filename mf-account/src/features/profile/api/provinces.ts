import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { provinceKeys } from './query-keys';

/** The provinces: fetched once and cached for the life of the page (spec section 3). */
export async function fetchProvinces() {
  return callEndpoint(endpoints.account.provinces, { silent: true });
}

export const provincesQueryOptions = () =>
  queryOptions({ queryKey: provinceKeys.all, queryFn: fetchProvinces, staleTime: Infinity, gcTime: Infinity });

export function useProvinces() {
  return useQuery(provincesQueryOptions());
}
