import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { BlogCard, Language } from '@academy/contracts';
import { blogs, blogTranslations, categories, favorites } from '../../../db/schema/index.ts';

export type FavoriteRow = typeof favorites.$inferSelect;

/** Only active, published articles count as favourites (an article switched off drops out of lists and counts). */
const visibleBlog = and(eq(blogs.active, true), eq(blogs.status, true));

export function favoritesRepository(db: Db) {
  return {
    /** 'visible' (active and published), 'inactive' (exists but hidden) or 'missing'. */
    async blogState(blogId: number): Promise<'visible' | 'inactive' | 'missing'> {
      const [row] = await db
        .select({ active: blogs.active, status: blogs.status })
        .from(blogs)
        .where(eq(blogs.id, blogId))
        .limit(1);
      if (!row) return 'missing';
      return row.active && row.status ? 'visible' : 'inactive';
    },

    /** Sets the status (insert or update): the same PUT twice changes nothing more. */
    async set(
      userId: number,
      type: 'blog',
      itemId: number,
      status: 'SAVED' | 'UNSAVED',
      now: Date,
    ): Promise<FavoriteRow> {
      const [row] = await db
        .insert(favorites)
        .values({ userId, type, itemId, status, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [favorites.userId, favorites.type, favorites.itemId],
          set: { status, updatedAt: now },
        })
        .returning();
      return row as FavoriteRow;
    },

    /** The saved (visible) blogs, a page of them; `blogId` narrows it to that one blog. */
    async savedPage(userId: number, options: { limit: number; offset: number; ascending: boolean; blogId?: number }) {
      return db
        .select({ itemId: favorites.itemId, updatedAt: favorites.updatedAt })
        .from(favorites)
        .innerJoin(blogs, and(eq(blogs.id, favorites.itemId), visibleBlog))
        .where(
          and(
            eq(favorites.userId, userId),
            eq(favorites.type, 'blog'),
            eq(favorites.status, 'SAVED'),
            options.blogId === undefined ? undefined : eq(favorites.itemId, options.blogId),
          ),
        )
        .orderBy(options.ascending ? favorites.updatedAt : desc(favorites.updatedAt), desc(favorites.id))
        .limit(options.limit)
        .offset(options.offset);
    },

    async savedCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(favorites)
        .innerJoin(blogs, and(eq(blogs.id, favorites.itemId), visibleBlog))
        .where(and(eq(favorites.userId, userId), eq(favorites.type, 'blog'), eq(favorites.status, 'SAVED')));
      return Number(row?.n ?? 0);
    },

    /** Which of these blogs the user saved. */
    async savedAmong(userId: number, blogIds: number[]): Promise<Set<number>> {
      if (blogIds.length === 0) return new Set();
      const rows = await db
        .select({ itemId: favorites.itemId })
        .from(favorites)
        .innerJoin(blogs, and(eq(blogs.id, favorites.itemId), visibleBlog))
        .where(
          and(
            eq(favorites.userId, userId),
            eq(favorites.type, 'blog'),
            eq(favorites.status, 'SAVED'),
            inArray(favorites.itemId, blogIds),
          ),
        );
      return new Set(rows.map((row) => row.itemId));
    },
  };
}

/** Blog cards (content contract `blogCardSchema`) in `language`, falling back to the other translation. */
export async function blogCardsByIds(db: Db, ids: number[], language: Language): Promise<Map<number, BlogCard>> {
  const result = new Map<number, BlogCard>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({ blog: blogs, category: categories })
    .from(blogs)
    .leftJoin(categories, eq(categories.id, blogs.categoryId))
    .where(inArray(blogs.id, ids));
  const translations = await db.select().from(blogTranslations).where(inArray(blogTranslations.blogId, ids));
  for (const { blog, category } of rows) {
    const own = translations.find((t) => t.blogId === blog.id && t.language === language);
    const other = translations.find((t) => t.blogId === blog.id && t.language !== language);
    const translation = own ?? other;
    result.set(blog.id, {
      id: blog.id,
      slug: blog.slug,
      title: translation?.title ?? blog.slug,
      summary: translation?.summary ?? '',
      category: category
        ? { id: category.id, slug: category.slug, name: language === 'th' ? category.nameTh : category.nameEn }
        : null,
      difficulty: (['BEGINNER', 'INTERMEDIATE', 'ADVANCED'].includes(blog.difficulty)
        ? blog.difficulty
        : 'BEGINNER') as BlogCard['difficulty'],
      readingTime: Math.max(1, blog.readingTime),
      exclusive: blog.exclusive,
      highlight: blog.highlight,
      viewCount: blog.viewCount,
      tags: blog.tags,
      publishedAt: blog.publishedAt.toISOString(),
      language: (translation?.language === 'th' ? 'th' : 'en') as Language,
      fallback: !own,
    });
  }
  return result;
}
