import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import {
  quizAttempts,
  redeems,
  rewards,
  rewardTrackings,
  subscriptionPackages,
  subscriptionPurchases,
  users,
  type RewardGrant,
} from '../../../db/schema/index.ts';
import { appError } from '../../../lib/app-error.ts';
import type { EntitlementsRepository, SubscriptionGrant } from '../entitlements/repository.ts';
import { grantOf } from '../subscriptions/repository.ts';
import { enqueuePayout } from '../payouts/repository.ts';
import type { pointsRepository } from '../points/repository.ts';
import type { RewardTrackingRow, RewardTrackingsRepository } from '../reward-trackings/repository.ts';

export type RewardRow = typeof rewards.$inferSelect;
export type RedeemRow = typeof redeems.$inferSelect;

/** Per-day limits count the Bangkok calendar day (contracts REDEEM_DAY_UTC_OFFSET_HOURS). */
const DAY_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Namespace of the per-user advisory lock taken by every redeem (the second key is the user id). */
const REDEEM_LOCK = 7_243_010;

export function dayStart(now: Date): Date {
  return new Date(Math.floor((now.getTime() + DAY_OFFSET_MS) / DAY_MS) * DAY_MS - DAY_OFFSET_MS);
}

/** The spec's Redeem catalogue (section 8), in business-rules.md's order. */
export const redeemErrors = {
  kyc: () => appError('REDEEM_KYC_NEEDED'),
  subscription: () => appError('REDEEM_SUBSCRIPTION_REQUIRED'),
  outOfRewards: () => appError('REDEEM_OUT_OF_REWARDS'),
  limit: () => appError('REDEEM_LIMIT_EXCEEDED'),
  points: () => appError('REDEEM_INSUFFICIENT_POINTS'),
  failed: () => appError('REDEEM_FAILED'),
  wallet: () => appError('REDEEM_WALLET_NOT_LINKED'),
};

/**
 * The wallet KKUB payouts and member cards go to: the one the exchange linked to the account
 * (set by the exchange sign-on only), never the profile's free-typed `walletAddress`.
 */
export const payoutWallet = (user: { walletAddressBitkubNext: string | null }) => user.walletAddressBitkubNext ?? null;

/**
 * Activates what a subscription reward or coupon grants, the way a purchase does: the period
 * from the catalogue package it names (the package's own counts and flags), else from the
 * grant written in the reward or coupon itself; and, for a catalogue package with the NFT flag
 * and a user with a wallet, the membership card to mint: a zero-amount `paid` row in
 * subscription_purchases (idempotency key `key`, e.g. `grant/redeem:12`: the `/` keeps it apart
 * from every client key, which idempotencyKeySchema forbids it in; card `pending`) that
 * `mintPendingCards` mints after the commit and retries on later reads, exactly like a
 * purchased card. (A card needs a package row: an inline grant without one activates no card.)
 */
export async function activateGrant(
  tx: DbOrTx,
  entitlements: EntitlementsRepository,
  activation: { userId: number; grant: RewardGrant; wallet: string | null; key: string; now: Date },
) {
  const { userId, grant, wallet, key, now } = activation;
  const [pkg] = grant.packageSlug
    ? await tx.select().from(subscriptionPackages).where(eq(subscriptionPackages.slug, grant.packageSlug)).limit(1)
    : [];
  const resolved: SubscriptionGrant = pkg ? grantOf(pkg) : grant;
  const period = await entitlements.grant(userId, resolved, now, tx);
  const card = Boolean(pkg && resolved.nftMembershipCard && wallet);
  if (pkg && card) {
    await tx
      .insert(subscriptionPurchases)
      .values({
        userId,
        packageId: pkg.id,
        idempotencyKey: key,
        amountCents: 0,
        status: 'paid',
        walletAddress: wallet!,
        userSubscriptionId: period.id,
        nftStatus: 'pending',
        paidAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [subscriptionPurchases.userId, subscriptionPurchases.idempotencyKey] });
  }
  return { period, card };
}

export interface RedeemUsage {
  total: number;
  today: number;
}

export interface RedeemResult {
  redeem: RedeemRow;
  reward: RewardRow;
  tracking: RewardTrackingRow;
  point: number;
  /** A membership card waits to be minted (mintPendingCards after the commit). */
  card: boolean;
}

interface Dependencies {
  points: ReturnType<typeof pointsRepository>;
  rewardTrackings: RewardTrackingsRepository;
  entitlements: EntitlementsRepository;
}

/**
 * The rewards catalogue and redeeming. `submit` is one transaction under a per-user advisory
 * lock (so the per-user and per-day counts cannot race), with the quota taken by one
 * conditional UPDATE (`remaining > 0`) and the points by the ledger's conditional debit.
 */
