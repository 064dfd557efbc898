import { and, count, desc, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { emailTokens, sessions, users } from '../../../db/schema/index.ts';
import { hashSessionToken, newSessionToken } from '../../../lib/session-token.ts';
import type { User } from './repository.ts';

export type EmailTokenPurpose = 'verify-email' | 'reset-password';

/** Start of the Asia/Bangkok (UTC+7, no DST) day containing `now`. */
export function bangkokDayStart(now: Date): Date {
  const offsetMs = 7 * 60 * 60 * 1000;
  const local = new Date(now.getTime() + offsetMs);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - offsetMs);
}

/** Account-side queries: users by email / exchange id, email links, login failures, sessions. */
export function accountsRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<User | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
      return row ?? null;
    },

    async findByExchangeUserId(exchangeUserId: string): Promise<User | null> {
      const [row] = await db.select().from(users).where(eq(users.exchangeUserId, exchangeUserId)).limit(1);
      return row ?? null;
    },

    async update(id: number, values: Partial<typeof users.$inferInsert>, now: Date): Promise<User> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: now })
        .where(eq(users.id, id))
        .returning();
      return row as User;
    },

    /** Creates a single-use link token; returns the clear token. */
    async createEmailToken(userId: number, purpose: EmailTokenPurpose, now: Date, ttlMs: number): Promise<string> {
      const token = newSessionToken();
      await db.insert(emailTokens).values({
        userId,
        purpose,
        tokenHash: hashSessionToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + ttlMs),
      });
      return token;
    },

    async findEmailToken(token: string, purpose: EmailTokenPurpose) {
      const [row] = await db
        .select()
        .from(emailTokens)
        .where(and(eq(emailTokens.tokenHash, hashSessionToken(token)), eq(emailTokens.purpose, purpose)))
        .limit(1);
      return row ?? null;
    },

    /** Marks the token used; false when it was already used (single use under concurrency). */
    async consumeEmailToken(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(emailTokens)
        .set({ usedAt: now })
        .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt)))
        .returning({ id: emailTokens.id });
      return rows.length > 0;
    },

    /** Unused tokens of this purpose stop working (a new link replaces the old ones). */
    async expireEmailTokens(userId: number, purpose: EmailTokenPurpose, now: Date): Promise<void> {
      await db
        .update(emailTokens)
        .set({ usedAt: now })
        .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
    },

    async countEmailTokensSince(userId: number, purpose: EmailTokenPurpose, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(emailTokens)
        .where(
          and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), gte(emailTokens.createdAt, since)),
        );
      return Number(row?.n ?? 0);
    },

    async lastEmailTokenAt(userId: number, purpose: EmailTokenPurpose): Promise<Date | null> {
      const [row] = await db
        .select({ createdAt: emailTokens.createdAt })
        .from(emailTokens)
        .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose)))
        .orderBy(desc(emailTokens.createdAt))
        .limit(1);
      return row?.createdAt ?? null;
    },

    /**
     * Records a wrong password in ONE atomic UPDATE (concurrent failures cannot be lost): the
     * window starts at the first failure; the `maxFailures`-th failure within `windowMs` locks
     * the account for `lockMs` (and starts a new count). Returns whether the account is locked now.
     */
    async recordFailedLogin(
      user: Pick<User, 'id'>,
      now: Date,
      rules: { maxFailures: number; windowMs: number; lockMs: number },
    ): Promise<boolean> {
      const windowStart = new Date(now.getTime() - rules.windowMs);
      const lockUntil = new Date(now.getTime() + rules.lockMs);
      // Every SET expression sees the row as it was before this statement (PostgreSQL semantics).
      const windowOpen = sql`(${users.failedLoginSince} is not null and ${users.failedLoginSince} > ${windowStart})`;
      const failures = sql`(case when ${windowOpen} then ${users.failedLoginCount} + 1 else 1 end)`;
      const locks = sql`(${failures} >= ${rules.maxFailures})`;
      const [row] = await db
        .update(users)
        .set({
          failedLoginCount: sql`case when ${locks} then 0 else ${failures} end`,
          failedLoginSince: sql`case when ${locks} then null when ${windowOpen} then ${users.failedLoginSince} else ${now} end`,
          lockedUntil: sql`case when ${locks} then ${lockUntil} else ${users.lockedUntil} end`,
        })
        .where(eq(users.id, user.id))
        .returning({ lockedUntil: users.lockedUntil });
      return Boolean(row?.lockedUntil && row.lockedUntil.getTime() > now.getTime());
    },

    async recordSuccessfulLogin(userId: number, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ failedLoginCount: 0, failedLoginSince: null, lockedUntil: null, lastLoginAt: now })
        .where(eq(users.id, userId));
    },

    /** Revokes every live session of the user except the one of `keepToken`. */
    async revokeOtherSessions(userId: number, keepToken: string | null, now: Date): Promise<void> {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (keepToken) conditions.push(ne(sessions.tokenHash, hashSessionToken(keepToken)));
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(...conditions));
    },

    async countActiveUsers(since: Date): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(gte(users.lastLoginAt, since));
      return Number(row?.n ?? 0);
    },
  };
}
