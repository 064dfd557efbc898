import { useMutation } from '@tanstack/react-query';
import { endpoints, type CouponRedeem } from '@academy/contracts';
import { refreshAfterBalanceChange } from '@academy/platform';
import { callEndpoint } from '@academy/platform/kit';

/** Apply a coupon (points or a package). */
export async function redeemCoupon(code: string): Promise<CouponRedeem> {
  return callEndpoint(endpoints.commerce.redeemCoupon, { body: { code }, silent: true });
}

export function useRedeemCoupon() {
  return useMutation({
    mutationFn: redeemCoupon,
    // a coupon can grant points or a package: the header and every cached view refresh
    onSuccess: (result) => refreshAfterBalanceChange(result.point),
  });
}
