import { and, eq, gte, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { popQuizHistories, popQuizQuestions } from '../../db/schema/index.ts';
import type { PopQuizQuestionRow } from '../pop-quizzes.ts';

/** A learner meets none of the questions they had within this many days again (while the bank lasts). */
export const POP_QUIZ_REPEAT_DAYS = 30;

/**
 * The question a learner's new try asks: at random among the active bank minus the questions
 * they had in the last 30 days; if none is left, any active one (null: the bank is empty).
 * Tests: test/routes/client/pop-quizzes/secrecy.test.ts.
 */
export async function drawQuestion(tx: DbOrTx, userId: number, now: Date): Promise<PopQuizQuestionRow | null> {
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
