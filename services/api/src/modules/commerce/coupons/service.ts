import type { Db } from '../../../db/client.ts';
import type { EntitlementsRepository } from '../entitlements/repository.ts';
import { payoutWallet } from '../payouts/payout-wallet.ts';
import type { pointsRepository } from '../points/repository.ts';
import { activateGrant } from '../subscriptions/activate-grant.ts';
import { couponInvalid } from './errors.ts';
import type { CouponRow, CouponsRepository } from './repository.ts';

interface Dependencies {
  coupons: CouponsRepository;
  points: ReturnType<typeof pointsRepository>;
  entitlements: EntitlementsRepository;
}

/**
 * Checking and redeeming coupon codes. `redeem` is one transaction: the per-user row (once per
 * user), the global use taken by one conditional UPDATE (`used_count < usage_limit` and not
 * expired), then the points (ledger, sourceKey `coupon:<id>`) or the package grant.
 */
export function couponsService(db: Db, deps: Dependencies) {
  const { coupons } = deps;
  return {
    /** The coupon when this user could redeem it now; else COUPON_INVALID. */
    async check(userId: number, code: string, now: Date): Promise<CouponRow> {
      const coupon = await coupons.findByCode(code);
      if (!coupon || coupon.expiresAt.getTime() <= now.getTime() || coupon.usedCount >= coupon.usageLimit) {
        throw couponInvalid();
      }
      if (await coupons.usedBy(coupon.id, userId)) throw couponInvalid();
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
        const coupon = await coupons.findByCode(code, tx);
        if (!coupon) throw couponInvalid();
        if (!(await coupons.insertRedemption(tx, coupon.id, userId, now))) throw couponInvalid();
        if (!(await coupons.takeUse(tx, coupon.id, now))) throw couponInvalid();
        if (coupon.points) {
          const credited = await deps.points.credit(userId, coupon.points, `coupon: ${coupon.code}`, {
            tx,
            sourceKey: `coupon:${coupon.id}`,
          });
          if (credited === null) throw couponInvalid();
        }
        const user = await coupons.userBalance(tx, userId);
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
