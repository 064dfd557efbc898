import { queryOptions, useQuery } from '@tanstack/react-query';
import { kubBalanceSchema, type KubBalance } from '@academy/contracts';
import { http } from '@academy/platform';
import { profileKeys } from './query-keys';

/** GET /client/v2/profile/kub-balance: the user's points, their KKUB equivalent and the linked wallet's KKUB. */
export async function fetchKubBalance(): Promise<KubBalance> {
  const { data } = await http.get('/client/v2/profile/kub-balance', { silent: true });
  return kubBalanceSchema.parse(data);
}

export const kubBalanceQueryOptions = (userId: number | string) =>
  queryOptions({ queryKey: profileKeys.kubBalance(userId), queryFn: fetchKubBalance });

export function useKubBalance(userId: number | string) {
  return useQuery(kubBalanceQueryOptions(userId));
}
