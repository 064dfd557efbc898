import type { DbOrTx } from '../../../../db/client.ts';
import { findLastFinished, findOpenAttempt, type AttemptRow } from './attempt-lookups.ts';
import { quizErrors } from './errors.ts';

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
