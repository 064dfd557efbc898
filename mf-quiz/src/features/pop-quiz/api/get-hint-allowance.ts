import { useQuery } from '@tanstack/react-query';
import { http } from '@academy/platform';
import { popQuizKeys } from '../../../lib/api/query-keys';
import { parseResponse } from '../../../lib/api/parse-response';

/**
 * GET /client/user-subscription-infos/detail: the hints a subscriber has left (`remainingHint`);
 * null without an active subscription (the hint panel then says hints are for subscribers).
 */
export async function getHintAllowance(): Promise<number | null> {
  const { data } = await http.get('/client/user-subscription-infos/detail', { silent: true });
  const info = await parseResponse('userSubscriptionDetailSchema', data);
  return info.active ? info.remainingHint : null;
}

export function useHintAllowance(userId: string) {
  return useQuery({
    queryKey: popQuizKeys.hintAllowance(userId),
    queryFn: getHintAllowance,
    enabled: userId !== '',
    retry: false,
  });
}
