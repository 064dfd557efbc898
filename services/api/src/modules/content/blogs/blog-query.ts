import { createHash } from 'node:crypto';
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { blogs, blogTranslations } from '../../../db/schema/index.ts';
import { likeContains } from '../../../lib/like.ts';
import type { StrapiQueryOptions } from '../../../lib/strapi-query.ts';
import { words } from '../../../lib/text.ts';

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
export const visible = and(eq(blogs.active, true), eq(blogs.status, true)) as SQL;

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
