import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { exchangeLinkRequests, exchangeTokens, sessions, users } from '../../../db/schema/index.ts';
import { exchangeLinkColumns, type ExchangeIdentity } from '../../../lib/exchange-identity.ts';
import type { SealedExchangeTokens } from '../../../lib/exchange-tokens.ts';
import { hashSessionToken, newSessionToken } from '../../../lib/session-token.ts';
import type { User } from '../users/repository.ts';

export type ExchangeLinkRequest = typeof exchangeLinkRequests.$inferSelect;

/**
 * Exchange sign-ons waiting for the owner of an existing account (docs/accounts.md "Exchange sign-on"): a
 * one-time mail token and a browser binding, both kept as SHA-256 only.
 */
export function exchangeLinksRepository(db: Db) {
  return {
    /** Earlier pending links of the account stop working (the newest mail is the one that counts). */
    async expirePending(tx: DbOrTx, userId: number, now: Date): Promise<void> {
      await tx
        .update(exchangeLinkRequests)
        .set({ usedAt: now })
        .where(and(eq(exchangeLinkRequests.userId, userId), isNull(exchangeLinkRequests.usedAt)));
    },

    /** Stores a pending link and returns its clear mail token and browser binding (only their hashes are kept). */
    async insert(
      tx: DbOrTx,
      input: { userId: number; identity: ExchangeIdentity; tokens: SealedExchangeTokens; now: Date; ttlMs: number },
    ): Promise<{ mailToken: string; browserToken: string; expiresAt: Date }> {
      const mailToken = newSessionToken();
      const browserToken = newSessionToken();
      const expiresAt = new Date(input.now.getTime() + input.ttlMs);
      await tx.insert(exchangeLinkRequests).values({
        userId: input.userId,
        exchangeUserId: input.identity.me.id,
        identity: { me: input.identity.me, prefill: input.identity.prefill },
        ...input.tokens,
        tokenHash: hashSessionToken(mailToken),
        browserHash: hashSessionToken(browserToken),
        createdAt: input.now,
        expiresAt,
      });
      return { mailToken, browserToken, expiresAt };
    },

    /** A pending link that can still be confirmed (unused, unexpired), by its mail token. */
    async findOpen(mailToken: string, now: Date): Promise<ExchangeLinkRequest | null> {
      const [row] = await db
        .select()
        .from(exchangeLinkRequests)
        .where(
          and(
            eq(exchangeLinkRequests.tokenHash, hashSessionToken(mailToken)),
            isNull(exchangeLinkRequests.usedAt),
            gt(exchangeLinkRequests.expiresAt, now),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Whether `browserToken` (the binding cookie) is the one set for this link's sign-on. */
    boundTo(link: ExchangeLinkRequest, browserToken: string | undefined): boolean {
      return browserToken !== undefined && hashSessionToken(browserToken) === link.browserHash;
    },

    /** Takes the link (a conditional UPDATE: of concurrent confirms one wins); null when used or expired. */
    async take(tx: DbOrTx, linkId: number, now: Date): Promise<ExchangeLinkRequest | null> {
      const [taken] = await tx
        .update(exchangeLinkRequests)
        .set({ usedAt: now })
        .where(
          and(
            eq(exchangeLinkRequests.id, linkId),
            isNull(exchangeLinkRequests.usedAt),
            gt(exchangeLinkRequests.expiresAt, now),
          ),
        )
        .returning();
      return taken ?? null;
    },

    /** The account, locked FOR UPDATE until the transaction ends. */
    async lockUser(tx: DbOrTx, userId: number): Promise<User | null> {
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      return (user as User | undefined) ?? null;
    },

    /** Whether another account than `userId` is linked to this exchange account. */
    async linkedElsewhere(tx: DbOrTx, exchangeUserId: string, userId: number): Promise<boolean> {
      const [holder] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.exchangeUserId, exchangeUserId), ne(users.id, userId)))
        .limit(1);
      return holder !== undefined;
    },

    /**
     * Links the exchange identity to the account and removes its password and anti-phishing words;
     * the address counts as verified (the mail was opened).
     */
    async linkAccount(tx: DbOrTx, user: User, identity: ExchangeIdentity, now: Date): Promise<User> {
      const [linked] = await tx
        .update(users)
        .set({
          ...exchangeLinkColumns(user, identity, now),
          passwordHash: null,
          phishingWords: null,
          emailVerifiedAt: user.emailVerifiedAt ?? now,
          updatedAt: now,
        })
        .where(eq(users.id, user.id))
        .returning();
      return linked as User;
    },

    /** The link's sealed exchange tokens become the account's. */
    async storeTokens(tx: DbOrTx, userId: number, link: ExchangeLinkRequest, now: Date): Promise<void> {
      const sealed = {
        accessTokenSealed: link.accessTokenSealed,
        refreshTokenSealed: link.refreshTokenSealed,
        accessExpiresAt: link.accessExpiresAt,
        updatedAt: now,
      };
      await tx
        .insert(exchangeTokens)
        .values({ userId, ...sealed })
        .onConflictDoUpdate({ target: exchangeTokens.userId, set: sealed });
    },

    /** Signs out every session of the account. */
    async revokeSessions(tx: DbOrTx, userId: number, now: Date): Promise<void> {
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
  };
}
