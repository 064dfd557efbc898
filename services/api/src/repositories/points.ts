import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { pointLedger, users } from '../db/schema/index.ts';

/**
 * Points change only here: one conditional UPDATE plus one ledger row, in one transaction.
 * `debit` can never take a balance below zero, however many run at once.
 */
export function pointsRepository(db: Db) {
  return {
    /** Returns the new balance, or null when the user has fewer than `cost` points. */
    async debit(userId: number, cost: number, reason: string): Promise<number | null> {
      if (!Number.isInteger(cost) || cost <= 0) throw new RangeError('cost must be a positive integer');
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ point: sql`${users.point} - ${cost}`, updatedAt: new Date() })
          .where(and(eq(users.id, userId), gte(users.point, cost)))
          .returning({ point: users.point });
        if (!row) return null;
        await tx.insert(pointLedger).values({ userId, delta: -cost, reason });
        return row.point;
      });
    },

    /** Adds points; returns the new balance, or null when the user does not exist. */
    async credit(userId: number, amount: number, reason: string): Promise<number | null> {
      if (!Number.isInteger(amount) || amount <= 0) throw new RangeError('amount must be a positive integer');
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ point: sql`${users.point} + ${amount}`, updatedAt: new Date() })
          .where(eq(users.id, userId))
          .returning({ point: users.point });
        if (!row) return null;
        await tx.insert(pointLedger).values({ userId, delta: amount, reason });
        return row.point;
      });
    },

    async ledgerSum(userId: number): Promise<number> {
      const [row] = await db
        .select({ sum: sql<string | number | null>`coalesce(sum(${pointLedger.delta}), 0)` })
        .from(pointLedger)
        .where(eq(pointLedger.userId, userId));
      return Number(row?.sum ?? 0);
    },
  };
}
