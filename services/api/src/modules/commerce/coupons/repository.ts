import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { couponRedemptions, coupons, users, type RewardGrant } from '../../../db/schema/index.ts';
import { appError } from '../../../lib/app-error.ts';
import type { EntitlementsRepository } from '../entitlements/repository.ts';
import type { pointsRepository } from '../points/repository.ts';
import { activateGrant, payoutWallet } from '../redeems/repository.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** Unknown, expired, used up or already used by this user: one answer (spec section 5). */
export const couponInvalid = () => appError('COUPON_INVALID');

export interface NewCoupon {
  code: string;
  points?: number | null;
  grant?: RewardGrant | null;
  expiresAt: Date;
  usageLimit: number;
}

interface Dependencies {
  points: ReturnType<typeof pointsRepository>;
  entitlements: EntitlementsRepository;
}

/**
 * Coupon codes. `redeem` is one transaction: the per-user row (unique index: once per user),
 * the global use taken by one conditional UPDATE (`used_count < usage_limit` and not expired),
 * then the points (ledger, sourceKey `coupon:<id>`) or the package grant.
 */
export function couponsRepository(db: Db, deps: Dependencies) {
  const byCode = async (code: string, tx: DbOrTx = db) => {
    const [row] = await tx.select().from(coupons).where(eq(coupons.code, code.toUpperCase())).limit(1);
    return row ?? null;
  };

  return {
    async create(input: NewCoupon): Promise<CouponRow> {
      const [row] = await db
        .insert(coupons)
        .values({
          code: input.code.toUpperCase(),
          points: input.points ?? null,
          grant: input.grant ?? null,
          expiresAt: input.expiresAt,
          usageLimit: input.usageLimit,
        })
        .returning();
      return row!;
    },

    findByCode: (code: string) => byCode(code),

    /** The coupon when this user could redeem it now; else COUPON_INVALID. */
    async check(userId: number, code: string, now: Date): Promise<CouponRow> {
      const coupon = await byCode(code);
      if (!coupon || coupon.expiresAt.getTime() <= now.getTime() || coupon.usedCount >= coupon.usageLimit) {
        throw couponInvalid();
      }
      const [used] = await db
        .select({ id: couponRedemptions.id })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.userId, userId)))
        .limit(1);
      if (used) throw couponInvalid();
      return coupon;
    },

    /**
     * Applies the coupon; returns it, the user's points after and whether a membership card
     * waits to be minted (a package with the NFT flag: mintPendingCards after the commit).
     */
    async redeem(
      userId: number,
      code: string,
      now: Date,
    ): Promise<{ coupon: CouponRow; point: number; card: boolean }> {
      return db.transaction(async (tx) => {
        const coupon = await byCode(code, tx);
        if (!coupon) throw couponInvalid();
        const [mine] = await tx
          .insert(couponRedemptions)
          .values({ couponId: coupon.id, userId, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: couponRedemptions.id });
        if (!mine) throw couponInvalid();
        const [taken] = await tx
          .update(coupons)
          .set({ usedCount: sql`${coupons.usedCount} + 1` })
          .where(and(eq(coupons.id, coupon.id), lt(coupons.usedCount, coupons.usageLimit), gt(coupons.expiresAt, now)))
          .returning({ id: coupons.id });
        if (!taken) throw couponInvalid();
        if (coupon.points) {
          const credited = await deps.points.credit(userId, coupon.points, `coupon: ${coupon.code}`, {
            tx,
            sourceKey: `coupon:${coupon.id}`,
          });
          if (credited === null) throw couponInvalid();
        }
        const [user] = await tx
          .select({
            point: users.point,
            walletAddressBitkubNext: users.walletAddressBitkubNext,
          })
          .from(users)
          .where(eq(users.id, userId))
          .limit(1);
        let card = false;
        if (coupon.grant) {
          ({ card } = await activateGrant(tx, deps.entitlements, {
            userId,
            grant: coupon.grant,
            wallet: user ? payoutWallet(user) : null,
            key: `grant/coupon:${coupon.id}`,
            now,
          }));
        }
        return { coupon, point: user?.point ?? 0, card };
      });
    },
  };
}
