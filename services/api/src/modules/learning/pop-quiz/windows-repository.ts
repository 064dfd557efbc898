/**
 * Pop quiz windows and the rolling schedule (business-rules.md "Pop quiz").
 *
 * Rolling schedule: time is cut into fixed slots of `slotMinutes` from the Unix epoch; slot k
 * is open [k*slot, (k+1)*slot) with the reward, quota and time limit of `rolling`. So at any
 * clock time exactly one rolling window is open and the next one starts when it ends: no cron,
 * the same answer on every replica. A window's row is created the first time someone asks
 * (INSERT ... ON CONFLICT (slot_key) DO NOTHING) and keeps its values from then on. Pinned
 * windows come from content. A window has no question: each learner draws one when opening it
 * (pop-quiz/attempts/), so nothing here can tell a question before that.
 */
import { and, asc, desc, eq, gt, inArray, lt, lte, min, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { popQuizQuestions, popQuizzes } from '../../../db/schema/index.ts';

export interface PopQuizSchedule {
  slotMinutes: number;
  cooldownMinutes: number;
  /** Optional cap of every time limit (config POP_QUIZ_TIME_LIMIT_MAX_SECONDS). */
  timeLimitMaxSeconds?: number | undefined;
  /** What every rolling window offers (config POP_QUIZ_TIME_LIMIT_SECONDS, POP_QUIZ_REWARD_*). */
  rolling: { timeLimitSeconds: number; rewardPoints: number; rewardQuota: number; rewardKkub: number | null };
}

export type PopQuizWindow = typeof popQuizzes.$inferSelect;
export type PopQuizQuestionRow = typeof popQuizQuestions.$inferSelect;

/** The rolling slot that contains `at`. */
export function rollingSlot(at: Date, slotMinutes: number) {
  const slotMs = slotMinutes * 60_000;
  const index = Math.floor(at.getTime() / slotMs);
  return { index, startsAt: new Date(index * slotMs), endsAt: new Date((index + 1) * slotMs) };
}

/**
 * Operators: a window open from `now` for `minutes` with the given reward (a flash pop quiz, e.g.
 * during a live event). Its learners draw their questions from the bank like in any window.
 */
export async function openPopQuizWindow(
  db: DbOrTx,
  window: {
    minutes: number;
    timeLimitSeconds: number;
    rewardPoints: number;
    rewardQuota: number;
    rewardKkub: number | null;
  },
  now: Date,
): Promise<PopQuizWindow> {
  const [row] = await db
    .insert(popQuizzes)
    .values({
      slotKey: `operator:${now.toISOString()}`,
      kind: 'pinned',
      startsAt: now,
      endsAt: new Date(now.getTime() + window.minutes * 60_000),
      timeLimitSeconds: window.timeLimitSeconds,
      rewardPoints: window.rewardPoints,
      rewardQuota: window.rewardQuota,
      rewardRemaining: window.rewardQuota,
      rewardKkub: window.rewardKkub,
      source: 'operator',
    })
    .returning();
  return row!;
}

/**
 * Operators: ends an open window at `now` (no new tries; the ones running keep their deadlines,
 * and its answers show once those passed). Null when there is no such window or it is not open.
 */
export async function endPopQuizWindow(db: DbOrTx, id: number, now: Date): Promise<PopQuizWindow | null> {
  const [row] = await db
    .update(popQuizzes)
    .set({ endsAt: now })
    .where(and(eq(popQuizzes.id, id), lt(popQuizzes.startsAt, now), gt(popQuizzes.endsAt, now)))
    .returning();
  return row ?? null;
}

export function popQuizWindowsRepository(db: Db, schedule: PopQuizSchedule) {
  const slotMs = schedule.slotMinutes * 60_000;

  /** Creates the previous, current and next rolling windows if they are missing (none while the bank is empty). */
  async function ensureRollingWindows(now: Date, tx: DbOrTx = db): Promise<void> {
    const current = rollingSlot(now, schedule.slotMinutes).index;
    const wanted = [current - 1, current, current + 1];
    const keys = wanted.map((k) => `rolling:${k}`);
    const existing = await tx
      .select({ slotKey: popQuizzes.slotKey })
      .from(popQuizzes)
      .where(inArray(popQuizzes.slotKey, keys));
    if (existing.length === wanted.length) return;
    const [anyQuestion] = await tx
      .select({ id: popQuizQuestions.id })
      .from(popQuizQuestions)
      .where(eq(popQuizQuestions.active, true))
      .limit(1);
    if (!anyQuestion) return;
    const have = new Set(existing.map((row) => row.slotKey));
    const { rolling } = schedule;
    const rows = wanted
      .filter((k) => !have.has(`rolling:${k}`))
      .map((k) => ({
        slotKey: `rolling:${k}`,
        kind: 'rolling' as const,
        startsAt: new Date(k * slotMs),
        endsAt: new Date((k + 1) * slotMs),
        timeLimitSeconds: rolling.timeLimitSeconds,
        rewardPoints: rolling.rewardPoints,
        rewardQuota: rolling.rewardQuota,
        rewardRemaining: rolling.rewardQuota,
        rewardKkub: rolling.rewardKkub,
      }));
    await tx.insert(popQuizzes).values(rows).onConflictDoNothing({ target: popQuizzes.slotKey });
  }

  return {
    schedule,
    ensureRollingWindows,

    /** Windows to show at `now`: open ones, the ones that ended within the last slot, and the next to open. */
    async windowsAround(now: Date) {
      await ensureRollingWindows(now);
      const recent = new Date(now.getTime() - slotMs);
      const rows = await db
        .select()
        .from(popQuizzes)
        .where(and(gt(popQuizzes.endsAt, recent), lte(popQuizzes.startsAt, now)))
        .orderBy(desc(popQuizzes.startsAt), asc(popQuizzes.id));
      const nextStart = await this.nextStart(now);
      const upcoming = nextStart
        ? await db.select().from(popQuizzes).where(eq(popQuizzes.startsAt, nextStart)).orderBy(asc(popQuizzes.id))
        : [];
      return { windows: [...upcoming, ...rows], nextStart };
    },

    /** Start of the first window that opens after `now` (rolling or pinned). */
    async nextStart(now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ at: min(popQuizzes.startsAt) })
        .from(popQuizzes)
        .where(gt(popQuizzes.startsAt, now));
      return row?.at ? new Date(row.at) : null;
    },

    async find(id: number, tx: DbOrTx = db): Promise<PopQuizWindow | null> {
      const [row] = await tx.select().from(popQuizzes).where(eq(popQuizzes.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * Takes one unit of the window's quota in one conditional UPDATE; false when none was left.
     * Concurrent callers on PostgreSQL queue on the row lock and re-check `reward_remaining > 0`.
     */
    async takeReward(popQuizId: number, tx: DbOrTx): Promise<boolean> {
      const rows = await tx
        .update(popQuizzes)
        .set({ rewardRemaining: sql`${popQuizzes.rewardRemaining} - 1` })
        .where(and(eq(popQuizzes.id, popQuizId), gt(popQuizzes.rewardRemaining, 0)))
        .returning({ id: popQuizzes.id });
      return rows.length === 1;
    },
  };
}

export type PopQuizWindowsRepository = ReturnType<typeof popQuizWindowsRepository>;
