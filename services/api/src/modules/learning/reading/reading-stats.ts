import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { READING_RECENT_LIMIT, type Language, type ReadingStats } from '@academy/contracts';
import type { Db } from '../../../db/client.ts';
import { articleReads, blogTranslations, blogs, categories } from '../../../db/schema/index.ts';

/**
 * The profile's reading stats (issue 34): only articles read to their end count, among the
 * active, visible ones (exclusive included: only their titles are sent). An article without a
 * category counts in the whole catalogue only.
 */
export function readingStatsRepository(db: Db) {
  const visible = and(eq(blogs.active, true), eq(blogs.status, true));
  const readBy = (userId: number) =>
    and(eq(articleReads.blogId, blogs.id), eq(articleReads.userId, userId), isNotNull(articleReads.readAt));
  const counts = { read: sql<number>`count(${articleReads.readAt})::int`, total: sql<number>`count(${blogs.id})::int` };

  return {
    async stats(userId: number, language: Language): Promise<ReadingStats> {
      const recent = await db
        .select({ slug: blogs.slug, title: blogTranslations.title, readAt: articleReads.readAt })
        .from(articleReads)
        .innerJoin(blogs, and(eq(blogs.id, articleReads.blogId), visible))
        .innerJoin(
          blogTranslations,
          and(eq(blogTranslations.blogId, blogs.id), eq(blogTranslations.language, language)),
        )
        .where(and(eq(articleReads.userId, userId), isNotNull(articleReads.readAt)))
        .orderBy(desc(articleReads.readAt), blogs.slug)
        .limit(READING_RECENT_LIMIT);

      const perCategory = await db
        .select({ slug: categories.slug, nameEn: categories.nameEn, nameTh: categories.nameTh, ...counts })
        .from(categories)
        .innerJoin(blogs, and(eq(blogs.categoryId, categories.id), visible))
        .leftJoin(articleReads, readBy(userId))
        .groupBy(categories.id)
        .orderBy(categories.ranking, categories.slug);

      const [catalogue] = await db.select(counts).from(blogs).leftJoin(articleReads, readBy(userId)).where(visible);

      return {
        recent: recent.map((r) => ({ slug: r.slug, title: r.title, readAt: r.readAt!.toISOString() })),
        categories: perCategory.map(({ slug, nameEn, nameTh, read, total }) => ({
          slug,
          name: (language === 'th' ? nameTh : nameEn) || nameEn || nameTh || slug,
          read,
          total,
        })),
        catalogue: catalogue ?? { read: 0, total: 0 },
      };
    },
  };
}
