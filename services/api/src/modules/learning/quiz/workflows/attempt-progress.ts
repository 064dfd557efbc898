import { eq } from 'drizzle-orm';
import type { Language, QuizProgress } from '@academy/contracts';
import type { Db } from '../../../../db/client.ts';
import { quizAttemptAnswers, quizAttemptHints } from '../../../../db/schema/index.ts';
import type { EntitlementsRepository } from '../../../commerce/index.ts';
import type { AttemptRow } from './attempt-lookups.ts';
import { shownQuestion } from './pool.ts';
import { currentQuizVersion } from './published-quizzes.ts';

/** What the play page shows of an attempt: its questions, the answers and hints so far, the next question. */
export async function attemptProgress(
  db: Db,
  entitlements: EntitlementsRepository,
  attempt: AttemptRow,
  userId: number,
  lang: Language,
  now: Date,
): Promise<QuizProgress> {
  const version = await currentQuizVersion(db, attempt.quizId);
  const answers = await db
    .select({ questionId: quizAttemptAnswers.questionId, selectedAnswers: quizAttemptAnswers.selectedAnswers })
    .from(quizAttemptAnswers)
    .where(eq(quizAttemptAnswers.attemptId, attempt.id))
    .orderBy(quizAttemptAnswers.questionId);
  const hints = await db
    .select({ questionId: quizAttemptHints.questionId })
    .from(quizAttemptHints)
    .where(eq(quizAttemptHints.attemptId, attempt.id))
    .orderBy(quizAttemptHints.questionId);
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
    hints: hints.map((h) => ({
      questionId: h.questionId,
      hint: attempt.questions[h.questionId - 1]?.[lang].hint ?? '',
    })),
    remainingHints: info.remainingHint,
    startedAt: attempt.startedAt.toISOString(),
    updatedAt: attempt.updatedAt.toISOString(),
  };
}
