import type { RewardTracking } from '@academy/contracts';
import type { RewardTrackingRow } from './repository.ts';

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
