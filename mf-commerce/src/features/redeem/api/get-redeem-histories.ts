import { queryOptions, useQuery } from '@tanstack/react-query';
import { redeemHistoriesSchema, type RedeemHistory } from '@academy/contracts';
import { http, useSessionStore } from '@academy/platform';
import { redeemKeys } from './query-keys';

/** GET /client/redeem-histories: the user's redeems, newest first. */
export async function getRedeemHistories(): Promise<RedeemHistory[]> {
  const { data } = await http.get('/client/redeem-histories', { params: { _limit: 100 }, silent: true });
  return redeemHistoriesSchema.parse(data);
}

export const redeemHistoriesQueryOptions = (userId: number | string) =>
  queryOptions({ queryKey: redeemKeys.histories(userId), queryFn: getRedeemHistories });

export function useRedeemHistories() {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return useQuery({ ...redeemHistoriesQueryOptions(userId ?? ''), enabled: userId !== null });
}
