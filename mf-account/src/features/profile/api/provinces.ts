import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { provinceSchema } from '@academy/contracts';
import { http } from '@academy/platform';
import { provinceKeys } from './query-keys';

/** GET /client/provinces: fetched once and cached for the life of the page (spec section 3). */
export async function fetchProvinces() {
  const { data } = await http.get('/client/provinces', { silent: true });
  return z.array(provinceSchema).parse(data);
}

export const provincesQueryOptions = () =>
  queryOptions({ queryKey: provinceKeys.all, queryFn: fetchProvinces, staleTime: Infinity, gcTime: Infinity });

export function useProvinces() {
  return useQuery(provincesQueryOptions());
}
