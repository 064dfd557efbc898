import type { RedeemHistory, RewardTracking } from '@academy/contracts';
import type { RedeemRow, RewardRow } from '../../../repositories/redeems.ts';
import type { RewardTrackingRow } from '../../../repositories/reward-trackings.ts';

/** A tracking row as the API answers it (contracts `rewardTrackingSchema`). */
export function toRewardTracking(row: RewardTrackingRow): RewardTracking {
  return {
    id: row.id,
    source: row.source,
    sourceId: row.sourceId,
    kind: row.kind,
    status: row.status,
    rewardName: { en: row.rewardNameEn, th: row.rewardNameTh },
    points: row.points,
    amountKkub: row.amountKkub,
    walletAddress: row.walletAddress,
    deliveryAddress: row.deliveryAddress ?? null,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    history: row.history,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

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
