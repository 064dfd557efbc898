import type { Db } from '../../../db/client.ts';
import { appError } from '../../../lib/app-error.ts';
import type { EntitlementsRepository } from '../entitlements/repository.ts';
import { enqueuePayout } from '../payouts/repository.ts';
import { payoutWallet } from '../payouts/payout-wallet.ts';
import type { pointsRepository } from '../points/repository.ts';
import type { RewardTrackingRow, RewardTrackingsRepository } from '../reward-trackings/repository.ts';
import { activateGrant } from '../subscriptions/activate-grant.ts';
import { redeemErrors } from './errors.ts';
import type { RedeemRow, RedeemsRepository, RewardRow } from './repository.ts';

export interface RedeemResult {
  redeem: RedeemRow;
  reward: RewardRow;
  tracking: RewardTrackingRow;
  point: number;
  /** A membership card waits to be minted (mintPendingCards after the commit). */
  card: boolean;
}

interface Dependencies {
  redeems: RedeemsRepository;
  points: ReturnType<typeof pointsRepository>;
  rewardTrackings: RewardTrackingsRepository;
  entitlements: EntitlementsRepository;
}

/**
 * Redeeming a reward: one transaction under the user's redeem lock (so the per-user and per-day
 * counts cannot race), with the quota taken by one conditional UPDATE (`remaining > 0`) and the
 * points by the ledger's conditional debit.
 */
export function redeemsService(db: Db, deps: Dependencies) {
  const { redeems } = deps;
  return {
    /** Redeems one reward (checks in business-rules.md's order); throws the catalogued AppError. */
    async submit(userId: number, rewardId: number, now: Date): Promise<RedeemResult> {
      return db.transaction(async (tx) => {
        await redeems.lockUser(tx, userId);
        const user = await redeems.findUser(tx, userId);
        const reward = await redeems.findReward(rewardId, tx);
        if (!user) throw appError('UNAUTHORIZED');
        if (!reward || !reward.active) throw appError('NOT_FOUND');

        if (user.kycStatus !== 'verified') throw redeemErrors.kyc();
        if (!(await deps.entitlements.info(userId, now, tx)).active) throw redeemErrors.subscription();
        if (reward.remaining <= 0) throw redeemErrors.outOfRewards();
        if (reward.perUserLimit !== null || reward.perDayLimit !== null) {
          const used = (await redeems.usage(userId, now, tx)).get(reward.id) ?? { total: 0, today: 0 };
          if (
            (reward.perUserLimit !== null && used.total >= reward.perUserLimit) ||
            (reward.perDayLimit !== null && used.today >= reward.perDayLimit)
          ) {
            throw redeemErrors.limit();
          }
        }
        if (user.point < reward.pointCost) throw redeemErrors.points();
        if (reward.aPlusOnly && !(await redeems.hasAPlusPass(tx, userId))) throw redeemErrors.failed();
        const wallet = payoutWallet(user);
        if (reward.type === 'crypto' && !reward.amountKkub) throw redeemErrors.failed();
        if (reward.type === 'crypto' && !wallet) throw redeemErrors.wallet();
        if (reward.type === 'subscription' && !reward.grant) throw redeemErrors.failed();

        // The reads above pick the message; the conditional debit and quota UPDATE below are what
        // make it safe under concurrency (any throw rolls the whole redeem back).
        const redeem = await redeems.insert(tx, {
          userId,
          rewardId: reward.id,
          points: reward.pointCost,
          createdAt: now,
        });
        const point = await deps.points.debit(userId, reward.pointCost, `redeem: ${reward.slug}`, {
          tx,
          sourceKey: `redeem:${redeem.id}`,
        });
        if (point === null) throw redeemErrors.points();
        const tracking = await deps.rewardTrackings.create(
          tx,
          {
            userId,
            source: 'redeem',
            sourceId: redeem.id,
            kind: reward.type,
            rewardNameEn: reward.nameEn,
            rewardNameTh: reward.nameTh,
            points: reward.pointCost,
            amountKkub: reward.amountKkub,
            walletAddress: reward.type === 'crypto' ? wallet : null,
          },
          now,
        );
        if (reward.type === 'crypto') {
          await enqueuePayout(
            tx,
            {
              source: 'redeem',
              redeemId: redeem.id,
              userId,
              trackingId: tracking.id,
              walletAddress: wallet!,
              amountKkub: reward.amountKkub!,
              reference: `redeem:${redeem.id}`,
            },
            now,
          );
        }
        let card = false;
        if (reward.type === 'subscription') {
          ({ card } = await activateGrant(tx, deps.entitlements, {
            userId,
            grant: reward.grant!,
            wallet,
            key: `grant/redeem:${redeem.id}`,
            now,
          }));
        }
        // The quota last: every redeem of this reward queues on its row lock, held only until commit.
        const remaining = await redeems.takeQuota(tx, reward.id);
        if (remaining === null) throw redeemErrors.outOfRewards();
        return { redeem, reward: { ...reward, remaining }, tracking, point, card };
      });
    },
  };
}
