import { getQueryClient, loaderData, useSessionStore } from '@academy/platform';
import { redeemsAvailableQueryOptions } from './api/get-redeems-available';
import { redeemHistoriesQueryOptions } from './api/get-redeem-histories';
import { rewardTrackingsQueryOptions } from './api/get-reward-trackings';

const userId = () => useSessionStore.getState().user?.id ?? null;

/** Route loader of the redeem list: starts loading the rewards (with this user's limits). */
export function redeemListLoader() {
  return loaderData(getQueryClient().prefetchQuery(redeemsAvailableQueryOptions(userId())));
}

/** Route loader of the redeem history (signed-in users only). */
export function redeemHistoryLoader() {
  const id = userId();
  if (id !== null) void getQueryClient().prefetchQuery(redeemHistoriesQueryOptions(id));
  return null;
}

/** Route loader of the reward tracking page (signed-in users only). */
export function rewardTrackingLoader() {
  const id = userId();
  if (id !== null) void getQueryClient().prefetchQuery(rewardTrackingsQueryOptions(id));
  return null;
}
