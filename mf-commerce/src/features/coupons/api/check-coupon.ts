import { useMutation } from '@tanstack/react-query';
import { endpoints, type CouponCheck } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';

/** What a coupon gives, if the user may redeem it now. */
export async function checkCoupon(code: string): Promise<CouponCheck> {
  return callEndpoint(endpoints.commerce.checkCoupon, { query: { code }, silent: true });
}

/** A check runs when the user asks for it (a mutation: not cached, not refetched). */
export function useCheckCoupon() {
  return useMutation({ mutationFn: checkCoupon });
}
