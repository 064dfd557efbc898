import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { hashSessionToken, newSessionToken } from '../lib/session-token.ts';

export type SessionUser = typeof users.$inferSelect;

export function sessionsRepository(db: Db) {
  return {
    /** Creates a session and returns the clear token (shown once, never stored). */
    async create(userId: number, ttlMs: number): Promise<{ token: string; expiresAt: Date }> {
      const token = newSessionToken();
      const expiresAt = new Date(Date.now() + ttlMs);
      await db.insert(sessions).values({ userId, tokenHash: hashSessionToken(token), expiresAt });
      return { token, expiresAt };
    },

    /** The user of a live (not expired, not revoked) session, or null. */
    async findUserByToken(token: string): Promise<SessionUser | null> {
      const [row] = await db
        .select({ user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, hashSessionToken(token)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return row?.user ?? null;
    },

    async revoke(token: string): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.tokenHash, hashSessionToken(token)), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },
  };
}
