import { useMutation } from '@tanstack/react-query';
import { couponCheckSchema, type CouponCheck } from '@academy/contracts';
import { http } from '@academy/platform';

/** GET /client/coupon-codes/check?code=: what a coupon gives, if the user may redeem it now. */
export async function checkCoupon(code: string): Promise<CouponCheck> {
  const { data } = await http.get('/client/coupon-codes/check', { params: { code }, silent: true });
  return couponCheckSchema.parse(data);
}

/** A check runs when the user asks for it (a mutation: not cached, not refetched). */
export function useCheckCoupon() {
  return useMutation({ mutationFn: checkCoupon });
}
