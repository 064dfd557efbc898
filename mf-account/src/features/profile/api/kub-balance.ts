import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type KubBalance } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { profileKeys } from './query-keys';

/** The user's points, their KKUB equivalent and the linked wallet's KKUB. */
export async function fetchKubBalance(): Promise<KubBalance> {
  return callEndpoint(endpoints.account.kubBalance, { silent: true });
}

export const kubBalanceQueryOptions = (userId: number | string) =>
  queryOptions({ queryKey: profileKeys.kubBalance(userId), queryFn: fetchKubBalance });

export function useKubBalance(userId: number | string) {
  return useQuery(kubBalanceQueryOptions(userId));
}
