import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type KubBalance, type UserId } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { profileKeys } from './query-keys';

/** The user's points, their KKUB equivalent and the linked wallet's KKUB. */
export async function fetchKubBalance(): Promise<KubBalance> {
  return callEndpoint(endpoints.account.kubBalance, { silent: true });
}

export const kubBalanceQueryOptions = (userId: UserId) =>
  queryOptions({ queryKey: profileKeys.kubBalance(userId), queryFn: fetchKubBalance });

export function useKubBalance(userId: UserId) {
  return useQuery(kubBalanceQueryOptions(userId));
}
