import { endpoints, type UserId } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@academy/platform/kit';
import { popQuizKeys } from '../../../lib/api/query-keys';

/**
 * The hints a subscriber has left (`remainingHint`);
 * null without an active subscription (the hint panel then says hints are for subscribers).
 */
export async function getHintAllowance(): Promise<number | null> {
  const info = await callEndpoint(endpoints.account.subscriptionDetail, { silent: true });
  return info.active ? info.remainingHint : null;
}

export function useHintAllowance(userId: UserId | null) {
  return useQuery({
    queryKey: popQuizKeys.hintAllowance(userId),
    queryFn: getHintAllowance,
    enabled: userId !== null,
    retry: false,
  });
}
