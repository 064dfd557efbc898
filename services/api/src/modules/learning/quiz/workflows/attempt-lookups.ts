import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.ts';
import { quizAttempts } from '../../../../db/schema/index.ts';

export type AttemptRow = typeof quizAttempts.$inferSelect;

/** The statuses of an attempt that is not finished; a user has at most one per quiz. */
export const OPEN_STATUSES = ['inprogress', 'saved'] as const;

const a = quizAttempts;

/** The user's open (in progress or saved) attempt of the quiz; `lock` takes it FOR UPDATE. */
export async function findOpenAttempt(tx: DbOrTx, userId: number, quizId: number, lock = false) {
  const query = tx
    .select()
    .from(a)
    .where(and(eq(a.userId, userId), eq(a.quizId, quizId), inArray(a.status, [...OPEN_STATUSES])))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The user's last finished attempt of the quiz; with `gradedPassOnly` the last pass of a graded
 * (not practice) attempt: the one a certificate comes from.
 */
export async function findLastFinished(tx: DbOrTx, userId: number, quizId: number, gradedPassOnly = false) {
  const [row] = await tx
    .select()
    .from(a)
    .where(
      and(
        eq(a.userId, userId),
        eq(a.quizId, quizId),
        eq(a.status, 'finished'),
        gradedPassOnly ? and(eq(a.passed, true), eq(a.practice, false)) : undefined,
      ),
    )
    .orderBy(desc(a.finishedAt), desc(a.id))
    .limit(1);
  return row ?? null;
}

/** When the user may start the quiz again after `last` finished (null: no wait). */
export function retakeAvailableAt(last: AttemptRow | null, cooldownHours: number): Date | null {
  if (!last?.finishedAt || cooldownHours <= 0) return null;
  return new Date(last.finishedAt.getTime() + cooldownHours * 3_600_000);
}
