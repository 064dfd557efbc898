/**
 * A learner's pop quiz tries as rows (`pop_quiz_histories`): finding, creating and updating
 * them, and the facts the rules read (a user's last try end, each window's last deadline). The
 * rules live in attempts/ (the service); nothing here decides or throws.
 */
import { and, eq, gte, inArray, lt, max, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import {
  popQuizHistories,
  popQuizQuestions,
  users,
  type PopQuizHistoryStatus,
  type PopQuizKkubOutcome,
} from '../../../db/schema/index.ts';
import type { History } from './views.ts';

const h = popQuizHistories;
const FINISHED: PopQuizHistoryStatus[] = ['failed', 'pending', 'completed', 'outofreward'];

export function popQuizTriesRepository(db: Db) {
  return {
    /** Closes this user's tries whose deadline passed: `failed`, time over, ended at the deadline. */
    async closeOverdue(userId: number, now: Date, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(h)
        .set({ status: 'failed', failReason: 'time-over', finishedAt: h.deadlineAt })
        .where(and(eq(h.userId, userId), eq(h.status, 'inprogress'), lt(h.deadlineAt, now)));
    },

    /** When the user's last try ended: finished, or over at its deadline before `now` (null: none). */
    async lastTryEnd(userId: number, now: Date, tx: DbOrTx = db): Promise<Date | null> {
      const ended = sql<Date | null>`max(case when ${h.status} = 'inprogress'
        then ${h.deadlineAt} else ${h.finishedAt} end)`.mapWith(h.deadlineAt);
      const [row] = await tx
        .select({ last: ended })
        .from(h)
        .where(
          and(
            eq(h.userId, userId),
            or(inArray(h.status, FINISHED), and(eq(h.status, 'inprogress'), lt(h.deadlineAt, now))),
          ),
        );
      return row?.last ?? null;
    },

    /** The latest deadline of any try of each window, by window id (windows without tries are left out). */
    async lastDeadlines(popQuizIds: number[], tx: DbOrTx = db): Promise<Map<number, Date | null>> {
      if (popQuizIds.length === 0) return new Map();
      const rows = await tx
        .select({ id: h.popQuizId, last: max(h.deadlineAt) })
        .from(h)
        .where(inArray(h.popQuizId, popQuizIds))
        .groupBy(h.popQuizId);
      return new Map(rows.map((row) => [row.id, row.last ? new Date(row.last) : null]));
    },

    /** The user's try of the window (`lock`: FOR UPDATE), or null. */
    async findTry(tx: DbOrTx, userId: number, popQuizId: number, lock = false) {
      const query = tx
        .select()
        .from(h)
        .where(and(eq(h.userId, userId), eq(h.popQuizId, popQuizId)))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async findQuestion(tx: DbOrTx, id: number) {
      const [row] = await tx.select().from(popQuizQuestions).where(eq(popQuizQuestions.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * Locks the user's row: one user's opens run one after another (cool-down and one-at-a-time
     * hold); returns their KYC status as of then.
     */
    lockUser: (tx: DbOrTx, userId: number) =>
      tx.select({ id: users.id, kycStatus: users.kycStatus }).from(users).where(eq(users.id, userId)).for('update'),

    /** The window of the user's try still running at `now` (in any window), or null. */
    async runningTry(userId: number, now: Date, tx: DbOrTx = db): Promise<number | null> {
      const [row] = await tx
        .select({ popQuizId: h.popQuizId })
        .from(h)
        .where(and(eq(h.userId, userId), eq(h.status, 'inprogress'), gte(h.deadlineAt, now)))
        .limit(1);
      return row?.popQuizId ?? null;
    },

    /** Whether the user has a try in progress in another window than this one. */
    async inProgressElsewhere(tx: DbOrTx, userId: number, popQuizId: number): Promise<boolean> {
      const [other] = await tx
        .select({ id: h.id })
        .from(h)
        .where(and(eq(h.userId, userId), eq(h.status, 'inprogress'), ne(h.popQuizId, popQuizId)))
        .limit(1);
      return other !== undefined;
    },

    /** Creates the try; null when the user's try of that window already exists. */
    async insertTry(tx: DbOrTx, values: typeof h.$inferInsert): Promise<History | null> {
      const [created] = await tx.insert(h).values(values).onConflictDoNothing().returning();
      return created ?? null;
    },

    async updateTry(tx: DbOrTx, id: number, values: Partial<typeof h.$inferInsert>): Promise<History> {
      const [row] = await tx.update(h).set(values).where(eq(h.id, id)).returning();
      return row!;
    },

    /** The user's tries of these windows (as stored), with their questions, by window id. */
    async triesWithQuestions(userId: number, popQuizIds: number[]) {
      if (popQuizIds.length === 0) return [];
      return db
        .select({ history: h, question: popQuizQuestions })
        .from(h)
        .innerJoin(popQuizQuestions, eq(popQuizQuestions.id, h.questionId))
        .where(and(eq(h.userId, userId), inArray(h.popQuizId, popQuizIds)));
    },

    /** How many tries a window has, by status (tests, bench, operators). */
    async countByStatus(popQuizId: number) {
      const rows = await db
        .select({ status: h.status, n: sql<number>`count(*)::int` })
        .from(h)
        .where(eq(h.popQuizId, popQuizId))
        .groupBy(h.status);
      return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Partial<
        Record<PopQuizHistoryStatus, number>
      >;
    },

    /** The user's KKUB payout wallet fields. */
    async walletOf(tx: DbOrTx, userId: number) {
      const [user] = await tx
        .select({ walletAddressBitkubNext: users.walletAddressBitkubNext })
        .from(users)
        .where(eq(users.id, userId));
      return user ?? null;
    },

    /** Completes a `pending` try with its payout's outcome; null when it was not pending (settled already). */
    async settlePending(tx: DbOrTx, historyId: number, outcome: PopQuizKkubOutcome): Promise<History | null> {
      const [row] = await tx
        .update(h)
        .set({ status: 'completed', kkubOutcome: outcome })
        .where(and(eq(h.id, historyId), eq(h.status, 'pending')))
        .returning();
      return row ?? null;
    },

    /** Adds to the points a try earned, in one statement. */
    async addPointsEarned(tx: DbOrTx, historyId: number, points: number): Promise<void> {
      await tx
        .update(h)
        .set({ pointsEarned: sql`${h.pointsEarned} + ${points}` })
        .where(eq(h.id, historyId));
    },
  };
}

export type PopQuizTriesRepository = ReturnType<typeof popQuizTriesRepository>;
