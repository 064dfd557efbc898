import { userKey } from '@academy/platform';

/** Query keys of the subscription screens: the packages on offer (the same for everyone) and the user's orders. */
export const subscriptionKeys = {
  all: ['commerce', 'subscriptions'] as const,
  packages: () => [...subscriptionKeys.all, 'packages'] as const,
  /** An order is the signed-in user's (under the platform's user root). */
  order: (key: string) => userKey('subscription-order', key),
};