export function redeemsRepository(db: Db, deps: Dependencies) {
  async function usage(tx: DbOrTx, userId: number, now: Date): Promise<Map<number, RedeemUsage>> {
    const rows = await tx
      .select({
        rewardId: redeems.rewardId,
        total: count(),
        today: sql<number>`count(*) filter (where ${redeems.createdAt} >= ${dayStart(now)})`,
      })
      .from(redeems)
      .where(and(eq(redeems.userId, userId), isNull(redeems.refundedAt)))
      .groupBy(redeems.rewardId);
    return new Map(rows.map((row) => [row.rewardId, { total: Number(row.total), today: Number(row.today) }]));
  }

  return {
    /** Active rewards in catalogue order. */
    async listActive(): Promise<RewardRow[]> {
      return db.select().from(rewards).where(eq(rewards.active, true)).orderBy(asc(rewards.ranking), asc(rewards.id));
    },

    async findReward(id: number, tx: DbOrTx = db): Promise<RewardRow | null> {
      const [row] = await tx.select().from(rewards).where(eq(rewards.id, id)).limit(1);
      return row ?? null;
    },

    /** How often the user redeemed each reward, in all and today (refunded redeems do not count). */
    usage: (userId: number, now: Date) => usage(db, userId, now),

    /** Redeems one reward (checks in business-rules.md's order); throws the catalogued AppError. */
    async submit(userId: number, rewardId: number, now: Date): Promise<RedeemResult> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${REDEEM_LOCK}, ${userId})`);
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
        const [reward] = await tx.select().from(rewards).where(eq(rewards.id, rewardId)).limit(1);
        if (!user) throw appError('UNAUTHORIZED');
        if (!reward || !reward.active) throw appError('NOT_FOUND');

        if (user.kycStatus !== 'verified') throw redeemErrors.kyc();
        if (!(await deps.entitlements.info(userId, now, tx)).active) throw redeemErrors.subscription();
        if (reward.remaining <= 0) throw redeemErrors.outOfRewards();
        if (reward.perUserLimit !== null || reward.perDayLimit !== null) {
          const used = (await usage(tx, userId, now)).get(reward.id) ?? { total: 0, today: 0 };
          if (
            (reward.perUserLimit !== null && used.total >= reward.perUserLimit) ||
            (reward.perDayLimit !== null && used.today >= reward.perDayLimit)
          ) {
            throw redeemErrors.limit();
          }
        }
        if (user.point < reward.pointCost) throw redeemErrors.points();
        if (reward.aPlusOnly) {
          const [aPlus] = await tx
            .select({ id: quizAttempts.id })
            .from(quizAttempts)
            .where(
              and(
                eq(quizAttempts.userId, userId),
                eq(quizAttempts.grade, 'A+'),
                eq(quizAttempts.passed, true),
                // A practice attempt drew questions whose answers the learner had seen: it proves nothing.
                eq(quizAttempts.practice, false),
              ),
            )
            .limit(1);
          if (!aPlus) throw redeemErrors.failed();
        }
        const wallet = payoutWallet(user);
        if (reward.type === 'crypto' && !reward.amountKkub) throw redeemErrors.failed();
        if (reward.type === 'crypto' && !wallet) throw redeemErrors.wallet();
        if (reward.type === 'subscription' && !reward.grant) throw redeemErrors.failed();

        // The reads above pick the message; the conditional debit and quota UPDATE below are what
        // make it safe under concurrency (any throw rolls the whole redeem back).
        const [redeem] = await tx
          .insert(redeems)
          .values({ userId, rewardId: reward.id, points: reward.pointCost, createdAt: now })
          .returning();
        const point = await deps.points.debit(userId, reward.pointCost, `redeem: ${reward.slug}`, {
          tx,
          sourceKey: `redeem:${redeem!.id}`,
        });
        if (point === null) throw redeemErrors.points();
        const tracking = await deps.rewardTrackings.create(
          tx,
          {
            userId,
            source: 'redeem',
            sourceId: redeem!.id,
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
              redeemId: redeem!.id,
              userId,
              trackingId: tracking.id,
              walletAddress: wallet!,
              amountKkub: reward.amountKkub!,
              reference: `redeem:${redeem!.id}`,
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
            key: `grant/redeem:${redeem!.id}`,
            now,
          }));
        }
        // The quota last: every redeem of this reward queues on its row lock, held only until commit.
        const [taken] = await tx
          .update(rewards)
          .set({ remaining: sql`${rewards.remaining} - 1` })
          .where(and(eq(rewards.id, reward.id), gt(rewards.remaining, 0)))
          .returning({ remaining: rewards.remaining });
        if (!taken) throw redeemErrors.outOfRewards();
        return { redeem: redeem!, reward: { ...reward, remaining: taken.remaining }, tracking, point, card };
      });
    },

    /** The user's redeems with their reward and tracking, newest first. */
    async history(userId: number, page: { start: number; limit: number }) {
      return db
        .select({ redeem: redeems, reward: rewards, tracking: rewardTrackings })
        .from(redeems)
        .innerJoin(rewards, eq(rewards.id, redeems.rewardId))
        .leftJoin(rewardTrackings, and(eq(rewardTrackings.source, 'redeem'), eq(rewardTrackings.sourceId, redeems.id)))
        .where(eq(redeems.userId, userId))
        .orderBy(desc(redeems.createdAt), desc(redeems.id))
        .limit(page.limit)
        .offset(page.start);
    },

    /**
     * A failed payout: the points come back through the ledger (once: sourceKey
     * `redeem-refund:<id>`), the quota unit returns and the redeem stops counting against limits.
     * Returns false when it was refunded already.
     */
    async refund(redeemId: number, now: Date, tx: DbOrTx): Promise<boolean> {
      const [redeem] = await tx
        .update(redeems)
        .set({ refundedAt: now })
        .where(and(eq(redeems.id, redeemId), isNull(redeems.refundedAt)))
        .returning();
      if (!redeem) return false;
      const credited = await deps.points.credit(redeem.userId, redeem.points, 'redeem refund', {
        tx,
        sourceKey: `redeem-refund:${redeem.id}`,
      });
      if (credited === null) return false;
      await tx
        .update(rewards)
        .set({ remaining: sql`least(${rewards.totalQuota}, ${rewards.remaining} + 1)` })
        .where(eq(rewards.id, redeem.rewardId));
      return true;
    },
  };
}
