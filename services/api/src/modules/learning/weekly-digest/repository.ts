import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import type { Language } from '@academy/contracts';
import type { Db } from '../../../db/client.ts';
import { blogTranslations, blogs, popQuizzes, users, weeklyDigests } from '../../../db/schema/index.ts';

export type DigestOutcome = 'sent' | 'empty';

/** The weekly mail's rows (db/schema/weekly-digests.ts) and what it tells (issue 34 item 6). */
export function weeklyDigestsRepository(db: Db) {
  return {
    /** Consenting learners with a verified address not yet handled this week, by id after `afterId`. */
    async dueRecipients(week: string, afterId: number, limit: number) {
      return db
        .select({ id: users.id, email: users.email, language: users.language })
        .from(users)
        .where(
          and(
            eq(users.agreeToUpdate, true),
            isNotNull(users.emailVerifiedAt),
            gt(users.id, afterId),
            notExists(
              db
                .select({ one: sql`1` })
                .from(weeklyDigests)
                .where(and(eq(weeklyDigests.userId, users.id), eq(weeklyDigests.week, week))),
            ),
          ),
        )
        .orderBy(asc(users.id))
        .limit(limit);
    },

    /** One atomic claim of the learner's mail for the week: true for the one caller that wrote the row. */
    async claim(userId: number, week: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(weeklyDigests)
        .values({ userId, week, claimedAt: now })
        .onConflictDoNothing()
        .returning({ userId: weeklyDigests.userId });
      return rows.length === 1;
    },

    async finish(userId: number, week: string, outcome: DigestOutcome): Promise<void> {
      await db
        .update(weeklyDigests)
        .set({ outcome })
        .where(and(eq(weeklyDigests.userId, userId), eq(weeklyDigests.week, week)));
    },

    /** The mail could not be handed to the mail server: a later run tries again this week. */
    async release(userId: number, week: string): Promise<void> {
      await db
        .delete(weeklyDigests)
        .where(
          and(eq(weeklyDigests.userId, userId), eq(weeklyDigests.week, week), eq(weeklyDigests.outcome, 'claimed')),
        );
    },

    /**
     * Articles published in [since, now], newest first, their titles in `language` (else the
     * other one); only among `slugs` when given.
     */
    async newArticles(language: Language, since: Date, now: Date, slugs: string[] | null, limit = 5) {
      if (slugs && slugs.length === 0) return [];
      const rows = await db
        .select({ id: blogs.id, slug: blogs.slug })
        .from(blogs)
        .where(
          and(
            eq(blogs.active, true),
            eq(blogs.status, true),
            gte(blogs.publishedAt, since),
            lte(blogs.publishedAt, now),
            slugs ? inArray(blogs.slug, slugs) : undefined,
          ),
        )
        .orderBy(desc(blogs.publishedAt), asc(blogs.id))
        .limit(limit);
      if (rows.length === 0) return [];
      const titles = await db
        .select({ blogId: blogTranslations.blogId, language: blogTranslations.language, title: blogTranslations.title })
        .from(blogTranslations)
        .where(
          inArray(
            blogTranslations.blogId,
            rows.map((r) => r.id),
          ),
        );
      const titleOf = (id: number) =>
        titles.find((t) => t.blogId === id && t.language === language && t.title.trim())?.title ??
        titles.find((t) => t.blogId === id && t.title.trim())?.title;
      return rows.flatMap((r) => {
        const title = titleOf(r.id);
        return r.slug && title ? [{ slug: r.slug, title }] : [];
      });
    },

    /**
     * Pinned pop quiz windows (content's schedule, an operator's flash window) open now or
     * opening before `until`, with a reward and quota left. Rolling windows are not listed (one
     * is always open: the mail says so once instead).
     */
    async rewardWindows(now: Date, until: Date, limit = 5) {
      return db
        .select({
          id: popQuizzes.id,
          startsAt: popQuizzes.startsAt,
          endsAt: popQuizzes.endsAt,
          rewardPoints: popQuizzes.rewardPoints,
          rewardKkub: popQuizzes.rewardKkub,
        })
        .from(popQuizzes)
        .where(
          and(
            eq(popQuizzes.kind, 'pinned'),
            gt(popQuizzes.endsAt, now),
            lt(popQuizzes.startsAt, until),
            gt(popQuizzes.rewardRemaining, 0),
            or(gt(popQuizzes.rewardPoints, 0), gt(popQuizzes.rewardKkub, 0)),
          ),
        )
        .orderBy(asc(popQuizzes.startsAt), asc(popQuizzes.id))
        .limit(limit);
    },
  };
}
