import { useMutation } from '@tanstack/react-query';
import { couponRedeemSchema, type CouponRedeem } from '@academy/contracts';
import { http, useSessionStore } from '@academy/platform';
import { refreshAfterBalanceChange } from '../../../lib/refresh-session';

/** POST /client/coupon-codes/redeem: apply a coupon (points or a package). */
export async function redeemCoupon(code: string): Promise<CouponRedeem> {
  const { data } = await http.post('/client/coupon-codes/redeem', { code }, { silent: true });
  return couponRedeemSchema.parse(data);
}

export function useRedeemCoupon() {
  return useMutation({
    mutationFn: redeemCoupon,
    onSuccess: async (result) => {
      useSessionStore.getState().mergeUser({ point: result.point });
      await refreshAfterBalanceChange();
    },
  });
}
