import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.ts';
import { pointLedger, quizAttempts, rewardTrackings } from '../../../../db/schema/index.ts';

/** The point ledger's source of a main quiz's points: credited once per user and quiz. */
export const quizPointsSource = (quizId: number) => `quiz:${quizId}`;

/** Whether the quiz's points were already credited to the user (by an earlier pass). */
export async function quizPointsCredited(tx: DbOrTx, userId: number, quizId: number): Promise<boolean> {
  const [credited] = await tx
    .select({ id: pointLedger.id })
    .from(pointLedger)
    .where(and(eq(pointLedger.userId, userId), eq(pointLedger.sourceKey, quizPointsSource(quizId))))
    .limit(1);
  return credited !== undefined;
}

/** Whether the user already has a physical reward's tracking from an attempt of the quiz. */
export async function quizRewardTracked(tx: DbOrTx, userId: number, quizId: number): Promise<boolean> {
  const [earlier] = await tx
    .select({ id: rewardTrackings.id })
    .from(rewardTrackings)
    .innerJoin(quizAttempts, eq(quizAttempts.id, rewardTrackings.sourceId))
    .where(and(eq(rewardTrackings.source, 'quiz'), eq(rewardTrackings.userId, userId), eq(quizAttempts.quizId, quizId)))
    .limit(1);
  return earlier !== undefined;
}
