import { and, eq, gte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { popQuizHistories, popQuizQuestions } from '../../../db/schema/index.ts';
import type { PopQuizQuestionRow, PopQuizWindow } from './windows-repository.ts';

/** A learner meets none of the questions they had within this many days again (while the bank lasts). */
export const POP_QUIZ_REPEAT_DAYS = 30;

/** Whether a try of the window can earn anything (points or KKUB). */
const paysReward = (window: Pick<PopQuizWindow, 'rewardPoints' | 'rewardKkub'>) =>
  window.rewardPoints > 0 || (window.rewardKkub ?? 0) > 0;

/**
 * The question a learner's new try asks, at random among the active bank, preferring in turn:
 *
 * - in a window that pays a reward, questions not retired: none whose answer a try of ANOTHER
 *   window reveals (`reveals_answer`, whether that window is over yet or not, so an answer shown
 *   while this try runs cannot be replayed either). Answers seen after a window never pay again,
 *   in any account. With none left the try is `practice` (earns nothing);
 * - questions the learner did not have in the last 30 days.
 *
 * Null: the bank is empty. Tests: test/modules/learning/pop-quiz/secrecy.test.ts, replay.test.ts.
 */
export async function drawQuestion(
  tx: DbOrTx,
  userId: number,
  window: Pick<PopQuizWindow, 'id' | 'rewardPoints' | 'rewardKkub'>,
  now: Date,
): Promise<{ question: PopQuizQuestionRow; practice: boolean } | null> {
  const since = new Date(now.getTime() - POP_QUIZ_REPEAT_DAYS * 24 * 60 * 60_000);
  const recent = tx
    .select({ id: popQuizHistories.questionId })
    .from(popQuizHistories)
    .where(and(eq(popQuizHistories.userId, userId), gte(popQuizHistories.openedAt, since)));
  const fresh = notInArray(popQuizQuestions.id, recent);
  const notRetired = sql`not exists (select 1 from ${popQuizHistories} h where h.question_id = ${popQuizQuestions.id}
    and h.reveals_answer and h.pop_quiz_id <> ${window.id})`;
  const rewarded = paysReward(window);
  const tiers: Array<{ where: SQL[]; practice: boolean }> = rewarded
    ? [
        { where: [notRetired, fresh], practice: false },
        { where: [notRetired], practice: false },
        { where: [fresh], practice: true },
        { where: [], practice: true },
      ]
    : [
        { where: [fresh], practice: false },
        { where: [], practice: false },
      ];
  for (const tier of tiers) {
    const [question] = await tx
      .select()
      .from(popQuizQuestions)
      .where(and(eq(popQuizQuestions.active, true), ...tier.where))
      .orderBy(sql`random()`)
      .limit(1);
    if (question) return { question, practice: tier.practice };
  }
  return null;
}
