import type { Language, QuizProgress } from '@academy/contracts';
import type { Db } from '../../../../db/client.ts';
import type { EntitlementsRepository } from '../../../commerce/index.ts';
import { answersOf, hintsOf, type AttemptRow } from '../repository/attempts.ts';
import { shownQuestion } from '../draw.ts';
import { requireQuizVersion } from './guards.ts';

/** What the play page shows of an attempt: its questions, the answers and hints so far, the next question. */
export async function attemptProgress(
  db: Db,
  entitlements: EntitlementsRepository,
  attempt: AttemptRow,
  userId: number,
  lang: Language,
  now: Date,
): Promise<QuizProgress> {
  const version = await requireQuizVersion(db, attempt.quizId);
  const answers = await answersOf(db, attempt.id);
  const hints = await hintsOf(db, attempt.id);
  const info = await entitlements.info(userId, now);
  const answered = new Set(answers.map((x) => x.questionId));
  let next: number | null = null;
  for (let id = 1; id <= attempt.total; id += 1) {
    if (!answered.has(id)) {
      next = id;
      break;
    }
  }
  return {
    quizId: attempt.quizId,
    attemptId: attempt.id,
    status: attempt.status,
    version: attempt.quizVersion,
    practice: attempt.practice,
    questions: attempt.questions.map((_, i) => shownQuestion(attempt, i, lang)),
    current: attempt.quizVersion === version,
    total: attempt.total,
    answeredCount: answers.length,
    nextQuestionId: next,
    answers,
    hints: hints.map((questionId) => ({
      questionId,
      hint: attempt.questions[questionId - 1]?.[lang].hint ?? '',
    })),
    remainingHints: info.remainingHint,
    startedAt: attempt.startedAt.toISOString(),
    updatedAt: attempt.updatedAt.toISOString(),
  };
}
