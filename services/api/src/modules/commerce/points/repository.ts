import { and, desc, eq, gte, sql, count } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { pointLedger, users } from '../../../db/schema/index.ts';

export interface LedgerEntry {
  id: number;
  delta: number;
  reason: string;
  sourceKey: string | null;
  createdAt: Date;
}

/**
 * Points change only here: one conditional UPDATE plus one ledger row, in one transaction.
 * Pass the caller's transaction (`tx`) so the points move together with what earned or
 * spent them; without it each call opens its own. `debit` never takes a balance below zero.
 */
export function pointsRepository(db: Db) {
  const inTransaction = <T>(tx: DbOrTx | undefined, work: (tx: DbOrTx) => Promise<T>): Promise<T> =>
    tx ? work(tx) : db.transaction((own) => work(own));

  return {
    /** Returns the new balance, or null when the user has fewer than `cost` points. */
    async debit(userId: number, cost: number, reason: string, options: { tx?: DbOrTx; sourceKey?: string } = {}) {
      if (!Number.isInteger(cost) || cost <= 0) throw new RangeError('cost must be a positive integer');
      return inTransaction(options.tx, async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ point: sql`${users.point} - ${cost}`, updatedAt: new Date() })
          .where(and(eq(users.id, userId), gte(users.point, cost)))
          .returning({ point: users.point });
        if (!row) return null;
        await tx.insert(pointLedger).values({ userId, delta: -cost, reason, sourceKey: options.sourceKey ?? null });
        return row.point;
      });
    },

    /**
     * Adds points; returns the new balance, or null when the user does not exist or (with a
     * `sourceKey`) when that source was already credited to this user.
     */
    async credit(userId: number, amount: number, reason: string, options: { tx?: DbOrTx; sourceKey?: string } = {}) {
      if (!Number.isInteger(amount) || amount <= 0) throw new RangeError('amount must be a positive integer');
      return inTransaction(options.tx, async (tx) => {
        // INSERT ... SELECT: no row for an unknown user, none for a source already credited.
        const inserted = (await tx.execute(
          sql`insert into ${pointLedger} (user_id, delta, reason, source_key)
              select ${users.id}, ${amount}, ${reason}, ${options.sourceKey ?? null} from ${users} where ${users.id} = ${userId}
              on conflict do nothing returning id`,
        )) as unknown as { rows: unknown[] };
        if (inserted.rows.length === 0) return null;
        const [row] = await tx
          .update(users)
          .set({ point: sql`${users.point} + ${amount}`, updatedAt: new Date() })
          .where(eq(users.id, userId))
          .returning({ point: users.point });
        if (!row) throw new Error(`credit: user ${userId} vanished`);
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

    /** Newest first: the points history page. */
    async history(
      userId: number,
      page: { start: number; limit: number },
    ): Promise<{ items: LedgerEntry[]; total: number }> {
      const items = await db
        .select({
          id: pointLedger.id,
          delta: pointLedger.delta,
          reason: pointLedger.reason,
          sourceKey: pointLedger.sourceKey,
          createdAt: pointLedger.createdAt,
        })
        .from(pointLedger)
        .where(eq(pointLedger.userId, userId))
        .orderBy(desc(pointLedger.createdAt), desc(pointLedger.id))
        .limit(page.limit)
        .offset(page.start);
      const [total] = await db.select({ n: count() }).from(pointLedger).where(eq(pointLedger.userId, userId));
      return { items, total: Number(total?.n ?? 0) };
    },
  };
}
