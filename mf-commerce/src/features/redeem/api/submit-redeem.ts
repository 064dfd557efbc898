import { useMutation } from '@tanstack/react-query';
import { endpoints, type RedeemSubmitResponse } from '@academy/contracts';
import { refreshAfterBalanceChange } from '@academy/platform';
import { callEndpoint } from '@academy/platform/kit';

/** Spend points on a reward. */
export async function submitRedeem(rewardId: number): Promise<RedeemSubmitResponse> {
  return callEndpoint(endpoints.commerce.submitRedeem, { params: { id: rewardId }, silent: true });
}

export function useSubmitRedeem() {
  return useMutation({
    mutationFn: submitRedeem,
    // a redeem can activate a subscription too: the header and every cached view refresh
    onSuccess: (result) => refreshAfterBalanceChange(result.point),
  });
}
