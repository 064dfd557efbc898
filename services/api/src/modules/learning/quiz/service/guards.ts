import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.ts';
import { findLastFinished, findOpenAttempt, type AttemptRow } from '../repository/attempts.ts';
import { findPublishedQuiz, quizVersion, type LoadedQuiz } from '../repository/quizzes.ts';
import { quizErrors } from '../errors.ts';

/** The one published quiz `where` names, or 404. */
export async function requirePublishedQuiz(tx: DbOrTx, where: SQL): Promise<LoadedQuiz> {
  const found = await findPublishedQuiz(tx, where);
  if (!found) throw quizErrors.notFound();
  return found;
}

/** The quiz's current version (an edit of its questions bumps it), or 404. */
export async function requireQuizVersion(tx: DbOrTx, quizId: number): Promise<number> {
  const version = await quizVersion(tx, quizId);
  if (version === null) throw quizErrors.notFound();
  return version;
}

/** The error that says why the user has no open attempt of the quiz. */
export async function noOpenAttempt(tx: DbOrTx, userId: number, quizId: number) {
  return (await findLastFinished(tx, userId, quizId)) ? quizErrors.finished() : quizErrors.notStarted();
}

/** The open attempt, or the error that says why there is none. */
export async function requireOpen(tx: DbOrTx, userId: number, quizId: number, lock = false): Promise<AttemptRow> {
  const open = await findOpenAttempt(tx, userId, quizId, lock);
  if (open) return open;
  throw await noOpenAttempt(tx, userId, quizId);
}

export async function requireInProgress(tx: DbOrTx, userId: number, quizId: number, lock = false) {
  const open = await requireOpen(tx, userId, quizId, lock);
  if (open.status !== 'inprogress') throw quizErrors.saved();
  return open;
}

export function question(attempt: AttemptRow, qid: number) {
  const q = attempt.questions[qid - 1];
  if (!q) throw quizErrors.question();
  return q;
}

/** When the user may start the quiz again after `last` finished (null: no wait). */
export function retakeAvailableAt(last: AttemptRow | null, cooldownHours: number): Date | null {
  if (!last?.finishedAt || cooldownHours <= 0) return null;
  return new Date(last.finishedAt.getTime() + cooldownHours * 3_600_000);
}
