import { and, asc, count, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import {
  articleQuizzes,
  blogs,
  blogTranslations,
  blogViews,
  categories,
  getStarts,
  glossaries,
  pages,
} from '../../../db/schema/index.ts';
import { parseStrapiQuery, type RawQuery } from '../../../lib/strapi-query.ts';
import type {
  BlogCard,
  BlogDetail,
  BlogFiltered,
  blogFilterSchema,
  BlogView,
  Language,
  Sitemap,
} from '@academy/contracts';
import { teaser } from '../../../lib/text.ts';
import { entitlementsRepository } from '../../commerce/index.ts';
import { termsUsedIn } from './article-terms.ts';
import { blogCards } from './blog-cards.ts';
import { blogQuery, textCondition, viewDay, visible } from './blog-query.ts';

export type BlogFilterInput = z.output<typeof blogFilterSchema>;

export function blogsRepository(db: Db) {
  const entitlements = entitlementsRepository(db);
  return {
    async find(query: RawQuery, language: Language): Promise<BlogCard[]> {
      const { where, orderBy, limit, offset } = parseStrapiQuery(query, blogQuery);
      const rows = await db
        .select()
        .from(blogs)
        .where(and(visible, where))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return blogCards(db, rows, language);
    },

    async count(query: RawQuery): Promise<number> {
      const { where } = parseStrapiQuery(query, blogQuery);
      const [row] = await db.select({ count: count() }).from(blogs).where(and(visible, where));
      return Number(row?.count ?? 0);
    },

    async filtered(filter: BlogFilterInput, language: Language, exclusiveAccess: boolean): Promise<BlogFiltered> {
      const conditions: Array<SQL | undefined> = [visible];
      if (filter.category) {
        conditions.push(
          inArray(
            blogs.categoryId,
            db.select({ id: categories.id }).from(categories).where(eq(categories.slug, filter.category)),
          ),
        );
      }
      if (filter.difficulty?.length) conditions.push(inArray(blogs.difficulty, filter.difficulty));
      if (filter.readingTimeMin !== undefined) conditions.push(gte(blogs.readingTime, filter.readingTimeMin));
      if (filter.readingTimeMax !== undefined) conditions.push(lte(blogs.readingTime, filter.readingTimeMax));
      if (filter.access === 'free') conditions.push(eq(blogs.exclusive, false));
      if (filter.access === 'exclusive') conditions.push(eq(blogs.exclusive, true));
      if (filter.text) conditions.push(textCondition(filter.text, exclusiveAccess));
      const where = and(...conditions);
      const order = {
        latest: [desc(blogs.publishedAt), desc(blogs.id)],
        popular: [desc(blogs.viewCount), desc(blogs.publishedAt), desc(blogs.id)],
        shortest: [asc(blogs.readingTime), desc(blogs.publishedAt), desc(blogs.id)],
        longest: [desc(blogs.readingTime), desc(blogs.publishedAt), desc(blogs.id)],
      }[filter.sort];
      const rows = await db
        .select()
        .from(blogs)
        .where(where)
        .orderBy(...order)
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize);
      const [total] = await db.select({ count: count() }).from(blogs).where(where);
      return { items: await blogCards(db, rows, language), total: Number(total?.count ?? 0) };
    },

    /** The article page, or null when unknown / inactive. Exclusive bodies only with access. */
    async findBySlug(slug: string, language: Language, userId: number | null, now: Date): Promise<BlogDetail | null> {
      const [row] = await db
        .select()
        .from(blogs)
        .where(and(visible, eq(blogs.slug, slug)))
        .limit(1);
      if (!row) return null;
      const [card] = await blogCards(db, [row], language);
      const translations = await db.select().from(blogTranslations).where(eq(blogTranslations.blogId, row.id));
      const chosen = translations.find((t) => t.language === card!.language);
      const unlocked = !row.exclusive || (await entitlements.hasExclusiveAccess(userId, now));
      const [quiz] = await db
        .select({ slug: articleQuizzes.slug })
        .from(articleQuizzes)
        .where(eq(articleQuizzes.blogId, row.id))
        .limit(1);
      const relatedRows = await db
        .select()
        .from(blogs)
        .where(
          and(
            visible,
            ne(blogs.id, row.id),
            row.categoryId !== null ? eq(blogs.categoryId, row.categoryId) : sql`false`,
          ),
        )
        .orderBy(desc(blogs.publishedAt), desc(blogs.id))
        .limit(3);
      const body = unlocked ? (chosen?.body ?? '') : null;
      const lockedTeaser = unlocked ? null : teaser(chosen?.body ?? '');
      return {
        ...card!,
        body,
        teaser: lockedTeaser,
        locked: !unlocked,
        quizSlug: quiz?.slug ?? null,
        related: await blogCards(db, relatedRows, language),
        alternates: {
          en: translations.some((t) => t.language === 'en'),
          th: translations.some((t) => t.language === 'th'),
        },
        terms: await termsUsedIn(db, body ?? lockedTeaser ?? '', card!.language),
      };
    },

    /** Counts one view per visitor per article per day; null when the article is unknown/inactive. */
    async recordView(id: number, key: string, now: Date): Promise<BlogView | null> {
      const [row] = await db
        .select({ id: blogs.id })
        .from(blogs)
        .where(and(visible, eq(blogs.id, id)))
        .limit(1);
      if (!row) return null;
      const inserted = await db
        .insert(blogViews)
        .values({ blogId: id, visitorKey: key, day: viewDay(now) })
        .onConflictDoNothing()
        .returning({ blogId: blogViews.blogId });
      if (inserted.length > 0) {
        const [updated] = await db
          .update(blogs)
          .set({ viewCount: sql`${blogs.viewCount} + 1` })
          .where(eq(blogs.id, id))
          .returning({ viewCount: blogs.viewCount });
        return { id, viewCount: updated?.viewCount ?? 0, counted: true };
      }
      const [current] = await db.select({ viewCount: blogs.viewCount }).from(blogs).where(eq(blogs.id, id));
      return { id, viewCount: current?.viewCount ?? 0, counted: false };
    },

    async sitemap(): Promise<Omit<Sitemap, 'paths' | 'entries'>> {
      const articleRows = await db
        .select({ slug: blogs.slug, updatedAt: blogs.updatedAt })
        .from(blogs)
        .where(visible)
        .orderBy(desc(blogs.publishedAt), asc(blogs.id));
      const glossaryRows = await db
        .select({ id: glossaries.id, slug: glossaries.slug, updatedAt: glossaries.updatedAt })
        .from(glossaries)
        .orderBy(asc(glossaries.tag), asc(glossaries.id));
      const guideRows = await db
        .select({ slug: getStarts.slug, updatedAt: getStarts.updatedAt })
        .from(getStarts)
        .orderBy(asc(getStarts.order));
      const pageRows = await db
        .select({ slug: pages.slug, updatedAt: pages.updatedAt })
        .from(pages)
        .orderBy(asc(pages.slug));
      const iso = (d: Date) => d.toISOString();
      return {
        articles: articleRows.map((r) => ({ slug: r.slug, updated_at: iso(r.updatedAt) })),
        glossary: glossaryRows.map((r) => ({ id: r.id, slug: r.slug ?? String(r.id), updated_at: iso(r.updatedAt) })),
        guides: guideRows.map((r) => ({ slug: r.slug, updated_at: iso(r.updatedAt) })),
        pages: pageRows.map((r) => ({ slug: r.slug, updated_at: iso(r.updatedAt) })),
      };
    },
  };
}
