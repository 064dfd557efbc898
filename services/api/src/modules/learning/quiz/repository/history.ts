import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.ts';
import { likeContains } from '../../../../lib/like.ts';
import {
  articleQuizzes,
  blogTranslations,
  blogs,
  categories,
  certificates,
  quizAttempts,
} from '../../../../db/schema/index.ts';
import { OPEN_STATUSES } from './attempts.ts';
import { withTitles } from './quizzes.ts';

const a = quizAttempts;

export type ResultFilter = { result: 'all' | 'pass' | 'fail'; name?: string };
type Paging = { _start: number; _limit: number };

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

function finishedWhere(userId: number, query: ResultFilter) {
  return and(
    eq(a.userId, userId),
    eq(a.status, 'finished'),
    query.result === 'pass' ? eq(a.passed, true) : query.result === 'fail' ? eq(a.passed, false) : undefined,
    nameFilter(query.name),
  );
}

const openWhere = (userId: number, name: string | undefined) =>
  and(eq(a.userId, userId), inArray(a.status, [...OPEN_STATUSES]), nameFilter(name));

/** A page of the user's finished attempts, last finished first, with quiz, titles and certificate id. */
export async function finishedAttempts(tx: DbOrTx, userId: number, query: ResultFilter & Paging) {
  const rows = await tx
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
    .where(finishedWhere(userId, query))
    .orderBy(desc(a.finishedAt), desc(a.id))
    .limit(query._limit)
    .offset(query._start);
  const titled = await withTitles(tx, rows);
  return rows.map((row, i) => ({ ...row, titles: titled[i]!.titles }));
}

export async function countFinishedAttempts(tx: DbOrTx, userId: number, query: ResultFilter): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(a).where(finishedWhere(userId, query));
  return Number(row?.n ?? 0);
}

/** A page of the user's open attempts, last touched first, with quiz and titles. */
export async function openAttempts(tx: DbOrTx, userId: number, query: { name?: string } & Paging) {
  const rows = await tx
    .select({ attempt: a, quiz: articleQuizzes, blog: blogs, category: categories })
    .from(a)
    .innerJoin(articleQuizzes, eq(articleQuizzes.id, a.quizId))
    .innerJoin(blogs, eq(blogs.id, articleQuizzes.blogId))
    .leftJoin(categories, eq(categories.id, blogs.categoryId))
    .where(openWhere(userId, query.name))
    .orderBy(desc(a.updatedAt), desc(a.id))
    .limit(query._limit)
    .offset(query._start);
  const titled = await withTitles(tx, rows);
  return rows.map((row, i) => ({ ...row, titles: titled[i]!.titles }));
}

export async function countOpenAttempts(tx: DbOrTx, userId: number, name: string | undefined): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(a).where(openWhere(userId, name));
  return Number(row?.n ?? 0);
}
