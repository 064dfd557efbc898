/** Query keys of the subscription screens (one prefix, invalidated after a purchase). */
export const subscriptionKeys = {
  all: ['commerce', 'subscriptions'] as const,
  packages: () => [...subscriptionKeys.all, 'packages'] as const,
  order: (key: string) => [...subscriptionKeys.all, 'order', key] as const,
};
