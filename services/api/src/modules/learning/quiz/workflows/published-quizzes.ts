import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.ts';
import { articleQuizzes, blogTranslations, blogs, categories } from '../../../../db/schema/index.ts';
import { quizErrors } from './errors.ts';
import type { Language } from '@academy/contracts';

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

/** Quizzes of active, published articles, with their article's titles and category. */
export async function loadPublishedQuizzes(tx: DbOrTx, where: SQL | undefined): Promise<LoadedQuiz[]> {
  const rows = await tx
    .select({ quiz: articleQuizzes, blog: blogs, category: categories })
    .from(articleQuizzes)
    .innerJoin(blogs, eq(blogs.id, articleQuizzes.blogId))
    .leftJoin(categories, eq(categories.id, blogs.categoryId))
    .where(and(eq(blogs.active, true), eq(blogs.status, true), where));
  return withTitles(tx, rows);
}

/** The one published quiz `where` names, or 404. */
export async function findPublishedQuiz(tx: DbOrTx, where: SQL): Promise<LoadedQuiz> {
  const [found] = await loadPublishedQuizzes(tx, where);
  if (!found) throw quizErrors.notFound();
  return found;
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

/** The quiz's current version (an edit of its questions bumps it), or 404. */
export async function currentQuizVersion(tx: DbOrTx, quizId: number): Promise<number> {
  const [row] = await tx
    .select({ version: articleQuizzes.version })
    .from(articleQuizzes)
    .where(eq(articleQuizzes.id, quizId))
    .limit(1);
  if (!row) throw quizErrors.notFound();
  return row.version;
}
