/** Query keys of the redeem screens (one prefix, invalidated after a redeem or a coupon). */
export const redeemKeys = {
  all: ['commerce', 'redeem'] as const,
  available: (userId: number | string | null) => [...redeemKeys.all, 'available', userId] as const,
  histories: (userId: number | string) => [...redeemKeys.all, 'histories', userId] as const,
  trackings: (userId: number | string) => [...redeemKeys.all, 'trackings', userId] as const,
};
