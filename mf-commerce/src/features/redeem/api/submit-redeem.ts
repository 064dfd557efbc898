import { useMutation } from '@tanstack/react-query';
import { redeemSubmitResponseSchema, type RedeemSubmitResponse } from '@academy/contracts';
import { http, refreshAfterBalanceChange } from '@academy/platform';

/** POST /client/redeems/{id}/submit: spend points on a reward. */
export async function submitRedeem(rewardId: number): Promise<RedeemSubmitResponse> {
  const { data } = await http.post(`/client/redeems/${rewardId}/submit`, undefined, { silent: true });
  return redeemSubmitResponseSchema.parse(data);
}

export function useSubmitRedeem() {
  return useMutation({
    mutationFn: submitRedeem,
    // a redeem can activate a subscription too: the header and every cached view refresh
    onSuccess: (result) => refreshAfterBalanceChange(result.point),
  });
}
