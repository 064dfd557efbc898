import type { SubscriptionPackage, SubscriptionPurchaseResponse } from '@academy/contracts';

export { mockApi, type SeenRequest } from '@academy/testing';

export const starter: SubscriptionPackage = {
  id: 1,
  slug: 'starter-monthly',
  name: { en: 'Starter', th: 'สตาร์ทเตอร์' },
  description: { en: 'One month of everything.', th: 'หนึ่งเดือน' },
  price: 500,
  currency: 'USD',
  durationDays: 30,
  hintCount: 10,
  mainQuizCount: 20,
  earnPoints: true,
  unlimitedExclusive: true,
  nftMembershipCard: false,
  validFrom: '2025-01-01T00:00:00.000Z',
  validUntil: null,
};

export const pro: SubscriptionPackage = {
  ...starter,
  id: 2,
  slug: 'pro-quarterly',
  name: { en: 'Pro', th: 'โปร' },
  description: { en: 'Three months.', th: 'สามเดือน' },
  price: 1200,
  durationDays: 90,
  hintCount: 40,
  mainQuizCount: 75,
  nftMembershipCard: true,
};

export const purchaseResponse = (pkg: SubscriptionPackage = pro): SubscriptionPurchaseResponse => ({
  purchase: {
    id: 7,
    status: 'paid',
    packageId: pkg.id,
    packageName: pkg.name,
    amountCents: pkg.price,
    currency: 'USD',
    paymentId: 'pay_1',
    paidAt: '2026-06-01T00:00:00.000Z',
    period: null,
    nftStatus: pkg.nftMembershipCard ? 'minted' : 'none',
    nftTokenId: pkg.nftMembershipCard ? '42' : null,
  },
  subscription: {
    user: 1,
    active: true,
    packageName: pkg.name.en,
    startDay: '2026-06-01T00:00:00.000Z',
    endDay: '2026-08-30T00:00:00.000Z',
    expiryDate: '2026-08-30T00:00:00.000Z',
    totalMainQuiz: pkg.mainQuizCount,
    usedMainQuiz: 0,
    remainingMainQuiz: pkg.mainQuizCount,
    totalHint: pkg.hintCount,
    usedHint: 0,
    remainingHint: pkg.hintCount,
    unlimitedExclusive: true,
    earnPoints: true,
    nftMembershipCard: pkg.nftMembershipCard,
    nftCard: null,
  },
  replayed: false,
});
