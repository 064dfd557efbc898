import { before } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { popQuizzes } from '../../src/db/schema/index.ts';
import { fakeClock } from './accounts.ts';
import { buildTestApp } from './app.ts';
import { createPopQuiz, createPopQuizQuestion, popQuizLearner } from './pop-quizzes.ts';

/**
 * The pop quiz play tests' set-up (open, submit, hint, histories): before the file's tests, an app
 * on a fake clock at `t0`; `at(ms)` is t0 + ms; `openWindow` makes a window open from t0-5min to
 * t0+25min (unless told otherwise) whose question the test knows; `remaining` reads its quota left.
 */
export function popQuizPlaySuite(t0: Date) {
  let app!: FastifyInstance;
  let clock!: ReturnType<typeof fakeClock>;
  before(async () => {
    app = await buildTestApp();
    clock = fakeClock(app, t0);
  });
  const at = (ms: number) => new Date(t0.getTime() + ms);
  async function openWindow(
    options: { rewardQuota?: number; rewardPoints?: number; correct?: number[]; startsAt?: Date; endsAt?: Date } = {},
  ) {
    const question = await createPopQuizQuestion(app, { correct: options.correct ?? [1] });
    const window = await createPopQuiz(app, question, {
      startsAt: options.startsAt ?? at(-5 * 60_000),
      endsAt: options.endsAt ?? at(25 * 60_000),
      rewardQuota: options.rewardQuota ?? 5,
      rewardPoints: options.rewardPoints ?? 10,
    });
    return { question, window };
  }
  return {
    get app() {
      return app;
    },
    get clock() {
      return clock;
    },
    at,
    openWindow,
    learner: (options: { verified?: boolean } = {}) => popQuizLearner(app, options),
    remaining: async (id: number) =>
      (await app.db.select().from(popQuizzes).where(eq(popQuizzes.id, id)))[0]!.rewardRemaining,
  };
}
