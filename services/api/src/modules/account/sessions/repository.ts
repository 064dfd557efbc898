import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sessions, users } from '../../../db/schema/index.ts';
import { hashSessionToken, newSessionToken } from '../../../lib/session-token.ts';

export type SessionUser = typeof users.$inferSelect;

export interface SessionsOptions {
  /** A session not used for this long ends (SESSION_IDLE_MINUTES). */
  idleMs: number;
}

export function sessionsRepository(db: Db, options: SessionsOptions = { idleMs: 24 * 60 * 60_000 }) {
  // Touch last_seen_at at most this often (one write per session per minute, not per request).
  const touchMs = Math.min(60_000, Math.floor(options.idleMs / 10));
  /**
   * A live session and its user, or null: not revoked, within its absolute lifetime
   * (SESSION_TTL_DAYS) and used within the idle timeout. A use moves the idle window on.
   */
  async function findByToken(token: string, now: Date): Promise<{ user: SessionUser; expiresAt: Date } | null> {
    const [row] = await db
      .select({ user: users, sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, hashSessionToken(token)),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          gt(sessions.lastSeenAt, new Date(now.getTime() - options.idleMs)),
        ),
      )
      .limit(1);
    if (!row) return null;
    if (now.getTime() - row.lastSeenAt.getTime() >= touchMs) {
      await db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(and(eq(sessions.id, row.sessionId), lt(sessions.lastSeenAt, now)));
    }
    return { user: row.user, expiresAt: row.expiresAt };
  }

  return {
    /** Creates a session and returns the clear token (shown once, never stored). */
    async create(userId: number, ttlMs: number, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
      const token = newSessionToken();
      const expiresAt = new Date(Date.now() + ttlMs);
      await db.insert(sessions).values({ userId, tokenHash: hashSessionToken(token), expiresAt, lastSeenAt: now });
      return { token, expiresAt };
    },

    findByToken,

    /** The user of a live session (see findByToken), or null. */
    async findUserByToken(token: string, now: Date): Promise<SessionUser | null> {
      return (await findByToken(token, now))?.user ?? null;
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
