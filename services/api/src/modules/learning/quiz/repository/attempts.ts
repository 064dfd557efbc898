import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.ts';
import { articleQuizzes, quizAttemptAnswers, quizAttemptHints, quizAttempts } from '../../../../db/schema/index.ts';

export type AttemptRow = typeof quizAttempts.$inferSelect;
type NewAttempt = typeof quizAttempts.$inferInsert;

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

/** The user's attempt by its id (null when it is someone else's). */
export async function findAttempt(tx: DbOrTx, userId: number, attemptId: number) {
  const [row] = await tx
    .select()
    .from(a)
    .where(and(eq(a.id, attemptId), eq(a.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The status, pass and practice flag of each of the user's attempts of these quizzes. */
export async function attemptStatuses(tx: DbOrTx, userId: number, quizIds: number[]) {
  return tx
    .select({ quizId: a.quizId, status: a.status, passed: a.passed, practice: a.practice })
    .from(a)
    .where(and(eq(a.userId, userId), inArray(a.quizId, quizIds)));
}

export async function insertAttempt(tx: DbOrTx, values: NewAttempt): Promise<AttemptRow> {
  const [row] = await tx.insert(a).values(values).returning();
  return row!;
}

export async function updateAttempt(tx: DbOrTx, id: number, values: Partial<NewAttempt>): Promise<AttemptRow> {
  const [row] = await tx.update(a).set(values).where(eq(a.id, id)).returning();
  return row!;
}

/** Updates the attempt only while it is in progress; null when it no longer is. */
export async function updateAttemptInProgress(tx: DbOrTx, id: number, values: Partial<NewAttempt>) {
  const [row] = await tx
    .update(a)
    .set(values)
    .where(and(eq(a.id, id), eq(a.status, 'inprogress')))
    .returning();
  return row ?? null;
}

/** Deletes the user's open attempt of the quiz (its answers and hints go with it); the deleted row. */
export async function deleteOpenAttempt(tx: DbOrTx, userId: number, quizId: number) {
  const [row] = await tx
    .delete(a)
    .where(and(eq(a.userId, userId), eq(a.quizId, quizId), inArray(a.status, [...OPEN_STATUSES])))
    .returning();
  return row ?? null;
}

/** Drops the attempt's answers and revealed hints (a fresh draw after a quiz edit). */
export async function clearAnswersAndHints(tx: DbOrTx, attemptId: number): Promise<void> {
  await tx.delete(quizAttemptAnswers).where(eq(quizAttemptAnswers.attemptId, attemptId));
  await tx.delete(quizAttemptHints).where(eq(quizAttemptHints.attemptId, attemptId));
}

/**
 * One statement: the answer is stored only while the attempt is in progress on the quiz's
 * current version (FOR SHARE waits for a finish in flight and then sees it finished), the
 * attempt's updatedAt moves with it, and the answered questions come back (the CTE's insert is
 * not visible to the outer select, hence the union). `stored` is false when nothing was stored.
 */
export async function storeAnswer(
  tx: DbOrTx,
  attemptId: number,
  questionId: number,
  selected: number[],
  now: Date,
): Promise<{ stored: boolean; answered: number[] }> {
  const result = (await tx.execute(sql`
    with stored as (
      insert into ${quizAttemptAnswers} (attempt_id, question_id, selected_answers, answered_at)
      select ${a.id}, ${questionId}, ${JSON.stringify(selected)}::jsonb, ${now.toISOString()}::timestamptz
      from ${a} join ${articleQuizzes} on ${articleQuizzes.id} = ${a.quizId}
      where ${a.id} = ${attemptId} and ${a.status} = 'inprogress' and ${a.quizVersion} = ${articleQuizzes.version}
      for share of ${a}
      on conflict (attempt_id, question_id)
        do update set selected_answers = excluded.selected_answers, answered_at = excluded.answered_at
      returning question_id
    ), touched as (
      update ${a} set updated_at = ${now.toISOString()}::timestamptz
      where ${a.id} = ${attemptId} and exists (select 1 from stored)
      returning ${a.id}
    )
    select (select count(*) from stored)::int as stored,
      array(select question_id from ${quizAttemptAnswers} where attempt_id = ${attemptId}
        union select question_id from stored) as answered`)) as unknown as {
    rows: Array<{ stored: number; answered: number[] }>;
  };
  const row = result.rows[0];
  return { stored: Boolean(row && Number(row.stored) > 0), answered: (row?.answered ?? []).map(Number) };
}

/** The attempt's answers so far, by question. */
export async function answersOf(tx: DbOrTx, attemptId: number) {
  return tx
    .select({ questionId: quizAttemptAnswers.questionId, selectedAnswers: quizAttemptAnswers.selectedAnswers })
    .from(quizAttemptAnswers)
    .where(eq(quizAttemptAnswers.attemptId, attemptId))
    .orderBy(quizAttemptAnswers.questionId);
}

/** How many questions of each attempt are answered (attempts without answers are left out). */
export async function answerCounts(tx: DbOrTx, attemptIds: number[]): Promise<Map<number, number>> {
  if (attemptIds.length === 0) return new Map();
  const rows = await tx
    .select({ attemptId: quizAttemptAnswers.attemptId, n: count() })
    .from(quizAttemptAnswers)
    .where(inArray(quizAttemptAnswers.attemptId, attemptIds))
    .groupBy(quizAttemptAnswers.attemptId);
  return new Map(rows.map((row) => [row.attemptId, Number(row.n)]));
}

/** The questions whose hint the attempt has revealed. */
export async function hintsOf(tx: DbOrTx, attemptId: number): Promise<number[]> {
  const rows = await tx
    .select({ questionId: quizAttemptHints.questionId })
    .from(quizAttemptHints)
    .where(eq(quizAttemptHints.attemptId, attemptId))
    .orderBy(quizAttemptHints.questionId);
  return rows.map((row) => row.questionId);
}

/** Records a revealed hint; false when the attempt had already revealed it. */
export async function insertHint(tx: DbOrTx, attemptId: number, questionId: number, now: Date): Promise<boolean> {
  const inserted = await tx
    .insert(quizAttemptHints)
    .values({ attemptId, questionId, revealedAt: now })
    .onConflictDoNothing()
    .returning({ questionId: quizAttemptHints.questionId });
  return inserted.length === 1;
}
