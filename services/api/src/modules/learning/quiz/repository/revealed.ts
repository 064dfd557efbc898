import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.ts';
import { quizRevealedQuestions } from '../../../../db/schema/index.ts';
import type { AttemptRow } from './attempts.ts';

/** The slugs of the quiz's questions the user has been shown (finished or discarded attempts). */
export async function revealedSlugs(tx: DbOrTx, userId: number, quizId: number): Promise<Set<string>> {
  const rows = await tx
    .select({ slug: quizRevealedQuestions.questionSlug })
    .from(quizRevealedQuestions)
    .where(and(eq(quizRevealedQuestions.userId, userId), eq(quizRevealedQuestions.quizId, quizId)));
  return new Set(rows.map((r) => r.slug));
}

/**
 * Records the attempt's questions as shown to its user, so a graded attempt never draws them
 * again: by `finishedAttemptId` (its result shows their answers), or null when the attempt does
 * not stay as it was (discarded, or drawn again after an edit) but its questions were on screen.
 */
export async function recordShown(
  tx: DbOrTx,
  attempt: Pick<AttemptRow, 'userId' | 'quizId' | 'questions'>,
  finishedAttemptId: number | null,
  now: Date,
): Promise<void> {
  const { userId, quizId } = attempt;
  // Attempts from before pools have questions without slugs (the importer records those by text).
  const shown = attempt.questions.filter((q) => q.slug);
  if (shown.length === 0) return;
  await tx
    .insert(quizRevealedQuestions)
    .values(shown.map((q) => ({ userId, quizId, questionSlug: q.slug, attemptId: finishedAttemptId, revealedAt: now })))
    .onConflictDoNothing();
}
