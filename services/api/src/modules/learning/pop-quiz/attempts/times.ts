/**
 * The times that follow from a learner's tries, and the tries as they stand: when the cool-down
 * ends and when a window's answers may show. A try left running past its deadline is over for
 * every read (asOf); only state-changing requests record it (closeOverdue). Tests:
 * test/modules/learning/pop-quiz/open.test.ts (cool-down) and secrecy.test.ts (reveal).
 */
import type { DbOrTx } from '../../../../db/client.ts';
import { notFound } from '../../../../lib/app-error.ts';
import type { PopQuizTriesRepository } from '../tries-repository.ts';
import type { PopQuizQuestionRow, PopQuizWindow } from '../windows-repository.ts';
import { asOf, revealAtOf, type History } from '../views.ts';

export function popQuizTimes(tries: PopQuizTriesRepository, { cooldownMinutes }: { cooldownMinutes: number }) {
  /** When the cool-down after the user's last finished try (or one over at its deadline) ends (null: none running at `now`). */
  async function cooldownEndsAt(userId: number, now: Date, tx?: DbOrTx): Promise<Date | null> {
    const last = await tries.lastTryEnd(userId, now, tx);
    if (!last) return null;
    const ends = new Date(last.getTime() + cooldownMinutes * 60_000);
    return ends.getTime() > now.getTime() ? ends : null;
  }

  /** When each window's answers may show (its end plus time limit, or its last try's deadline), by window id. */
  async function revealAts(windows: PopQuizWindow[], tx?: DbOrTx): Promise<Map<number, Date>> {
    const last = await tries.lastDeadlines(
      windows.map((window) => window.id),
      tx,
    );
    return new Map(windows.map((window) => [window.id, revealAtOf(window, last.get(window.id) ?? null)]));
  }

  /** When the window's answers may show. */
  const revealAt = async (window: PopQuizWindow, tx?: DbOrTx): Promise<Date> =>
    (await revealAts([window], tx)).get(window.id)!;

  /** The try's question, or 404. */
  async function requireQuestion(tx: DbOrTx, id: number): Promise<PopQuizQuestionRow> {
    const question = await tries.findQuestion(tx, id);
    if (!question) throw notFound();
    return question;
  }

  /** The user's tries of these windows as they stand at `now`, with their questions (cards). */
  async function triesOf(userId: number, popQuizIds: number[], now: Date) {
    const rows = await tries.triesWithQuestions(userId, popQuizIds);
    return new Map<number, { history: History; question: PopQuizQuestionRow }>(
      rows.map((row) => [row.history.popQuizId, { ...row, history: asOf(row.history, now) }]),
    );
  }

  return { cooldownEndsAt, revealAts, revealAt, requireQuestion, triesOf };
}

export type PopQuizTimes = ReturnType<typeof popQuizTimes>;
