/**
 * The quiz history lists of pop quizzes: every try (each status) or the completed ones, newest
 * first, paged with offset = start x limit, searchable. A try's answer (correct choice and
 * explanation) is in the item only once its window can no longer be answered, and only for a try
 * that reveals it (pop-quiz-views.ts). Reads only: a try past its deadline shows as over (asOf).
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Language, PopQuizHistoryItem } from '@academy/contracts';
import type { Db } from '../../../db/client.ts';
import { likeContains } from '../../../lib/like.ts';
import { popQuizHistories, popQuizQuestions, popQuizzes, type PopQuizHistoryStatus } from '../../../db/schema/index.ts';
import { asOf, historyItem, revealAtOf } from './views.ts';

const COMPLETED: PopQuizHistoryStatus[] = ['completed', 'pending'];

/** Tries whose question (text in either language, or topic) contains `q`; `%`, `_`, `\` literal. */
function searchFilter(q: string | undefined) {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = likeContains(text);
  return sql`exists (select 1 from ${popQuizQuestions} sq where sq.id = ${popQuizHistories.questionId}
    and (sq.en->>'question' ilike ${pattern} or sq.th->>'question' ilike ${pattern}
      or sq.topic_en ilike ${pattern} or sq.topic_th ilike ${pattern}))`;
}

export function popQuizHistoryListRepository(db: Db) {
  return {
    /** Tries newest first; `onlyCompleted` for the completed list. Offset = start x limit. */
    async list(
      userId: number,
      page: { start: number; limit: number; q?: string | undefined },
      lang: Language,
      now: Date,
      onlyCompleted = false,
    ): Promise<{ items: PopQuizHistoryItem[]; total: number }> {
      const where = and(
        eq(popQuizHistories.userId, userId),
        onlyCompleted ? inArray(popQuizHistories.status, COMPLETED) : undefined,
        searchFilter(page.q),
      );
      const lastDeadline = sql<Date | null>`(select max(h2.deadline_at) from ${popQuizHistories} h2
        where h2.pop_quiz_id = ${popQuizHistories.popQuizId})`.mapWith(popQuizHistories.deadlineAt);
      const rows = await db
        .select({ history: popQuizHistories, question: popQuizQuestions, window: popQuizzes, lastDeadline })
        .from(popQuizHistories)
        .innerJoin(popQuizQuestions, eq(popQuizQuestions.id, popQuizHistories.questionId))
        .innerJoin(popQuizzes, eq(popQuizzes.id, popQuizHistories.popQuizId))
        .where(where)
        .orderBy(desc(popQuizHistories.openedAt), desc(popQuizHistories.id))
        .limit(page.limit)
        .offset(page.start * page.limit);
      const [total] = await db.select({ n: count() }).from(popQuizHistories).where(where);
      const items = rows.map(({ history, question, window, lastDeadline: last }) =>
        historyItem(asOf(history, now), question, revealAtOf(window, last), lang, now),
      );
      return { items, total: Number(total?.n ?? 0) };
    },
  };
}
