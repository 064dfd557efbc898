import { appError } from '../../../lib/app-error.ts';

/** Unknown, expired, used up or already used by this user: one answer (spec section 5). */
export const couponInvalid = () => appError('COUPON_INVALID');
