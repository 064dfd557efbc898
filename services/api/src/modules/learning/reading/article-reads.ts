import { and, eq, sql } from 'drizzle-orm';
import type { ReadingState } from '@academy/contracts';
import type { Db } from '../../../db/client.ts';
import { articleReads, blogs } from '../../../db/schema/index.ts';

/**
 * Reading progress (issue 34): one row per learner and article, each write a single upsert, so
 * two tabs or devices writing at once never lose a read or duplicate a row. The first `read_at`
 * stays (reading an article again does not move it).
 */
export function articleReadsRepository(db: Db) {
  return {
    /** An active, visible article by slug, with whether it is exclusive; null otherwise. */
    async article(slug: string): Promise<{ id: number; exclusive: boolean } | null> {
      const [row] = await db
        .select({ id: blogs.id, exclusive: blogs.exclusive })
        .from(blogs)
        .where(and(eq(blogs.slug, slug), eq(blogs.active, true), eq(blogs.status, true)))
        .limit(1);
      return row ?? null;
    },

    async markRead(userId: number, blogId: number, now: Date): Promise<ReadingState['readAt']> {
      const [row] = await db
        .insert(articleReads)
        .values({ userId, blogId, readAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [articleReads.userId, articleReads.blogId],
          set: { readAt: sql`coalesce(${articleReads.readAt}, excluded.read_at)`, updatedAt: now },
        })
        .returning({ readAt: articleReads.readAt });
      return row!.readAt!.toISOString();
    },

    async savePosition(userId: number, blogId: number, position: number, now: Date): Promise<void> {
      await db
        .insert(articleReads)
        .values({ userId, blogId, position, updatedAt: now })
        .onConflictDoUpdate({
          target: [articleReads.userId, articleReads.blogId],
          set: { position, updatedAt: now },
        });
    },

    async state(userId: number, blogId: number): Promise<{ position: number; readAt: string | null }> {
      const [row] = await db
        .select({ position: articleReads.position, readAt: articleReads.readAt })
        .from(articleReads)
        .where(and(eq(articleReads.userId, userId), eq(articleReads.blogId, blogId)))
        .limit(1);
      return { position: row?.position ?? 0, readAt: row?.readAt?.toISOString() ?? null };
    },
  };
}
