import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { ORDER_TTL_MINUTES } from '@academy/contracts';
import { subscriptionPackages, subscriptionPurchases } from '../../../db/schema/index.ts';
import type { SubscriptionGrant } from '../entitlements/repository.ts';
import { entitlementsRepository } from '../entitlements/repository.ts';

export type SubscriptionPackageRow = typeof subscriptionPackages.$inferSelect;
export type SubscriptionPurchaseRow = typeof subscriptionPurchases.$inferSelect;

const p = subscriptionPackages;
const b = subscriptionPurchases;
/** A mint claimed longer ago than this (a crash mid-mint) may be claimed again. */
const MINT_CLAIM_MS = 5 * 60 * 1000;

/** Until when an order not paid yet may be paid (ORDER_TTL_MINUTES after its first payment try). */
export const orderExpiresAt = (purchase: Pick<SubscriptionPurchaseRow, 'createdAt'>) =>
  new Date(purchase.createdAt.getTime() + ORDER_TTL_MINUTES * 60_000);

/** What a package adds to the buyer's entitlements. */
export const grantOf = (pkg: SubscriptionPackageRow): SubscriptionGrant => ({
  packageSlug: pkg.slug,
  packageName: pkg.nameEn,
  durationDays: pkg.durationDays,
  mainQuizCount: pkg.mainQuizCount,
  hintCount: pkg.hintCount,
  unlimitedExclusive: pkg.unlimitedExclusive,
  earnPoints: pkg.earnPoints,
  nftMembershipCard: pkg.nftMembershipCard,
});

/**
 * The subscription catalogue (imported from content/) and the purchases of it. A purchase
 * row is unique per (user, idempotency key); `capture` marks it paid and grants the period
 * in one transaction, and only the first capture of a row grants.
 */
