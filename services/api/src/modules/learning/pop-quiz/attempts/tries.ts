/**
 * Finding and closing a learner's tries, and the times that follow from them: when the cool-down
 * ends and when a window's answers may show. A try left running past its deadline is over for
 * every read (asOf); only state-changing requests record it (closeOverdue). Tests:
 * test/modules/learning/pop-quiz/open.test.ts (cool-down) and secrecy.test.ts (reveal).
 */
import { and, eq, gte, inArray, lt, max, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../../db/client.ts';
import { popQuizHistories, popQuizQuestions, users, type PopQuizHistoryStatus } from '../../../../db/schema/index.ts';
import { notFound } from '../../../../lib/app-error.ts';
import type { PopQuizQuestionRow, PopQuizWindow } from '../windows-repository.ts';
import { asOf, revealAtOf, type History } from '../views.ts';

const FINISHED: PopQuizHistoryStatus[] = ['failed', 'pending', 'completed', 'outofreward'];

export function popQuizTries(db: Db, { cooldownMinutes }: { cooldownMinutes: number }) {
  /** Closes this user's tries whose deadline passed: `failed`, time over, ended at the deadline. */
  async function closeOverdue(userId: number, now: Date, tx: DbOrTx = db) {
    await tx
      .update(popQuizHistories)
      .set({ status: 'failed', failReason: 'time-over', finishedAt: popQuizHistories.deadlineAt })
      .where(
        and(
          eq(popQuizHistories.userId, userId),
          eq(popQuizHistories.status, 'inprogress'),
          lt(popQuizHistories.deadlineAt, now),
        ),
      );
  }

  /** When the cool-down after the user's last finished try (or one over at its deadline) ends (null: none running at `now`). */
  async function cooldownEndsAt(userId: number, now: Date, tx: DbOrTx = db): Promise<Date | null> {
    const ended = sql<Date | null>`max(case when ${popQuizHistories.status} = 'inprogress'
      then ${popQuizHistories.deadlineAt} else ${popQuizHistories.finishedAt} end)`.mapWith(
      popQuizHistories.deadlineAt,
    );
    const [row] = await tx
      .select({ last: ended })
      .from(popQuizHistories)
      .where(
        and(
          eq(popQuizHistories.userId, userId),
          or(
            inArray(popQuizHistories.status, FINISHED),
            and(eq(popQuizHistories.status, 'inprogress'), lt(popQuizHistories.deadlineAt, now)),
          ),
        ),
      );
    if (!row?.last) return null;
    const ends = new Date(row.last.getTime() + cooldownMinutes * 60_000);
    return ends.getTime() > now.getTime() ? ends : null;
  }

  /** When each window's answers may show (its end plus time limit, or its last try's deadline), by window id. */
  async function revealAts(windows: PopQuizWindow[], tx: DbOrTx = db): Promise<Map<number, Date>> {
    if (windows.length === 0) return new Map();
    const rows = await tx
      .select({ id: popQuizHistories.popQuizId, last: max(popQuizHistories.deadlineAt) })
      .from(popQuizHistories)
      .where(
        inArray(
          popQuizHistories.popQuizId,
          windows.map((window) => window.id),
        ),
      )
      .groupBy(popQuizHistories.popQuizId);
    const last = new Map(rows.map((row) => [row.id, row.last ? new Date(row.last) : null]));
    return new Map(windows.map((window) => [window.id, revealAtOf(window, last.get(window.id) ?? null)]));
  }

  /** When the window's answers may show. */
  const revealAt = async (window: PopQuizWindow, tx: DbOrTx = db): Promise<Date> =>
    (await revealAts([window], tx)).get(window.id)!;

  /** The user's try of the window (`lock`: FOR UPDATE), or null. */
  async function findTry(tx: DbOrTx, userId: number, popQuizId: number, lock = false) {
    const query = tx
      .select()
      .from(popQuizHistories)
      .where(and(eq(popQuizHistories.userId, userId), eq(popQuizHistories.popQuizId, popQuizId)))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  async function findQuestion(tx: DbOrTx, id: number) {
    const [row] = await tx.select().from(popQuizQuestions).where(eq(popQuizQuestions.id, id)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  /**
   * Locks the user's row: one user's opens run one after another (cool-down and one-at-a-time
   * hold); returns their KYC status as of then.
   */
  const lockUser = (tx: DbOrTx, userId: number) =>
    tx.select({ id: users.id, kycStatus: users.kycStatus }).from(users).where(eq(users.id, userId)).for('update');

  /** The window of the user's try still running at `now` (in any window), or null. */
  async function inProgress(userId: number, now: Date, tx: DbOrTx = db) {
    const [row] = await tx
      .select({ popQuizId: popQuizHistories.popQuizId })
      .from(popQuizHistories)
      .where(
        and(
          eq(popQuizHistories.userId, userId),
          eq(popQuizHistories.status, 'inprogress'),
          gte(popQuizHistories.deadlineAt, now),
        ),
      )
      .limit(1);
    return row?.popQuizId ?? null;
  }

  /** The user's tries of these windows as they stand at `now`, with their questions (cards). */
  async function triesOf(userId: number, popQuizIds: number[], now: Date) {
    if (popQuizIds.length === 0) return new Map<number, { history: History; question: PopQuizQuestionRow }>();
    const rows = await db
      .select({ history: popQuizHistories, question: popQuizQuestions })
      .from(popQuizHistories)
      .innerJoin(popQuizQuestions, eq(popQuizQuestions.id, popQuizHistories.questionId))
      .where(and(eq(popQuizHistories.userId, userId), inArray(popQuizHistories.popQuizId, popQuizIds)));
    return new Map(rows.map((row) => [row.history.popQuizId, { ...row, history: asOf(row.history, now) }]));
  }

  /** How many tries a window has, by status (tests, bench, operators). */
  async function countByStatus(popQuizId: number) {
    const rows = await db
      .select({ status: popQuizHistories.status, n: sql<number>`count(*)::int` })
      .from(popQuizHistories)
      .where(eq(popQuizHistories.popQuizId, popQuizId))
      .groupBy(popQuizHistories.status);
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Partial<
      Record<PopQuizHistoryStatus, number>
    >;
  }

  return {
    closeOverdue,
    cooldownEndsAt,
    revealAt,
    revealAts,
    findTry,
    findQuestion,
    lockUser,
    inProgress,
    triesOf,
    countByStatus,
  };
}

export type PopQuizTries = ReturnType<typeof popQuizTries>;
