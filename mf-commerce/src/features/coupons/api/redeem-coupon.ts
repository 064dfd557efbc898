import { useMutation } from '@tanstack/react-query';
import { couponRedeemSchema, type CouponRedeem } from '@academy/contracts';
import { http, refreshAfterBalanceChange } from '@academy/platform';

/** POST /client/coupon-codes/redeem: apply a coupon (points or a package). */
export async function redeemCoupon(code: string): Promise<CouponRedeem> {
  const { data } = await http.post('/client/coupon-codes/redeem', { code }, { silent: true });
  return couponRedeemSchema.parse(data);
}

export function useRedeemCoupon() {
  return useMutation({
    mutationFn: redeemCoupon,
    // a coupon can grant points or a package: the header and every cached view refresh
    onSuccess: (result) => refreshAfterBalanceChange(result.point),
  });
}
