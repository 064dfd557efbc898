import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  quizGradingOf,
  type Language,
  type PendingQuiz,
  type QuizGrade,
  type QuizHistoryRecord,
  type QuizResult,
} from '@academy/contracts';
import type { Db } from '../../../../db/client.ts';
import { likeContains } from '../../../../lib/like.ts';
import {
  articleQuizzes,
  blogTranslations,
  blogs,
  categories,
  certificates,
  quizAttemptAnswers,
  quizAttempts,
} from '../../../../db/schema/index.ts';
import type { RewardTrackingsRepository } from '../../../commerce/index.ts';
import { findLastFinished, OPEN_STATUSES } from './attempt-lookups.ts';
import { quizErrors } from './errors.ts';
import { isRightAnswer } from './grading.ts';
import { shownCorrect, shownQuestion } from './pool.ts';
import { findPublishedQuiz, withTitles } from './published-quizzes.ts';

const a = quizAttempts;

type ResultFilter = { result: 'all' | 'pass' | 'fail'; name?: string };

/** The article's title in either language, or one of the attempt's questions (as it was played). */
function nameFilter(name: string | undefined): SQL | undefined {
  const text = name?.trim();
  if (!text) return undefined;
  const pattern = likeContains(text);
  return sql`(exists (select 1 from ${blogTranslations} join ${articleQuizzes} q2 on q2.blog_id = ${blogTranslations.blogId}
    where q2.id = ${a.quizId} and ${blogTranslations.title} ilike ${pattern})
    or exists (select 1 from jsonb_array_elements(${a.questions}) qq
    where qq->'en'->>'question' ilike ${pattern} or qq->'th'->>'question' ilike ${pattern}))`;
}

function historyWhere(userId: number, query: ResultFilter) {
  return and(
    eq(a.userId, userId),
    eq(a.status, 'finished'),
    query.result === 'pass' ? eq(a.passed, true) : query.result === 'fail' ? eq(a.passed, false) : undefined,
    nameFilter(query.name),
  );
}

/**
 * What a learner has done: the result of a finished attempt (with the answers, now that it is
 * over), the history of finished attempts, and the pending (open) ones.
 */
export function quizHistoryRepository(db: Db, deps: { rewardTrackings: RewardTrackingsRepository }) {
  return {
    /** The last finished attempt (or the given one), with correct answers and explanations. */
    async result(userId: number, quizId: number, lang: Language, attemptId?: number): Promise<QuizResult> {
      const q = await findPublishedQuiz(db, eq(articleQuizzes.id, quizId));
      const attempt = attemptId
        ? ((
            await db
              .select()
              .from(a)
              .where(and(eq(a.id, attemptId), eq(a.userId, userId)))
              .limit(1)
          )[0] ?? null)
        : await findLastFinished(db, userId, quizId);
      if (!attempt || attempt.status !== 'finished' || !attempt.finishedAt) throw quizErrors.noResult();
      const answers = await db.select().from(quizAttemptAnswers).where(eq(quizAttemptAnswers.attemptId, attempt.id));
      const [cert] = await db.select().from(certificates).where(eq(certificates.attemptId, attempt.id)).limit(1);
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
      const rows = await db
        .select({
          attempt: a,
          quiz: articleQuizzes,
          blog: blogs,
          category: categories,
          certificateId: certificates.publicId,
        })
        .from(a)
        .innerJoin(articleQuizzes, eq(articleQuizzes.id, a.quizId))
        .innerJoin(blogs, eq(blogs.id, articleQuizzes.blogId))
        .leftJoin(categories, eq(categories.id, blogs.categoryId))
        .leftJoin(certificates, eq(certificates.attemptId, a.id))
        .where(historyWhere(userId, query))
        .orderBy(desc(a.finishedAt), desc(a.id))
        .limit(query._limit)
        .offset(query._start);
      const titled = await withTitles(db, rows);
      return rows.map((row, i) => ({
        id: row.attempt.id,
        quizId: row.quiz.id,
        slug: row.quiz.slug,
        questionTitle: titled[i]!.titles[lang],
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
      const [row] = await db.select({ n: count() }).from(a).where(historyWhere(userId, query));
      return Number(row?.n ?? 0);
    },

    async pending(
      userId: number,
      query: { name?: string; _start: number; _limit: number },
      lang: Language,
    ): Promise<{ items: PendingQuiz[]; total: number }> {
      const where = and(eq(a.userId, userId), inArray(a.status, [...OPEN_STATUSES]), nameFilter(query.name));
      const rows = await db
        .select({ attempt: a, quiz: articleQuizzes, blog: blogs, category: categories })
        .from(a)
        .innerJoin(articleQuizzes, eq(articleQuizzes.id, a.quizId))
        .innerJoin(blogs, eq(blogs.id, articleQuizzes.blogId))
        .leftJoin(categories, eq(categories.id, blogs.categoryId))
        .where(where)
        .orderBy(desc(a.updatedAt), desc(a.id))
        .limit(query._limit)
        .offset(query._start);
      const titled = await withTitles(db, rows);
      const counts = rows.length
        ? await db
            .select({ attemptId: quizAttemptAnswers.attemptId, n: count() })
            .from(quizAttemptAnswers)
            .where(
              inArray(
                quizAttemptAnswers.attemptId,
                rows.map((r) => r.attempt.id),
              ),
            )
            .groupBy(quizAttemptAnswers.attemptId)
        : [];
      const [total] = await db.select({ n: count() }).from(a).where(where);
      return {
        items: rows.map((row, i) => ({
          attemptId: row.attempt.id,
          quizId: row.quiz.id,
          slug: row.quiz.slug,
          title: titled[i]!.titles[lang],
          status: row.attempt.status as 'inprogress' | 'saved',
          answeredCount: Number(counts.find((c) => c.attemptId === row.attempt.id)?.n ?? 0),
          total: row.attempt.total,
          current: row.attempt.quizVersion === row.quiz.version,
          updatedAt: row.attempt.updatedAt.toISOString(),
        })),
        total: Number(total?.n ?? 0),
      };
    },
  };
}
