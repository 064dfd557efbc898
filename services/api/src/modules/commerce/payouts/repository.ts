import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { payoutJobs } from '../../../db/schema/index.ts';

export type PayoutJobRow = typeof payoutJobs.$inferSelect;

/** What earned the payout: a crypto redeem or a pop quiz KKUB reward (one id each). */
export type PayoutOrigin = { source: 'redeem'; redeemId: number } | { source: 'pop-quiz'; popQuizHistoryId: number };

/**
 * Queues a KKUB payout in the transaction that earned it; the worker (src/modules/commerce/payouts/worker.ts)
 * pays it. `reference` is the exchange's idempotency key: unique per payout, never reused.
 */
export async function enqueuePayout(
  tx: DbOrTx,
  payout: PayoutOrigin & {
    userId: number;
    trackingId: number;
    walletAddress: string;
    amountKkub: number;
    reference: string;
  },
  now: Date,
): Promise<void> {
  await tx.insert(payoutJobs).values({ ...payout, nextRunAt: now, createdAt: now, updatedAt: now });
}

/**
 * The payout job table's queue operations. A claim is one UPDATE over rows picked with
 * `FOR UPDATE SKIP LOCKED` (several workers never take the same job) that sets a lease; a
 * job whose worker died is due again when its lease ends. Every finishing step is conditional
 * on the claim (`status = 'running'` and the same `attempts`), so a late worker changes nothing.
 */
export function payoutJobsRepository(db: Db) {
  return {
    async claim(now: Date, limit: number, leaseMs: number): Promise<PayoutJobRow[]> {
      const due = db
        .select({ id: payoutJobs.id })
        .from(payoutJobs)
        .where(
          or(
            and(eq(payoutJobs.status, 'pending'), lte(payoutJobs.nextRunAt, now)),
            and(eq(payoutJobs.status, 'running'), lte(payoutJobs.lockedUntil, now)),
          ),
        )
        .orderBy(payoutJobs.nextRunAt, payoutJobs.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(payoutJobs)
        .set({
          status: 'running',
          attempts: sql`${payoutJobs.attempts} + 1`,
          lockedUntil: new Date(now.getTime() + leaseMs),
          updatedAt: now,
        })
        .where(inArray(payoutJobs.id, due))
        .returning();
    },

    /** Moves a claimed job on; null when the claim was lost (another worker took it over). */
    async finish(
      tx: DbOrTx,
      claimed: Pick<PayoutJobRow, 'id' | 'attempts'>,
      values: Partial<Pick<PayoutJobRow, 'status' | 'nextRunAt' | 'lastError' | 'transferId' | 'txHash'>>,
      now: Date,
    ): Promise<PayoutJobRow | null> {
      const [row] = await tx
        .update(payoutJobs)
        .set({ ...values, lockedUntil: null, updatedAt: now })
        .where(
          and(
            eq(payoutJobs.id, claimed.id),
            eq(payoutJobs.status, 'running'),
            eq(payoutJobs.attempts, claimed.attempts),
          ),
        )
        .returning();
      return row ?? null;
    },

    async findByRedeem(redeemId: number): Promise<PayoutJobRow | null> {
      const [row] = await db.select().from(payoutJobs).where(eq(payoutJobs.redeemId, redeemId)).limit(1);
      return row ?? null;
    },

    async findByPopQuizHistory(historyId: number): Promise<PayoutJobRow | null> {
      const [row] = await db.select().from(payoutJobs).where(eq(payoutJobs.popQuizHistoryId, historyId)).limit(1);
      return row ?? null;
    },
  };
}
