import type { RedeemHistory } from '@academy/contracts';
import type { RedeemRow, RewardRow } from './repository.ts';
import type { RewardTrackingRow } from '../reward-trackings/repository.ts';

export function toRedeemHistory(
  redeem: RedeemRow,
  reward: RewardRow,
  tracking: RewardTrackingRow | null,
): RedeemHistory {
  return {
    id: redeem.id,
    rewardId: reward.id,
    rewardName: { en: reward.nameEn, th: reward.nameTh },
    type: reward.type,
    points: redeem.points,
    redeemedAt: redeem.createdAt.toISOString(),
    refunded: redeem.refundedAt !== null,
    trackingId: tracking?.id ?? null,
    status: tracking?.status ?? null,
  };
}
