/**
 * A user's tries at pop quizzes (business-rules.md "Pop quiz"): one try per user per pop quiz.
 *
 * - Opening (a POST) creates the try (`inprogress`, deadline = opened + time limit) with a
 *   question drawn for this learner and its own order of the choices (open.ts, ../draw-question.ts:
 *   a reward window never draws a question whose answer another window reveals). Opening again
 *   returns the same try; the clock is not restarted. Reading it (`view`) never creates one.
 * - Submit within the deadline (submit.ts): wrong -> `failed`; correct -> one unit of quota, the
 *   try and its reward in one transaction (rewards.ts: points, a KKUB window's `pending` payout,
 *   `settleKkub` when the payout job ends), or `outofreward` when the quota ran out first. After
 *   the deadline (server clock): `failed` with time over; a try left open past its deadline is
 *   over for every read and recorded so by the next state-changing request (times.ts).
 * - The answer says right or wrong only; which choice was right shows once nobody can answer
 *   the window any more, to learners who were identity-verified when opening it
 *   (pop-quiz/views.ts).
 * - After a try ends, the next pop quiz can be opened only after the cool-down.
 * - Hints (hint.ts): subscribers only, one of the allowance per try.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../../db/client.ts';
import type { PopQuizAttemptDeps } from './deps.ts';
import { popQuizHints } from './hint.ts';
import { popQuizOpening } from './open.ts';
import { popQuizRewards } from './rewards.ts';
import { popQuizSubmission } from './submit.ts';
import { popQuizTimes } from './times.ts';

/** The pop quiz play service; rows through `deps.popQuizTries` (../tries-repository.ts). */
export function popQuizAttemptsService(db: Db, deps: PopQuizAttemptDeps) {
  const { popQuizzes: windows, popQuizTries: tries, entitlements } = deps;
  const times = popQuizTimes(tries, windows.schedule);
  const rewards = popQuizRewards(deps);
  return {
    cooldownEndsAt: times.cooldownEndsAt,
    triesOf: times.triesOf,
    revealAts: times.revealAts,
    inProgress: (userId: number, now: Date) => tries.runningTry(userId, now),
    settleKkub: rewards.settleKkub,
    ...popQuizOpening(db, windows, tries, times),
    ...popQuizSubmission(db, windows, tries, times, rewards),
    ...popQuizHints(db, windows, entitlements, tries, times),
  };
}

export type PopQuizAttemptsService = ReturnType<typeof popQuizAttemptsService>;

/** The pop quiz play service on the app's database and repositories. */
export const popQuizServiceOf = (app: FastifyInstance): PopQuizAttemptsService =>
  popQuizAttemptsService(app.db, app.repositories);