export function subscriptionsRepository(db: Db) {
  const entitlements = entitlementsRepository(db);
  const onOfferAt = (now: Date) =>
    and(
      eq(p.active, true),
      or(isNull(p.validFrom), lte(p.validFrom, now)),
      or(isNull(p.validUntil), gt(p.validUntil, now)),
    );

  return {
    /** Packages on offer at `now`, in catalogue order. */
    async onOffer(now: Date) {
      return db.select().from(p).where(onOfferAt(now)).orderBy(asc(p.ranking), asc(p.priceCents), asc(p.id));
    },

    async packageById(id: number, tx: DbOrTx = db) {
      const [row] = await tx.select().from(p).where(eq(p.id, id)).limit(1);
      return row ?? null;
    },

    /** The package if it is on offer at `now`. */
    async offeredPackage(id: number, now: Date) {
      const [row] = await db
        .select()
        .from(p)
        .where(and(eq(p.id, id), onOfferAt(now)))
        .limit(1);
      return row ?? null;
    },

    async findPurchase(userId: number, idempotencyKey: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(b)
        .where(and(eq(b.userId, userId), eq(b.idempotencyKey, idempotencyKey)))
        .limit(1);
      return row ?? null;
    },

    /** Inserts the pending purchase, or returns the one this (user, key) already has. */
    async openPurchase(values: {
      userId: number;
      packageId: number;
      idempotencyKey: string;
      amountCents: number;
      walletAddress: string;
      nft: boolean;
      now: Date;
    }): Promise<{ row: SubscriptionPurchaseRow; created: boolean }> {
      const [inserted] = await db
        .insert(b)
        .values({
          userId: values.userId,
          packageId: values.packageId,
          idempotencyKey: values.idempotencyKey,
          amountCents: values.amountCents,
          walletAddress: values.walletAddress,
          nftStatus: values.nft ? 'pending' : 'none',
          createdAt: values.now,
          updatedAt: values.now,
        })
        .onConflictDoNothing({ target: [b.userId, b.idempotencyKey] })
        .returning();
      if (inserted) return { row: inserted, created: true };
      const existing = await this.findPurchase(values.userId, values.idempotencyKey);
      if (!existing) throw new Error('purchase vanished');
      return { row: existing, created: false };
    },

    /** A refused charge (wrong PIN, locked, funds): failed, unless a concurrent retry already paid it. */
    async markFailed(id: number, failureCode: string, now: Date) {
      await db
        .update(b)
        .set({ status: 'failed', failureCode, updatedAt: now })
        .where(and(eq(b.id, id), ne(b.status, 'paid')));
    },

    /**
     * Marks the purchase paid and grants its period, in one transaction. Returns true for the
     * capture that did it, false when the row was already paid (a replay or a concurrent twin).
     */
    async capture(purchase: SubscriptionPurchaseRow, pkg: SubscriptionPackageRow, paymentId: string, now: Date) {
      return db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(b)
          .set({ status: 'paid', providerPaymentId: paymentId, failureCode: null, paidAt: now, updatedAt: now })
          .where(and(eq(b.id, purchase.id), ne(b.status, 'paid')))
          .returning({ id: b.id });
        if (!claimed) return false;
        const period = await entitlements.grant(purchase.userId, grantOf(pkg), now, tx);
        await tx.update(b).set({ userSubscriptionId: period.id }).where(eq(b.id, purchase.id));
        return true;
      });
    },

    /** Pending purchases untouched since `before` (a charge whose answer was lost), oldest first. */
    /**
     * Claims up to `limit` purchases pending since before `before` for one reconcile run: one
     * UPDATE over rows picked `FOR UPDATE SKIP LOCKED` that sets a lease, so replicas running the
     * reconcile at once never ask the provider about the same purchase; a run that died leaves
     * them due again when its lease ends.
     */
    async claimPendingSince(before: Date, limit: number, now: Date, leaseMs: number) {
      const due = db
        .select({ id: b.id })
        .from(b)
        .where(
          and(
            eq(b.status, 'pending'),
            lt(b.updatedAt, before),
            or(isNull(b.reconcileLeaseUntil), lte(b.reconcileLeaseUntil, now)),
          ),
        )
        .orderBy(asc(b.updatedAt), asc(b.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(b)
        .set({ reconcileLeaseUntil: new Date(now.getTime() + leaseMs) })
        .where(inArray(b.id, due))
        .returning();
      return rows.sort((x, y) => x.updatedAt.getTime() - y.updatedAt.getTime() || x.id - y.id);
    },

    /** Gives a claimed purchase back before its lease ends (the provider could not be asked). */
    async releaseReconcileClaim(id: number) {
      await db.update(b).set({ reconcileLeaseUntil: null }).where(eq(b.id, id));
    },

    async purchaseById(id: number, tx: DbOrTx = db) {
      const [row] = await tx.select().from(b).where(eq(b.id, id)).limit(1);
      return row ?? null;
    },

    /** Takes the right to mint the card of a paid purchase (one minter at a time). */
    async claimMint(id: number, now: Date) {
      const [row] = await db
        .update(b)
        .set({ nftStatus: 'minting', nftAttemptAt: now, updatedAt: now })
        .where(
          and(
            eq(b.id, id),
            eq(b.status, 'paid'),
            or(
              inArray(b.nftStatus, ['pending', 'failed']),
              and(eq(b.nftStatus, 'minting'), lt(b.nftAttemptAt, new Date(now.getTime() - MINT_CLAIM_MS))),
            ),
          ),
        )
        .returning();
      return row ?? null;
    },

    async mintDone(id: number, tokenId: string, contractAddress: string, now: Date) {
      await db
        .update(b)
        .set({ nftStatus: 'minted', nftTokenId: tokenId, nftContractAddress: contractAddress, updatedAt: now })
        .where(eq(b.id, id));
    },

    async mintFailed(id: number, now: Date) {
      await db
        .update(b)
        .set({ nftStatus: 'failed', updatedAt: now })
        .where(and(eq(b.id, id), eq(b.nftStatus, 'minting')));
    },

    /** Paid purchases with a card still to mint (retried on the next read). */
    async unmintedCards(userId: number, now: Date) {
      return db
        .select()
        .from(b)
        .where(
          and(
            eq(b.userId, userId),
            eq(b.status, 'paid'),
            or(
              inArray(b.nftStatus, ['pending', 'failed']),
              and(eq(b.nftStatus, 'minting'), lt(b.nftAttemptAt, new Date(now.getTime() - MINT_CLAIM_MS))),
            ),
          ),
        )
        .orderBy(asc(b.id));
    },

    /** The user's newest card (minted first, else the newest pending/failed one). */
    async latestCard(userId: number) {
      const [row] = await db
        .select({ purchase: b, packageName: p.nameEn })
        .from(b)
        .innerJoin(p, eq(p.id, b.packageId))
        .where(and(eq(b.userId, userId), eq(b.status, 'paid'), ne(b.nftStatus, 'none')))
        .orderBy(sql`case when ${b.nftStatus} = 'minted' then 0 else 1 end`, desc(b.paidAt), desc(b.id))
        .limit(1);
      return row ?? null;
    },

    /** How many payments a user made (tests). */
    async paidCount(userId: number) {
      const rows = await db
        .select({ id: b.id })
        .from(b)
        .where(and(eq(b.userId, userId), eq(b.status, 'paid')));
      return rows.length;
    },
  };
}
