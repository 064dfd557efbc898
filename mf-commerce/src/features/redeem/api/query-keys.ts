import { userKey } from '@academy/platform';
import type { UserId } from '@academy/contracts';

/**
 * Query keys of the redeem screens (one prefix, invalidated after a redeem or a coupon). The
 * signed-in user's lists (limits left, history, trackings) are under the platform's user root, so
 * signing out drops them; a visitor's catalogue is the same for every visitor.
 */
export const redeemKeys = {
  all: userKey('redeem'),
  available: (userId: UserId | null) =>
    userId === null
      ? (['commerce', 'redeem', 'available'] as const)
      : ([...redeemKeys.all, 'available', userId] as const),
  histories: (userId: UserId | null) => [...redeemKeys.all, 'histories', userId] as const,
  trackings: (userId: UserId | null) => [...redeemKeys.all, 'trackings', userId] as const,
};
