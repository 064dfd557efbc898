import { eq } from 'drizzle-orm';
import {
  quizGradingOf,
  type Language,
  type PendingQuiz,
  type QuizGrade,
  type QuizHistoryRecord,
  type QuizResult,
} from '@academy/contracts';
import type { Db } from '../../../../db/client.ts';
import { articleQuizzes } from '../../../../db/schema/index.ts';
import type { RewardTrackingsRepository } from '../../../commerce/index.ts';
import { answerCounts, answersOf, findAttempt, findLastFinished } from '../repository/attempts.ts';
import { certificateOfAttempt } from '../repository/certificates.ts';
import {
  countFinishedAttempts,
  countOpenAttempts,
  finishedAttempts,
  openAttempts,
  type ResultFilter,
} from '../repository/history.ts';
import { shownCorrect, shownQuestion } from '../draw.ts';
import { quizErrors } from '../errors.ts';
import { isRightAnswer } from '../grading.ts';
import { requirePublishedQuiz } from './guards.ts';

/**
 * What a learner has done: the result of a finished attempt (with the answers, now that it is
 * over), the history of finished attempts, and the pending (open) ones.
 */
export function quizHistoryService(db: Db, deps: { rewardTrackings: RewardTrackingsRepository }) {
  return {
    /** The last finished attempt (or the given one), with correct answers and explanations. */
    async result(userId: number, quizId: number, lang: Language, attemptId?: number): Promise<QuizResult> {
      const q = await requirePublishedQuiz(db, eq(articleQuizzes.id, quizId));
      const attempt = attemptId ? await findAttempt(db, userId, attemptId) : await findLastFinished(db, userId, quizId);
      if (!attempt || attempt.status !== 'finished' || !attempt.finishedAt) throw quizErrors.noResult();
      const answers = await answersOf(db, attempt.id);
      const cert = await certificateOfAttempt(db, attempt.id);
      const tracking = await deps.rewardTrackings.findBySource('quiz', attempt.id);
      return {
        quizId,
        attemptId: attempt.id,
        slug: q.quiz.slug,
        title: q.titles[lang],
        correctCount: attempt.correctCount ?? 0,
        total: attempt.total,
        score: attempt.score ?? 0,
        grade: (attempt.grade ?? 'F') as QuizGrade,
        passed: attempt.passed === true,
        practice: attempt.practice,
        pointsEarned: attempt.pointsEarned,
        pointsIfSubscribed: attempt.pointsIfSubscribed,
        alreadyCredited: attempt.alreadyCredited,
        rewardPoints: q.quiz.rewardPoints,
        ...quizGradingOf(attempt.total),
        // As it was played: choices in the attempt's shuffled order, answers as positions in it.
        questions: attempt.questions.map((question, i) => {
          const selectedAnswers = answers.find((x) => x.questionId === i + 1)?.selectedAnswers ?? [];
          const correctAnswers = shownCorrect(attempt, i);
          const { id, question: text, choices } = shownQuestion(attempt, i, lang);
          return {
            id,
            question: text,
            choices,
            selectedAnswers,
            correctAnswers,
            correct: isRightAnswer(selectedAnswers, correctAnswers),
            explanation: question[lang].explanation,
            section: question.section?.[lang] ?? null,
          };
        }),
        rewardTracking: tracking
          ? {
              id: tracking.id,
              status: tracking.status,
              rewardName: lang === 'th' ? tracking.rewardNameTh : tracking.rewardNameEn,
            }
          : null,
        certificate: cert ? { publicId: cert.publicId, issuedAt: cert.issuedAt.toISOString() } : null,
        certificateNeedsName: attempt.passed === true && !attempt.practice && !cert,
        startedAt: attempt.startedAt.toISOString(),
        finishedAt: attempt.finishedAt.toISOString(),
      };
    },

    async history(
      userId: number,
      query: ResultFilter & { _start: number; _limit: number },
      lang: Language,
    ): Promise<QuizHistoryRecord[]> {
      const rows = await finishedAttempts(db, userId, query);
      return rows.map((row) => ({
        id: row.attempt.id,
        quizId: row.quiz.id,
        slug: row.quiz.slug,
        questionTitle: row.titles[lang],
        completedDate: row.attempt.finishedAt!.toISOString(),
        duration: Math.max(0, Math.round((row.attempt.finishedAt!.getTime() - row.attempt.startedAt.getTime()) / 1000)),
        rewardPoint: row.quiz.rewardPoints,
        amount: row.attempt.pointsEarned,
        pointsIfSubscribed: row.attempt.pointsIfSubscribed,
        alreadyCredited: row.attempt.alreadyCredited,
        result: row.attempt.passed ? 'pass' : 'fail',
        grade: (row.attempt.grade ?? 'F') as QuizGrade,
        score: row.attempt.score ?? 0,
        practice: row.attempt.practice,
        certificateId: row.certificateId,
      }));
    },

    async historyCount(userId: number, query: ResultFilter): Promise<number> {
      return countFinishedAttempts(db, userId, query);
    },

    async pending(
      userId: number,
      query: { name?: string; _start: number; _limit: number },
      lang: Language,
    ): Promise<{ items: PendingQuiz[]; total: number }> {
      const rows = await openAttempts(db, userId, query);
      const counts = await answerCounts(
        db,
        rows.map((row) => row.attempt.id),
      );
      return {
        items: rows.map((row) => ({
          attemptId: row.attempt.id,
          quizId: row.quiz.id,
          slug: row.quiz.slug,
          title: row.titles[lang],
          status: row.attempt.status as 'inprogress' | 'saved',
          answeredCount: counts.get(row.attempt.id) ?? 0,
          total: row.attempt.total,
          current: row.attempt.quizVersion === row.quiz.version,
          updatedAt: row.attempt.updatedAt.toISOString(),
        })),
        total: await countOpenAttempts(db, userId, query.name),
      };
    },
  };
}
