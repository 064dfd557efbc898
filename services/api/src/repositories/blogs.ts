import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import {
  articleQuizzes,
  blogs,
  blogTranslations,
  blogViews,
  categories,
  getStarts,
  glossaries,
  pages,
} from '../db/schema/index.ts';
import { coverStem } from '../lib/cover-variants.ts';
import { cardPath } from '../lib/social-card.ts';
import { parseStrapiQuery, type RawQuery, type StrapiQueryOptions } from '../lib/strapi-query.ts';
import type {
  BlogCard,
  BlogDetail,
  BlogFiltered,
  blogFilterSchema,
  BlogView,
  Language,
  Sitemap,
} from '@academy/contracts';
import { teaser, words } from '../lib/text.ts';
import { entitlementsRepository } from './entitlements.ts';
import { termsUsedIn } from './article-terms.ts';
import { likeContains } from '../lib/like.ts';

export type BlogRow = typeof blogs.$inferSelect;

/** A category's name in a language (the other one when that is empty). */
export const categoryNameIn = (category: { nameEn: string; nameTh: string }, language: Language) =>
  (language === 'th' ? category.nameTh : category.nameEn) || category.nameEn || category.nameTh;
export type BlogFilterInput = z.output<typeof blogFilterSchema>;

export const blogQuery: StrapiQueryOptions = {
  fields: {
    id: blogs.id,
    slug: blogs.slug,
    active: blogs.active,
    status: blogs.status,
    exclusive: blogs.exclusive,
    highlight: blogs.highlight,
    difficulty: blogs.difficulty,
    reading_time: blogs.readingTime,
    view_count: blogs.viewCount,
    category: blogs.categoryId,
    published_at: blogs.publishedAt,
    created_at: blogs.createdAt,
    updated_at: blogs.updatedAt,
  },
  defaultSort: 'published_at:DESC,id:DESC',
};

/** Public lists only ever show active, published articles. */
const visible = and(eq(blogs.active, true), eq(blogs.status, true)) as SQL;

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

/** The current Asia/Bangkok calendar day (the academy's day for "one view per day"). */
export function viewDay(now = new Date()): string {
  return new Date(now.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * Visitor key for view counting: the user id, else a hash of the IP (request.ip, which trusts
 * X-Forwarded-For only from TRUST_PROXY). Not the User-Agent: a new one per request would count
 * every request.
 */
export function visitorKey(userId: number | null, ip: string): string {
  if (userId !== null) return `user:${userId}`;
  return `anon:${createHash('sha256').update(ip).digest('hex').slice(0, 32)}`;
}

/**
 * Text filter: every query word in the segmented search text, or the whole text in a field.
 * Without `exclusiveAccess` an exclusive article matches by its title, tags, summary and public
 * teaser only: its locked body answers no query (not even as a count).
 */
export function textCondition(text: string, exclusiveAccess: boolean): SQL | undefined {
  const trimmed = text.trim().toLowerCase();
  if (!trimmed) return undefined;
  const terms = words(trimmed);
  const whole = likeContains(trimmed);
  const allTerms = (column: Parameters<typeof ilike>[0]) =>
    terms.length > 0 ? and(...terms.map((w) => ilike(column, likeContains(w)))) : undefined;
  const readableBody = exclusiveAccess ? undefined : eq(blogs.exclusive, false);
  const match = or(
    ilike(blogTranslations.title, whole),
    ilike(blogTranslations.summary, whole),
    allTerms(blogTranslations.publicSearchText),
    and(readableBody, or(ilike(blogTranslations.body, whole), allTerms(blogTranslations.searchText))),
  );
  return sql`exists (select 1 from ${blogTranslations} where ${blogTranslations.blogId} = ${blogs.id} and ${match})`;
}

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
