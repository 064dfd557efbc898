import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../../db/client.ts';
import { quizAttemptsService } from './attempts.ts';
import { quizCatalogueService } from './catalogue.ts';
import { quizCertificatesService } from './certificates.ts';
import type { FinishDeps } from './finish.ts';
import { quizHistoryService } from './history.ts';

export type QuizDeps = FinishDeps;

/**
 * Main quizzes (business-rules.md "Main quiz"), in four parts: the catalogue (list, count,
 * the quiz without its answers), the attempts (start..finish and discard; ../draw.ts draws the
 * questions, finish.ts grades and rewards), the history with results and pending quizzes, and the
 * certificates. The services own the transactions and the rules and throw the quiz's AppErrors
 * (../errors.ts); ../repository/ reads and writes rows.
 */
export function quizService(db: Db, deps: QuizDeps, options: { retakeCooldownHours: number }) {
  const history = quizHistoryService(db, deps);
  return {
    ...quizCatalogueService(db, deps, options),
    ...quizAttemptsService(db, deps, history, options),
    ...history,
    ...quizCertificatesService(db),
  };
}

export type QuizService = ReturnType<typeof quizService>;

/** The quiz service on the app's database and repositories, with the configured retake cool-down. */
export const quizServiceOf = (app: FastifyInstance): QuizService =>
  quizService(app.db, app.repositories, { retakeCooldownHours: app.config.QUIZ_RETAKE_COOLDOWN_HOURS });
