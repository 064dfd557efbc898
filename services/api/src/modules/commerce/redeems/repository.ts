import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { quizAttempts, redeems, rewards, rewardTrackings, users } from '../../../db/schema/index.ts';
import type { pointsRepository } from '../points/repository.ts';

export type RewardRow = typeof rewards.$inferSelect;
export type RedeemRow = typeof redeems.$inferSelect;

/** Per-day limits count the Bangkok calendar day (contracts REDEEM_DAY_UTC_OFFSET_HOURS). */
const DAY_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Namespace of the per-user advisory lock taken by every redeem (the second key is the user id). */
const REDEEM_LOCK = 7_243_010;

function dayStart(now: Date): Date {
  return new Date(Math.floor((now.getTime() + DAY_OFFSET_MS) / DAY_MS) * DAY_MS - DAY_OFFSET_MS);
}

export interface RedeemUsage {
  total: number;
  today: number;
}

interface Dependencies {
  points: ReturnType<typeof pointsRepository>;
}

/**
 * The rewards catalogue and the redeem rows: reads and single writes that return rows (or null
 * when a conditional write took nothing); the redeem workflow and its errors are in service.ts.
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
    usage: (userId: number, now: Date, tx: DbOrTx = db) => usage(tx, userId, now),

    /** Holds the user's redeem lock until the transaction ends (the per-user and per-day counts cannot race). */
    async lockUser(tx: DbOrTx, userId: number): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${REDEEM_LOCK}, ${userId})`);
    },

    async findUser(tx: DbOrTx, userId: number) {
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
      return user ?? null;
    },

    /** Whether the user passed a quiz with A+ (a practice attempt drew seen answers: it proves nothing). */
    async hasAPlusPass(tx: DbOrTx, userId: number): Promise<boolean> {
      const [aPlus] = await tx
        .select({ id: quizAttempts.id })
        .from(quizAttempts)
        .where(
          and(
            eq(quizAttempts.userId, userId),
            eq(quizAttempts.grade, 'A+'),
            eq(quizAttempts.passed, true),
            eq(quizAttempts.practice, false),
          ),
        )
        .limit(1);
      return Boolean(aPlus);
    },

    async insert(tx: DbOrTx, redeem: { userId: number; rewardId: number; points: number; createdAt: Date }) {
      const [row] = await tx.insert(redeems).values(redeem).returning();
      return row!;
    },

    /** Takes one unit of the reward's quota; the quota left, or null when none was left. */
    async takeQuota(tx: DbOrTx, rewardId: number): Promise<number | null> {
      const [taken] = await tx
        .update(rewards)
        .set({ remaining: sql`${rewards.remaining} - 1` })
        .where(and(eq(rewards.id, rewardId), gt(rewards.remaining, 0)))
        .returning({ remaining: rewards.remaining });
      return taken ? taken.remaining : null;
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

export type RedeemsRepository = ReturnType<typeof redeemsRepository>;
