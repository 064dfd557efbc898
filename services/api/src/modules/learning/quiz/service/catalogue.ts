import { eq } from 'drizzle-orm';
import {
  quizGradingOf,
  type Language,
  type MyQuizStatus,
  type QuizCard,
  type QuizDetail,
  type QuizGrade,
} from '@academy/contracts';
import type { Db } from '../../../../db/client.ts';
import { articleQuizzes } from '../../../../db/schema/index.ts';
import type { EntitlementsRepository } from '../../../commerce/index.ts';
import { answerCounts, attemptStatuses, findLastFinished, findOpenAttempt } from '../repository/attempts.ts';
import {
  countPublishedQuizzes,
  listPublishedQuizzes,
  type ListFilter,
  type LoadedQuiz,
} from '../repository/quizzes.ts';
import { revealedSlugs } from '../repository/revealed.ts';
import { quizPointsCredited } from '../repository/rewards.ts';
import { attemptSize, nextDraw } from '../draw.ts';
import { requirePublishedQuiz, retakeAvailableAt } from './guards.ts';

const DIFFICULTIES = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const;

function quizCard(q: LoadedQuiz, lang: Language, myStatus: MyQuizStatus): QuizCard {
  const reward = q.quiz.physicalReward;
  return {
    id: q.quiz.id,
    slug: q.quiz.slug,
    blogId: q.blog.id,
    title: q.titles[lang],
    summary: q.summaries[lang],
    category: q.category
      ? { id: q.category.id, slug: q.category.slug, name: lang === 'th' ? q.category.nameTh : q.category.nameEn }
      : null,
    difficulty: (DIFFICULTIES as readonly string[]).includes(q.blog.difficulty)
      ? (q.blog.difficulty as QuizCard['difficulty'])
      : 'BEGINNER',
    exclusive: q.blog.exclusive,
    rewardPoints: q.quiz.rewardPoints,
    questionCount: attemptSize(q.quiz.questions),
    physicalReward: reward ? { name: reward[lang], aPlusOnly: reward.aPlusOnly } : null,
    myStatus,
    language: lang,
  };
}

/**
 * The quizzes anyone may browse: cards with filters and paging, and a quiz's page: for its
 * player the open or last attempt and what the next start will be (graded or practice, when).
 * The pool's questions are only ever shown through an attempt.
 */
export function quizCatalogueService(
  db: Db,
  deps: { entitlements: EntitlementsRepository },
  options: { retakeCooldownHours: number },
) {
  async function myStatuses(userId: number | null, quizIds: number[]): Promise<Map<number, MyQuizStatus>> {
    const result = new Map<number, MyQuizStatus>();
    if (!userId || quizIds.length === 0) return result;
    for (const row of await attemptStatuses(db, userId, quizIds)) {
      // A practice attempt is no pass or fail of the quiz.
      if (row.status === 'finished' && row.practice) continue;
      const now = result.get(row.quizId);
      const mine: MyQuizStatus =
        row.status === 'finished' ? (row.passed ? 'passed' : 'failed') : (row.status as MyQuizStatus);
      // An open attempt shows first, then a pass, then a fail.
      const rank = (s: MyQuizStatus | undefined) =>
        s === 'inprogress' || s === 'saved' ? 3 : s === 'passed' ? 2 : s === 'failed' ? 1 : 0;
      if (rank(mine) > rank(now)) result.set(row.quizId, mine);
    }
    return result;
  }

  return {
    async list(
      query: ListFilter & { _start: number; _limit: number },
      lang: Language,
      userId: number | null,
    ): Promise<QuizCard[]> {
      const loaded = await listPublishedQuizzes(db, query);
      const statuses = await myStatuses(
        userId,
        loaded.map((q) => q.quiz.id),
      );
      return loaded.map((q) => quizCard(q, lang, statuses.get(q.quiz.id) ?? 'none'));
    },

    async count(query: ListFilter): Promise<number> {
      return countPublishedQuizzes(db, query);
    },

    /** A quiz's page; with `withMine` the user's open or last attempt and their next start. */
    async detail(
      by: { slug: string } | { blogId: number },
      lang: Language,
      userId: number | null,
      now: Date,
      withMine: boolean,
    ): Promise<QuizDetail> {
      const q = await requirePublishedQuiz(
        db,
        'slug' in by ? eq(articleQuizzes.slug, by.slug) : eq(articleQuizzes.blogId, by.blogId),
      );
      const statuses = await myStatuses(userId, [q.quiz.id]);
      const info = userId === null ? null : await deps.entitlements.info(userId, now);
      const mayPlay = info !== null && (!q.blog.exclusive || info.active);
      let myAttempt: QuizDetail['myAttempt'] = null;
      let nextAttempt: QuizDetail['nextAttempt'] = null;
      let myPoints: QuizDetail['myPoints'] = null;
      if (withMine && userId !== null) {
        // What a graded pass would credit this user (business-rules.md: points need earn-points).
        myPoints = (await quizPointsCredited(db, userId, q.quiz.id))
          ? 'alreadyCredited'
          : info?.earnPoints
            ? 'earns'
            : 'needsSubscription';
        const open = await findOpenAttempt(db, userId, q.quiz.id);
        const last = open ? null : await findLastFinished(db, userId, q.quiz.id);
        const mine = open ?? last;
        if (mayPlay && !open) {
          const { unseen, practice } = nextDraw(q.quiz.questions, await revealedSlugs(db, userId, q.quiz.id));
          const availableAt = retakeAvailableAt(last, options.retakeCooldownHours);
          nextAttempt = {
            practice,
            unseenCount: unseen.length,
            poolSize: q.quiz.questions.length,
            availableAt: availableAt && availableAt > now ? availableAt.toISOString() : null,
          };
        }
        if (mine) {
          const answered = await answerCounts(db, [mine.id]);
          myAttempt = {
            attemptId: mine.id,
            status: mine.status,
            answeredCount: answered.get(mine.id) ?? 0,
            grade: (mine.grade as QuizGrade | null) ?? null,
            passed: mine.passed,
            finishedAt: mine.finishedAt?.toISOString() ?? null,
            practice: mine.practice,
          };
        }
      }
      return {
        ...quizCard(q, lang, statuses.get(q.quiz.id) ?? 'none'),
        version: q.quiz.version,
        locked: !mayPlay,
        retakeCooldownHours: options.retakeCooldownHours,
        myAttempt,
        nextAttempt,
        myPoints,
        ...quizGradingOf(attemptSize(q.quiz.questions)),
      };
    },
  };
}
