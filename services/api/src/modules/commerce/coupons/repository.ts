import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { couponRedemptions, coupons, users, type RewardGrant } from '../../../db/schema/index.ts';

export type CouponRow = typeof coupons.$inferSelect;

export interface NewCoupon {
  code: string;
  points?: number | null;
  grant?: RewardGrant | null;
  expiresAt: Date;
  usageLimit: number;
}

/**
 * Coupon rows: reads and single writes that return rows, or false when a conditional write took
 * nothing; the redeem workflow and its one error are in service.ts.
 */
export function couponsRepository(db: Db) {
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

    /** Codes are stored in upper case; any case finds them. */
    async findByCode(code: string, tx: DbOrTx = db): Promise<CouponRow | null> {
      const [row] = await tx.select().from(coupons).where(eq(coupons.code, code.toUpperCase())).limit(1);
      return row ?? null;
    },

    async usedBy(couponId: number, userId: number): Promise<boolean> {
      const [used] = await db
        .select({ id: couponRedemptions.id })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)))
        .limit(1);
      return Boolean(used);
    },

    /** The user's one redemption row (unique index: once per user); false when it exists already. */
    async insertRedemption(tx: DbOrTx, couponId: number, userId: number, now: Date): Promise<boolean> {
      const [mine] = await tx
        .insert(couponRedemptions)
        .values({ couponId, userId, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: couponRedemptions.id });
      return Boolean(mine);
    },

    /** Takes one use while uses are left and the coupon has not expired; false when it could not. */
    async takeUse(tx: DbOrTx, couponId: number, now: Date): Promise<boolean> {
      const [taken] = await tx
        .update(coupons)
        .set({ usedCount: sql`${coupons.usedCount} + 1` })
        .where(and(eq(coupons.id, couponId), lt(coupons.usedCount, coupons.usageLimit), gt(coupons.expiresAt, now)))
        .returning({ id: coupons.id });
      return Boolean(taken);
    },

    /** The user's points and linked wallet, read inside the redeem. */
    async userBalance(tx: DbOrTx, userId: number) {
      const [user] = await tx
        .select({ point: users.point, walletAddressBitkubNext: users.walletAddressBitkubNext })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return user ?? null;
    },
  };
}

export type CouponsRepository = ReturnType<typeof couponsRepository>;
