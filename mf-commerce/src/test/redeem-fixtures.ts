import type { RedeemAvailable, RedeemHistory, RewardTracking } from '@academy/contracts';

export const kkub: RedeemAvailable = {
  id: 1,
  slug: 'kkub-1',
  type: 'crypto',
  name: { en: '1 KKUB', th: '1 KKUB' },
  description: { en: 'One KKUB to your wallet.', th: 'หนึ่ง KKUB' },
  pointCost: 100,
  amountKkub: 1,
  totalQuota: 50,
  remaining: 49,
  perUserLimit: 5,
  perDayLimit: 2,
  aPlusOnly: false,
  packageName: null,
  timesLeft: 4,
  perDayLeft: 1,
  affordable: true,
};

export const shirt: RedeemAvailable = {
  ...kkub,
  id: 2,
  slug: 'academy-t-shirt',
  type: 'physical',
  name: { en: 'Academy T-shirt', th: 'เสื้อยืดอะคาเดมี' },
  pointCost: 800,
  amountKkub: null,
  perUserLimit: null,
  perDayLimit: null,
  timesLeft: null,
  perDayLeft: null,
  affordable: false,
};

export const cryptoTracking: RewardTracking = {
  id: 11,
  source: 'redeem',
  sourceId: 5,
  kind: 'crypto',
  status: 'pending',
  rewardName: { en: '1 KKUB', th: '1 KKUB' },
  points: 100,
  amountKkub: 1,
  walletAddress: '0x1001a11ce0000000000000000000000000001001',
  deliveryAddress: null,
  carrier: null,
  trackingNumber: null,
  history: [{ status: 'pending', at: '2026-06-10T03:00:00.000Z' }],
  createdAt: '2026-06-10T03:00:00.000Z',
  updatedAt: '2026-06-10T03:00:00.000Z',
};

export const shirtTracking: RewardTracking = {
  ...cryptoTracking,
  id: 12,
  sourceId: 6,
  kind: 'physical',
  status: 'waiting-address',
  rewardName: { en: 'Academy T-shirt', th: 'เสื้อยืดอะคาเดมี' },
  points: 800,
  amountKkub: null,
  walletAddress: null,
  history: [{ status: 'waiting-address', at: '2026-06-10T03:00:00.000Z' }],
};

export const historyRow: RedeemHistory = {
  id: 5,
  rewardId: 1,
  rewardName: { en: '1 KKUB', th: '1 KKUB' },
  type: 'crypto',
  points: 100,
  redeemedAt: '2026-06-10T03:00:00.000Z',
  refunded: false,
  trackingId: 11,
  status: 'completed',
};
