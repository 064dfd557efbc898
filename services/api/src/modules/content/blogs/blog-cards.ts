import { inArray } from 'drizzle-orm';
import type { BlogCard, Language } from '@academy/contracts';
import type { Db } from '../../../db/client.ts';
import { blogs, blogTranslations, categories } from '../../../db/schema/index.ts';
import { coverStem } from '../../../lib/cover-variants.ts';
import { cardPath } from '../../../lib/social-card.ts';

type BlogRow = typeof blogs.$inferSelect;

/** A category's name in a language (the other one when that is empty). */
export const categoryNameIn = (category: { nameEn: string; nameTh: string }, language: Language) =>
  (language === 'th' ? category.nameTh : category.nameEn) || category.nameEn || category.nameTh;
/** Builds localized cards for blog rows (translations and categories in two queries). */
export async function blogCards(db: Db, rows: BlogRow[], language: Language): Promise<BlogCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const translations = await db
    .select({
      blogId: blogTranslations.blogId,
      language: blogTranslations.language,
      title: blogTranslations.title,
      summary: blogTranslations.summary,
    })
    .from(blogTranslations)
    .where(inArray(blogTranslations.blogId, ids));
  const categoryIds = [...new Set(rows.map((row) => row.categoryId).filter((id): id is number => id !== null))];
  const categoryRows =
    categoryIds.length > 0 ? await db.select().from(categories).where(inArray(categories.id, categoryIds)) : [];
  return rows.map((row) => {
    const own = translations.find((t) => t.blogId === row.id && t.language === language);
    const other = translations.find((t) => t.blogId === row.id && t.language !== language);
    const chosen = own ?? other;
    const category = categoryRows.find((c) => c.id === row.categoryId);
    const shown = (chosen?.language as Language | undefined) ?? language;
    const card = chosen && {
      slug: row.slug,
      language: shown,
      title: chosen.title,
      category: category ? categoryNameIn(category, shown) : null,
    };
    return {
      id: row.id,
      slug: row.slug,
      title: chosen?.title ?? row.slug,
      summary: chosen?.summary ?? '',
      category: category
        ? {
            id: category.id,
            slug: category.slug,
            name: (language === 'th' ? category.nameTh : category.nameEn) || category.nameEn || category.nameTh,
          }
        : null,
      difficulty: row.difficulty as BlogCard['difficulty'],
      readingTime: Math.max(1, row.readingTime),
      exclusive: row.exclusive,
      highlight: row.highlight,
      viewCount: row.viewCount,
      tags: row.tags,
      publishedAt: row.publishedAt.toISOString(),
      language: shown,
      fallback: !own && !!other,
      coverImage: card ? cardPath(card) : undefined,
      coverVariants: card ? coverStem(card) : undefined,
    };
  });
}
