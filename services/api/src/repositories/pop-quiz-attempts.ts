/**
 * A user's tries at pop quizzes (business-rules.md "Pop quiz"): one try per user per pop quiz.
 *
 * - Opening the question creates the try (`inprogress`, deadline = opened + time limit); opening
 *   again returns the same try, the clock is not restarted.
 * - Submit within the deadline: wrong -> `failed`; correct -> one unit of quota in one conditional
 *   UPDATE, in the same transaction as the try and the points credit: `completed` with points,
 *   or `outofreward` when the quota ran out first. After the deadline (server clock): `failed`
 *   with time over. A try left open past its deadline is closed the same way when next seen.
 * - After a try ends, the next pop quiz can be opened only after the cool-down.
 * - `pending` (a reward payout still in flight) is never produced here: points are credited in
 *   the same transaction, so a correct answer is `completed` at once.
 */
import { and, count, desc, eq, inArray, lt, max, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { popQuizHistories, popQuizQuestions, users, type PopQuizHistoryStatus } from '../db/schema/index.ts';
import { AppError, notFound } from '../lib/app-error.ts';
import { likeContains } from '../lib/like.ts';
import {
  type Language,
  POINTS_PER_KKUB,
  type PopQuizHistoryItem,
  type PopQuizQuestion,
  type PopQuizResult,
} from '@academy/contracts';
import type { EntitlementsRepository } from './entitlements.ts';
import type { PopQuizQuestionRow, PopQuizWindow, PopQuizWindowsRepository } from './pop-quizzes.ts';

type History = typeof popQuizHistories.$inferSelect;

/** Tries whose question (text in either language, or topic) contains `q`; `%`, `_`, `\` literal. */
function searchFilter(q: string | undefined) {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = likeContains(text);
  return sql`exists (select 1 from ${popQuizQuestions} sq where sq.id = ${popQuizHistories.questionId}
    and (sq.en->>'question' ilike ${pattern} or sq.th->>'question' ilike ${pattern}
      or sq.topic_en ilike ${pattern} or sq.topic_th ilike ${pattern}))`;
}
type PointsRepository = {
  credit(
    userId: number,
    amount: number,
    reason: string,
    options?: { tx?: DbOrTx; sourceKey?: string },
  ): Promise<number | null>;
};

const FINISHED: PopQuizHistoryStatus[] = ['failed', 'pending', 'completed', 'outofreward'];
const COMPLETED: PopQuizHistoryStatus[] = ['completed', 'pending'];

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
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function popQuizAttemptsRepository(
  db: Db,
  windows: PopQuizWindowsRepository,
  points: PointsRepository,
  entitlements: EntitlementsRepository,
) {
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

  function result(
    history: History,
    question: PopQuizQuestionRow,
    lang: Language,
    point: number | null,
    cooldown: Date | null,
  ): PopQuizResult {
    const timeOver = history.failReason === 'time-over';
    return {
      popQuizId: history.popQuizId,
      questionId: history.questionId,
      status: history.status,
      correct: history.status === 'completed' || history.status === 'pending' || history.status === 'outofreward',
      timeOver,
      selectedAnswers: history.selectedAnswers ?? [],
      correctAnswers: question.correct,
      explanation: question[lang].explanation,
      pointsEarned: history.pointsEarned,
      messageCode: timeOver ? 'QUIZ_TIME_OVER' : history.status === 'outofreward' ? 'QUIZ_OUT_OF_REWARD' : null,
      point,
      cooldownEndsAt: iso(cooldown),
    };
  }

  function questionView(
    history: History,
    window: PopQuizWindow,
    question: PopQuizQuestionRow,
    lang: Language,
    now: Date,
    cooldown: Date | null,
  ): PopQuizQuestion {
    const text = question[lang];
    const finished = history.status !== 'inprogress';
    return {
      popQuizId: window.id,
      questionId: question.id,
      topic: { slug: question.topic, name: lang === 'th' ? question.topicTh : question.topicEn },
      question: text.question,
      choices: text.choices,
      multiple: question.correct.length > 1,
      timeLimitSeconds: Math.round((history.deadlineAt.getTime() - history.openedAt.getTime()) / 1000),
      rewardPoints: window.rewardPoints,
      status: history.status,
      serverNow: now.toISOString(),
      openedAt: history.openedAt.toISOString(),
      deadline: history.deadlineAt.toISOString(),
      secondsLeft: finished ? 0 : Math.max(0, Math.ceil((history.deadlineAt.getTime() - now.getTime()) / 1000)),
      hint: history.hintUsed ? text.hint : null,
      result: finished ? result(history, question, lang, null, cooldown) : null,
    };
  }

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

  return {
    closeOverdue,
    cooldownEndsAt,

    /** The user's tries of these windows (cards), after closing overdue ones. */
    async triesOf(userId: number, popQuizIds: number[], now: Date) {
      await closeOverdue(userId, now);
      if (popQuizIds.length === 0) return new Map<number, History>();
      const rows = await db
        .select()
        .from(popQuizHistories)
        .where(and(eq(popQuizHistories.userId, userId), inArray(popQuizHistories.popQuizId, popQuizIds)));
      return new Map(rows.map((row) => [row.popQuizId, row]));
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

    /** GET question: opens the try (starting the clock) or returns the existing one. */
    async open(userId: number, popQuizId: number, lang: Language, now: Date): Promise<PopQuizQuestion> {
      return db.transaction(async (tx) => {
        await lockUser(tx, userId);
        await closeOverdue(userId, now, tx);
        const found = await windows.find(popQuizId, tx);
        if (!found) throw notFound('Pop quiz');
        const { window, question } = found;
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
          const [created] = await tx
            .insert(popQuizHistories)
            .values({
              userId,
              popQuizId,
              questionId: question.id,
              status: 'inprogress',
              openedAt: now,
              deadlineAt: new Date(now.getTime() + effectiveLimit(window) * 1000),
            })
            .onConflictDoNothing()
            .returning();
          history = created ?? (await findTry(tx, userId, popQuizId));
          if (!history) throw popQuizErrors.submitFailed();
        }
        const cooldown = history.status === 'inprogress' ? null : await cooldownEndsAt(userId, now, tx);
        return questionView(history, window, question, lang, now, cooldown);
      });
    },

    /** POST submit. Throws QUIZ_TIME_OVER after recording the failed try. */
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
        const found = await windows.find(popQuizId, tx);
        if (!found) throw notFound('Pop quiz');
        const { window, question } = found;
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
        const choiceCount = question.en.choices.length;
        if (selectedAnswers.some((i) => i >= choiceCount)) {
          throw new AppError(400, 'VALIDATION_FAILED', `selectedAnswers: choices are 0-${choiceCount - 1}`);
        }
        const selected = [...selectedAnswers].sort((a, b) => a - b);
        let status: PopQuizHistoryStatus = 'failed';
        let pointsEarned = 0;
        let point: number | null = null;
        if (sameSet(selected, question.correct)) {
          if (await windows.takeReward(popQuizId, tx)) {
            status = 'completed';
            if (window.rewardPoints > 0) {
              point = await points.credit(userId, window.rewardPoints, 'pop quiz', {
                tx,
                sourceKey: `pop-quiz:${popQuizId}`,
              });
              if (point !== null) pointsEarned = window.rewardPoints;
            }
          } else status = 'outofreward';
        }
        const [updated] = await tx
          .update(popQuizHistories)
          .set({
            status,
            failReason: status === 'failed' ? 'wrong' : null,
            finishedAt: now,
            selectedAnswers: selected,
            pointsEarned,
          })
          .where(eq(popQuizHistories.id, history.id))
          .returning();
        return { timeOver: false as const, history: updated!, question, point };
      });
      if (outcome.timeOver) throw popQuizErrors.timeOver();
      // This try just finished at `now`, the latest of the user's: the cool-down runs from it.
      const cooldown = cooldownMinutes > 0 ? new Date(now.getTime() + cooldownMinutes * 60_000) : null;
      return result(outcome.history, outcome.question, lang, outcome.point, cooldown);
    },

    /** POST hint: subscribers only; the first call spends one hint, later calls show it again. */
    async hint(userId: number, popQuizId: number, questionId: number, lang: Language, now: Date) {
      const outcome = await db.transaction(async (tx) => {
        const history = await findTry(tx, userId, popQuizId, true);
        if (!history) {
          const found = await windows.find(popQuizId, tx);
          if (!found) throw notFound('Pop quiz');
          throw popQuizErrors.submitFailed();
        }
        if (history.questionId !== questionId) throw notFound('Question');
        if (history.status !== 'inprogress') throw popQuizErrors.submitFailed();
        if (now.getTime() > history.deadlineAt.getTime()) {
          await closeOverdue(userId, now, tx);
          return { timeOver: true as const };
        }
        const [question] = await tx.select().from(popQuizQuestions).where(eq(popQuizQuestions.id, questionId)).limit(1);
        if (!question) throw notFound('Question');
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

    /** Tries newest first; `onlyCompleted` for the completed list. Offset = start x limit. */
    async histories(
      userId: number,
      page: { start: number; limit: number; q?: string | undefined },
      lang: Language,
      now: Date,
      onlyCompleted = false,
    ): Promise<{ items: PopQuizHistoryItem[]; total: number }> {
      await closeOverdue(userId, now);
      const where = and(
        eq(popQuizHistories.userId, userId),
        onlyCompleted ? inArray(popQuizHistories.status, COMPLETED) : undefined,
        searchFilter(page.q),
      );
      const rows = await db
        .select({ history: popQuizHistories, question: popQuizQuestions })
        .from(popQuizHistories)
        .innerJoin(popQuizQuestions, eq(popQuizQuestions.id, popQuizHistories.questionId))
        .where(where)
        .orderBy(desc(popQuizHistories.openedAt), desc(popQuizHistories.id))
        .limit(page.limit)
        .offset(page.start * page.limit);
      const [total] = await db.select({ n: count() }).from(popQuizHistories).where(where);
      const items = rows.map(({ history, question }): PopQuizHistoryItem => {
        const finished = history.finishedAt;
        return {
          id: history.id,
          popQuizId: history.popQuizId,
          questionId: history.questionId,
          questionTitle: question[lang].question,
          topic: { slug: question.topic, name: lang === 'th' ? question.topicTh : question.topicEn },
          status: history.status,
          timeOver: history.failReason === 'time-over',
          openedAt: history.openedAt.toISOString(),
          completedDate: iso(finished),
          duration: finished ? Math.max(0, Math.round((finished.getTime() - history.openedAt.getTime()) / 1000)) : null,
          rewardPoint: history.pointsEarned,
          amount: history.pointsEarned / POINTS_PER_KKUB,
          result: history.status === 'inprogress' ? null : history.status === 'failed' ? 'fail' : 'pass',
        };
      });
      return { items, total: Number(total?.n ?? 0) };
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
