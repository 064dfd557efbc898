import { useMutation } from '@tanstack/react-query';
import { redeemSubmitResponseSchema, type RedeemSubmitResponse } from '@academy/contracts';
import { http, useSessionStore } from '@academy/platform';
import { refreshAfterBalanceChange } from '../../../lib/refresh-session';

/** POST /client/redeems/{id}/submit: spend points on a reward. */
export async function submitRedeem(rewardId: number): Promise<RedeemSubmitResponse> {
  const { data } = await http.post(`/client/redeems/${rewardId}/submit`, undefined, { silent: true });
  return redeemSubmitResponseSchema.parse(data);
}

export function useSubmitRedeem() {
  return useMutation({
    mutationFn: submitRedeem,
    onSuccess: async (result) => {
      useSessionStore.getState().mergeUser({ point: result.point });
      await refreshAfterBalanceChange();
    },
  });
}
