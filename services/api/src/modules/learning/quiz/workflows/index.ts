import type { Db } from '../../../../db/client.ts';
import { quizAttemptsRepository } from './attempts.ts';
import { quizCatalogueRepository } from './catalogue.ts';
import { quizCertificatesRepository } from './certificates.ts';
import type { FinishDeps } from './finish.ts';
import { quizHistoryRepository } from './history.ts';

export type QuizDeps = FinishDeps;

/**
 * Main quizzes (business-rules.md "Main quiz"), in four parts: the catalogue (list, count,
 * the quiz without its answers), the attempts (start..finish and discard; pool.ts draws the questions, finish.ts grades and rewards),
 * the history with results and pending quizzes, and the certificates. Errors are AppErrors
 * with the catalogue's codes (errors.ts).
 */
export function quizzesRepository(db: Db, deps: QuizDeps, options: { retakeCooldownHours: number }) {
  const history = quizHistoryRepository(db, deps);
  return {
    ...quizCatalogueRepository(db, deps, options),
    ...quizAttemptsRepository(db, deps, history, options),
    ...history,
    ...quizCertificatesRepository(db),
  };
}
