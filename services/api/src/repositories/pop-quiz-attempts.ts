/**
 * A user's tries at pop quizzes (business-rules.md "Pop quiz"): one try per user per pop quiz.
 *
 * - Opening the question creates the try (`inprogress`, deadline = opened + time limit) with a
 *   question drawn for this learner: at random among the active bank minus the questions they
 *   had in the last 30 days (if none is left, any). Opening again returns the same try; the
 *   clock is not restarted.
 * - Submit within the deadline: wrong -> `failed`; correct -> one unit of quota in one conditional
 *   UPDATE, in the same transaction as the try and the points credit: `completed` with points,
 *   or `outofreward` when the quota ran out first. A KKUB window's winner with an exchange-linked
 *   wallet is `pending` (a reward tracking and a payout job in the same transaction) until the
 *   payout job settles it (`settleKkub`); without such a wallet: `completed`, points only.
 *   After the deadline (server clock): `failed` with time over. A try left open past its
 *   deadline is closed the same way when next seen.
 * - The answer says right or wrong only; which choice was right shows once nobody can answer
 *   the window any more (src/repositories/pop-quiz-views.ts).
 * - After a try ends, the next pop quiz can be opened only after the cool-down.
 */
import { and, eq, gte, inArray, lt, max, ne, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import {
  popQuizHistories,
  popQuizQuestions,
  users,
  type PopQuizHistoryStatus,
  type PopQuizKkubOutcome,
} from '../db/schema/index.ts';
import { AppError, notFound } from '../lib/app-error.ts';
import { type Language, POINTS_PER_KKUB, type PopQuizQuestion, type PopQuizResult } from '@academy/contracts';
import type { EntitlementsRepository } from './entitlements.ts';
import { enqueuePayout } from './payout-jobs.ts';
import type { pointsRepository } from './points.ts';
import type { PopQuizQuestionRow, PopQuizWindow, PopQuizWindowsRepository } from './pop-quizzes.ts';
import { questionView, resultView, revealAtOf, type History } from './pop-quiz-views.ts';
import { payoutWallet } from './redeems.ts';
import type { RewardTrackingsRepository } from './reward-trackings.ts';

/** A learner meets none of the questions they had within this many days again (while the bank lasts). */
export const POP_QUIZ_REPEAT_DAYS = 30;

const FINISHED: PopQuizHistoryStatus[] = ['failed', 'pending', 'completed', 'outofreward'];

export const popQuizErrors = {
  expired: () => new AppError(409, 'POP_QUIZ_EXPIRED', 'Pop Quiz is expired'),
  outOfReward: () => new AppError(409, 'POP_QUIZ_OUT_OF_REWARD', 'Pop Quiz out of reward'),
  notAvailable: () => new AppError(409, 'POP_QUIZ_NOT_AVAILABLE', 'The next pop quiz is not available yet.'),
  timeOver: () => new AppError(409, 'QUIZ_TIME_OVER', 'Time over.'),
  submitFailed: () => new AppError(409, 'QUIZ_SUBMIT_FAILED', 'Submit Fail!'),
  hintSubscription: () => new AppError(403, 'QUIZ_HINT_SUBSCRIPTION_REQUIRED', 'Hints are for subscribers'),
  noHints: () => new AppError(409, 'QUIZ_NO_HINTS_LEFT', 'You have no hints left'),
};

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((x) => b.includes(x));

interface Dependencies {
  windows: PopQuizWindowsRepository;
  points: Pick<ReturnType<typeof pointsRepository>, 'credit'>;
  entitlements: EntitlementsRepository;
  rewardTrackings: Pick<RewardTrackingsRepository, 'create'>;
}

export function popQuizAttemptsRepository(db: Db, deps: Dependencies) {
  const { windows, points, entitlements, rewardTrackings } = deps;
  const { cooldownMinutes, timeLimitMaxSeconds } = windows.schedule;
  const effectiveLimit = (window: PopQuizWindow) =>
    timeLimitMaxSeconds ? Math.min(window.timeLimitSeconds, timeLimitMaxSeconds) : window.timeLimitSeconds;

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

  /** When the cool-down after the user's last finished try ends (null: none running at `now`). */
  async function cooldownEndsAt(userId: number, now: Date, tx: DbOrTx = db): Promise<Date | null> {
    const [row] = await tx
      .select({ last: max(popQuizHistories.finishedAt) })
      .from(popQuizHistories)
      .where(and(eq(popQuizHistories.userId, userId), inArray(popQuizHistories.status, FINISHED)));
    if (!row?.last) return null;
    const ends = new Date(new Date(row.last).getTime() + cooldownMinutes * 60_000);
    return ends.getTime() > now.getTime() ? ends : null;
  }

  /** When the window's answers may show (its end plus time limit, or its last try's deadline). */
  async function revealAt(window: PopQuizWindow, tx: DbOrTx = db): Promise<Date> {
    const [row] = await tx
      .select({ last: max(popQuizHistories.deadlineAt) })
      .from(popQuizHistories)
      .where(eq(popQuizHistories.popQuizId, window.id));
    return revealAtOf(window, row?.last ? new Date(row.last) : null);
  }

  /** A random active question the user did not have in the last 30 days; if none is left, any active one. */
  async function drawQuestion(tx: DbOrTx, userId: number, now: Date): Promise<PopQuizQuestionRow | null> {
    const since = new Date(now.getTime() - POP_QUIZ_REPEAT_DAYS * 24 * 60 * 60_000);
    const recent = tx
      .select({ id: popQuizHistories.questionId })
      .from(popQuizHistories)
      .where(and(eq(popQuizHistories.userId, userId), gte(popQuizHistories.openedAt, since)));
    const pick = (fresh: boolean) =>
      tx
        .select()
        .from(popQuizQuestions)
        .where(and(eq(popQuizQuestions.active, true), fresh ? notInArray(popQuizQuestions.id, recent) : undefined))
        .orderBy(sql`random()`)
        .limit(1);
    const [fresh] = await pick(true);
    if (fresh) return fresh;
    const [any] = await pick(false);
    return any ?? null;
  }

  const findQuestion = async (tx: DbOrTx, id: number) => {
    const [row] = await tx.select().from(popQuizQuestions).where(eq(popQuizQuestions.id, id)).limit(1);
    if (!row) throw notFound('Question');
    return row;
  };

  /** Locks the user's row: one user's opens run one after another (cool-down and one-at-a-time hold). */
  const lockUser = (tx: DbOrTx, userId: number) =>
    tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

  const findTry = async (tx: DbOrTx, userId: number, popQuizId: number, lock = false) => {
    const query = tx
      .select()
      .from(popQuizHistories)
      .where(and(eq(popQuizHistories.userId, userId), eq(popQuizHistories.popQuizId, popQuizId)))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  };

  /** A correct answer that took a quota unit: points at once; a KKUB reward to the linked wallet, or why not. */
  async function award(tx: DbOrTx, history: History, window: PopQuizWindow, now: Date) {
    let point: number | null = null;
    let pointsEarned = 0;
    if (window.rewardPoints > 0) {
      point = await points.credit(history.userId, window.rewardPoints, 'pop quiz', {
        tx,
        sourceKey: `pop-quiz:${window.id}`,
      });
      if (point !== null) pointsEarned = window.rewardPoints;
    }
    if (!window.rewardKkub) return { status: 'completed' as const, point, pointsEarned, kkub: null };
    const [user] = await tx
      .select({ walletAddressBitkubNext: users.walletAddressBitkubNext })
      .from(users)
      .where(eq(users.id, history.userId));
    const wallet = user ? payoutWallet(user) : null;
    const amount = window.rewardKkub;
    if (!wallet) {
      return { status: 'completed' as const, point, pointsEarned, kkub: { amount, outcome: 'no-wallet' as const } };
    }
    const tracking = await rewardTrackings.create(
      tx,
      {
        userId: history.userId,
        source: 'pop-quiz',
        sourceId: history.id,
        kind: 'crypto',
        rewardNameEn: `Pop quiz reward: ${amount} KKUB`,
        rewardNameTh: `รางวัลป๊อปควิซ: ${amount} KKUB`,
        amountKkub: amount,
        walletAddress: wallet,
      },
      now,
    );
    await enqueuePayout(
      tx,
      {
        source: 'pop-quiz',
        popQuizHistoryId: history.id,
        userId: history.userId,
        trackingId: tracking.id,
        walletAddress: wallet,
        amountKkub: amount,
        reference: `pop-quiz-kkub:${history.id}`,
      },
      now,
    );
    return { status: 'pending' as const, point, pointsEarned, kkub: { amount, outcome: 'pending' as const } };
  }

  return {
    closeOverdue,
    cooldownEndsAt,

    /** The user's tries of these windows with their questions (cards), after closing overdue ones. */
    async triesOf(userId: number, popQuizIds: number[], now: Date) {
      await closeOverdue(userId, now);
      if (popQuizIds.length === 0) return new Map<number, { history: History; question: PopQuizQuestionRow }>();
      const rows = await db
        .select({ history: popQuizHistories, question: popQuizQuestions })
        .from(popQuizHistories)
        .innerJoin(popQuizQuestions, eq(popQuizQuestions.id, popQuizHistories.questionId))
        .where(and(eq(popQuizHistories.userId, userId), inArray(popQuizHistories.popQuizId, popQuizIds)));
      return new Map(rows.map((row) => [row.history.popQuizId, row]));
    },

    /** Whether the user has a try in progress (in any window). */
    async inProgress(userId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ popQuizId: popQuizHistories.popQuizId })
        .from(popQuizHistories)
        .where(and(eq(popQuizHistories.userId, userId), eq(popQuizHistories.status, 'inprogress')))
        .limit(1);
      return row?.popQuizId ?? null;
    },

    /** GET question: opens the try (drawing its question, starting the clock) or returns the existing one. */
    async open(userId: number, popQuizId: number, lang: Language, now: Date): Promise<PopQuizQuestion> {
      return db.transaction(async (tx) => {
        await lockUser(tx, userId);
        await closeOverdue(userId, now, tx);
        const window = await windows.find(popQuizId, tx);
        if (!window) throw notFound('Pop quiz');
        let history = await findTry(tx, userId, popQuizId);
        if (!history) {
          if (now.getTime() < window.startsAt.getTime()) throw popQuizErrors.notAvailable();
          if (now.getTime() >= window.endsAt.getTime()) throw popQuizErrors.expired();
          if (window.rewardRemaining <= 0) throw popQuizErrors.outOfReward();
          if (await cooldownEndsAt(userId, now, tx)) throw popQuizErrors.notAvailable();
          const [other] = await tx
            .select({ id: popQuizHistories.id })
            .from(popQuizHistories)
            .where(
              and(
                eq(popQuizHistories.userId, userId),
                eq(popQuizHistories.status, 'inprogress'),
                ne(popQuizHistories.popQuizId, popQuizId),
              ),
            )
            .limit(1);
          if (other) throw popQuizErrors.notAvailable();
          const drawn = await drawQuestion(tx, userId, now);
          if (!drawn) throw popQuizErrors.notAvailable();
          const [created] = await tx
            .insert(popQuizHistories)
            .values({
              userId,
              popQuizId,
              questionId: drawn.id,
              status: 'inprogress',
              openedAt: now,
              deadlineAt: new Date(now.getTime() + effectiveLimit(window) * 1000),
            })
            .onConflictDoNothing()
            .returning();
          history = created ?? (await findTry(tx, userId, popQuizId));
          if (!history) throw popQuizErrors.submitFailed();
        }
        const question = await findQuestion(tx, history.questionId);
        const cooldown = history.status === 'inprogress' ? null : await cooldownEndsAt(userId, now, tx);
        const reveal = await revealAt(window, tx);
        return questionView(history, window, question, { lang, now, cooldown, revealAt: reveal });
      });
    },

    /** POST submit: right or wrong (never which choice is right). Throws QUIZ_TIME_OVER after recording the failed try. */
    async submit(
      userId: number,
      popQuizId: number,
      questionId: number,
      selectedAnswers: number[],
      lang: Language,
      now: Date,
    ): Promise<PopQuizResult> {
      const outcome = await db.transaction(async (tx) => {
        const history = await findTry(tx, userId, popQuizId, true);
        const window = await windows.find(popQuizId, tx);
        if (!window) throw notFound('Pop quiz');
        if (!history) {
          if (now.getTime() >= window.endsAt.getTime()) throw popQuizErrors.expired();
          throw popQuizErrors.submitFailed();
        }
        if (history.questionId !== questionId) throw notFound('Question');
        if (history.status !== 'inprogress') throw popQuizErrors.submitFailed();
        if (now.getTime() > history.deadlineAt.getTime()) {
          await tx
            .update(popQuizHistories)
            .set({ status: 'failed', failReason: 'time-over', finishedAt: history.deadlineAt })
            .where(eq(popQuizHistories.id, history.id));
          return { timeOver: true as const };
        }
        const question = await findQuestion(tx, history.questionId);
        const choiceCount = question.en.choices.length;
        if (selectedAnswers.some((i) => i >= choiceCount)) {
          throw new AppError(400, 'VALIDATION_FAILED', `selectedAnswers: choices are 0-${choiceCount - 1}`);
        }
        const selected = [...selectedAnswers].sort((a, b) => a - b);
        let won: Awaited<ReturnType<typeof award>> | null = null;
        let status: PopQuizHistoryStatus = 'failed';
        if (sameSet(selected, question.correct)) {
          if (await windows.takeReward(popQuizId, tx)) {
            won = await award(tx, history, window, now);
            status = won.status;
          } else status = 'outofreward';
        }
        const [updated] = await tx
          .update(popQuizHistories)
          .set({
            status,
            failReason: status === 'failed' ? 'wrong' : null,
            finishedAt: now,
            selectedAnswers: selected,
            pointsEarned: won?.pointsEarned ?? 0,
            kkubAmount: won?.kkub?.amount ?? null,
            kkubOutcome: won?.kkub?.outcome ?? null,
          })
          .where(eq(popQuizHistories.id, history.id))
          .returning();
        const reveal = await revealAt(window, tx);
        return { timeOver: false as const, history: updated!, question, point: won?.point ?? null, reveal };
      });
      if (outcome.timeOver) throw popQuizErrors.timeOver();
      // This try just finished at `now`, the latest of the user's: the cool-down runs from it.
      const cooldown = cooldownMinutes > 0 ? new Date(now.getTime() + cooldownMinutes * 60_000) : null;
      return resultView(outcome.history, outcome.question, {
        lang,
        now,
        revealAt: outcome.reveal,
        point: outcome.point,
        cooldown,
      });
    },

    /** POST hint: subscribers only; the first call spends one hint, later calls show it again. */
    async hint(userId: number, popQuizId: number, questionId: number, lang: Language, now: Date) {
      const outcome = await db.transaction(async (tx) => {
        const history = await findTry(tx, userId, popQuizId, true);
        if (!history) {
          if (!(await windows.find(popQuizId, tx))) throw notFound('Pop quiz');
          throw popQuizErrors.submitFailed();
        }
        if (history.questionId !== questionId) throw notFound('Question');
        if (history.status !== 'inprogress') throw popQuizErrors.submitFailed();
        if (now.getTime() > history.deadlineAt.getTime()) {
          await closeOverdue(userId, now, tx);
          return { timeOver: true as const };
        }
        const question = await findQuestion(tx, questionId);
        if (history.hintUsed) {
          const info = await entitlements.info(userId, now, tx);
          return { timeOver: false as const, hint: question[lang].hint, remainingHint: info.remainingHint };
        }
        const left = await entitlements.spendHint(userId, now, tx);
        if (left === null) {
          throw (await entitlements.info(userId, now, tx)).active
            ? popQuizErrors.noHints()
            : popQuizErrors.hintSubscription();
        }
        await tx.update(popQuizHistories).set({ hintUsed: true }).where(eq(popQuizHistories.id, history.id));
        return { timeOver: false as const, hint: question[lang].hint, remainingHint: left };
      });
      if (outcome.timeOver) throw popQuizErrors.timeOver();
      return { hint: outcome.hint, remainingHint: outcome.remainingHint };
    },

    /**
     * The payout job's end for a `pending` try (in the job's transaction): `paid` -> completed;
     * `refused` -> completed with the KKUB's worth in points instead (once: sourceKey
     * `pop-quiz-kkub:<history id>`). False when the try was not pending (settled already).
     */
    async settleKkub(historyId: number, outcome: Extract<PopQuizKkubOutcome, 'paid' | 'refused'>, tx: DbOrTx) {
      const [row] = await tx
        .update(popQuizHistories)
        .set({ status: 'completed', kkubOutcome: outcome })
        .where(and(eq(popQuizHistories.id, historyId), eq(popQuizHistories.status, 'pending')))
        .returning();
      if (!row) return false;
      if (outcome === 'refused' && row.kkubAmount) {
        const instead = row.kkubAmount * POINTS_PER_KKUB;
        const credited = await points.credit(row.userId, instead, 'pop quiz KKUB refused: points instead', {
          tx,
          sourceKey: `pop-quiz-kkub:${row.id}`,
        });
        if (credited !== null) {
          await tx
            .update(popQuizHistories)
            .set({ pointsEarned: sql`${popQuizHistories.pointsEarned} + ${instead}` })
            .where(eq(popQuizHistories.id, row.id));
        }
      }
      return true;
    },

    /** How many tries a window has, by status (tests, bench, operators). */
    async countByStatus(popQuizId: number) {
      const rows = await db
        .select({ status: popQuizHistories.status, n: sql<number>`count(*)::int` })
        .from(popQuizHistories)
        .where(eq(popQuizHistories.popQuizId, popQuizId))
        .groupBy(popQuizHistories.status);
      return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Partial<
        Record<PopQuizHistoryStatus, number>
      >;
    },
  };
}

export type PopQuizAttemptsRepository = ReturnType<typeof popQuizAttemptsRepository>;
