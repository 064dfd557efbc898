import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.ts';
import { articleQuizzes, blogTranslations, blogs, categories } from '../../../../db/schema/index.ts';
import type { Language } from '@academy/contracts';
import { likeContains } from '../../../../lib/like.ts';

export type QuizRow = typeof articleQuizzes.$inferSelect;
type BlogRow = typeof blogs.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;

/** A quiz with its article, the article's category and titles in both languages. */
export interface LoadedQuiz {
  quiz: QuizRow;
  blog: BlogRow;
  category: CategoryRow | null;
  titles: Record<Language, string>;
  summaries: Record<Language, string>;
}

const published = and(eq(blogs.active, true), eq(blogs.status, true));

/** Quizzes of active, published articles, with their article's titles and category. */
export async function loadPublishedQuizzes(tx: DbOrTx, where: SQL | undefined): Promise<LoadedQuiz[]> {
  const rows = await tx
    .select({ quiz: articleQuizzes, blog: blogs, category: categories })
    .from(articleQuizzes)
    .innerJoin(blogs, eq(blogs.id, articleQuizzes.blogId))
    .leftJoin(categories, eq(categories.id, blogs.categoryId))
    .where(and(published, where));
  return withTitles(tx, rows);
}

/** The one published quiz `where` names, or null. */
export async function findPublishedQuiz(tx: DbOrTx, where: SQL): Promise<LoadedQuiz | null> {
  const [found] = await loadPublishedQuizzes(tx, where);
  return found ?? null;
}

/** Adds the article's titles and summaries (each language falls back to the other, then the slug). */
export async function withTitles(
  tx: DbOrTx,
  rows: Array<{ quiz: QuizRow; blog: BlogRow; category: CategoryRow | null }>,
): Promise<LoadedQuiz[]> {
  if (rows.length === 0) return [];
  const translations = await tx
    .select({
      blogId: blogTranslations.blogId,
      language: blogTranslations.language,
      title: blogTranslations.title,
      summary: blogTranslations.summary,
    })
    .from(blogTranslations)
    .where(
      inArray(
        blogTranslations.blogId,
        rows.map((r) => r.blog.id),
      ),
    );
  return rows.map((row) => {
    const of = (lang: Language) => translations.find((t) => t.blogId === row.blog.id && t.language === lang);
    const en = of('en') ?? of('th');
    const th = of('th') ?? of('en');
    return {
      ...row,
      titles: { en: en?.title ?? row.blog.slug, th: th?.title ?? row.blog.slug },
      summaries: { en: en?.summary ?? '', th: th?.summary ?? '' },
    };
  });
}

/** The quiz's row, published or not (null when there is none). */
export async function findQuiz(tx: DbOrTx, quizId: number): Promise<QuizRow | null> {
  const [row] = await tx.select().from(articleQuizzes).where(eq(articleQuizzes.id, quizId)).limit(1);
  return row ?? null;
}

/** The quiz's current version (an edit of its questions bumps it), or null when there is no such quiz. */
export async function quizVersion(tx: DbOrTx, quizId: number): Promise<number | null> {
  const [row] = await tx
    .select({ version: articleQuizzes.version })
    .from(articleQuizzes)
    .where(eq(articleQuizzes.id, quizId))
    .limit(1);
  return row?.version ?? null;
}

export type ListFilter = {
  filter: 'all' | 'exclusive' | 'free';
  category?: string | undefined;
  name?: string | undefined;
};

function listWhere(query: ListFilter) {
  const conditions: SQL[] = [];
  if (query.filter === 'exclusive') conditions.push(eq(blogs.exclusive, true));
  if (query.filter === 'free') conditions.push(eq(blogs.exclusive, false));
  if (query.category) {
    const id = /^\d{1,9}$/.test(query.category) ? Number(query.category) : null;
    conditions.push(
      id !== null
        ? eq(blogs.categoryId, id)
        : sql`${blogs.categoryId} in (select ${categories.id} from ${categories} where ${categories.slug} = ${query.category})`,
    );
  }
  const name = query.name?.trim();
  if (name) {
    conditions.push(
      sql`exists (select 1 from ${blogTranslations} where ${blogTranslations.blogId} = ${blogs.id} and ${blogTranslations.title} ilike ${likeContains(name)})`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A page of the published quizzes the filter selects, newest article first, with titles. */
export async function listPublishedQuizzes(
  tx: DbOrTx,
  query: ListFilter & { _start: number; _limit: number },
): Promise<LoadedQuiz[]> {
  const rows = await tx
    .select({ quiz: articleQuizzes, blog: blogs, category: categories })
    .from(articleQuizzes)
    .innerJoin(blogs, eq(blogs.id, articleQuizzes.blogId))
    .leftJoin(categories, eq(categories.id, blogs.categoryId))
    .where(and(published, listWhere(query)))
    .orderBy(desc(blogs.publishedAt), desc(articleQuizzes.id))
    .limit(query._limit)
    .offset(query._start);
  return withTitles(tx, rows);
}

export async function countPublishedQuizzes(tx: DbOrTx, query: ListFilter): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(articleQuizzes)
    .innerJoin(blogs, eq(blogs.id, articleQuizzes.blogId))
    .where(and(published, listWhere(query)));
  return Number(row?.n ?? 0);
}
