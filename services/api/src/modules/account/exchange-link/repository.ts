import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { exchangeLinkRequests, exchangeTokens, sessions, users } from '../../../db/schema/index.ts';
import { isUniqueViolation } from '../../../lib/database-errors.ts';
import { exchangeLinkColumns, type ExchangeIdentity } from '../../../lib/exchange-identity.ts';
import type { SealedExchangeTokens } from '../../../lib/exchange-tokens.ts';
import { hashSessionToken, newSessionToken } from '../../../lib/session-token.ts';
import type { User } from '../users/repository.ts';

export type ExchangeLinkRequest = typeof exchangeLinkRequests.$inferSelect;

/** Why a pending link could not be confirmed: used, expired or unknown; or one side got linked meanwhile. */
export type ExchangeLinkRefusal = 'gone' | 'already-linked';

/**
 * Exchange sign-ons waiting for the owner of an existing account (docs/accounts.md "Exchange sign-on"): a
 * one-time mail token and a browser binding, both kept as SHA-256 only.
 */
export function exchangeLinksRepository(db: Db) {
  return {
    /**
     * Stores a pending link and returns its clear mail token and browser binding; earlier pending
     * links of the account stop working (the newest mail is the one that counts).
     */
    async create(input: {
      userId: number;
      identity: ExchangeIdentity;
      tokens: SealedExchangeTokens;
      now: Date;
      ttlMs: number;
    }): Promise<{ mailToken: string; browserToken: string; expiresAt: Date }> {
      const mailToken = newSessionToken();
      const browserToken = newSessionToken();
      const expiresAt = new Date(input.now.getTime() + input.ttlMs);
      await db.transaction(async (tx) => {
        await tx
          .update(exchangeLinkRequests)
          .set({ usedAt: input.now })
          .where(and(eq(exchangeLinkRequests.userId, input.userId), isNull(exchangeLinkRequests.usedAt)));
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

    /**
     * Confirms the link in ONE transaction: takes it (a conditional UPDATE: of concurrent confirms
     * one wins), links the exchange to the account, moves the sealed tokens, revokes every session
     * of the account and removes its password and anti-phishing words (set before anyone proved
     * both the mailbox and the exchange). The address counts as verified: the mail was opened.
     */
    async confirm(link: ExchangeLinkRequest, now: Date): Promise<User | ExchangeLinkRefusal> {
      try {
        return await db.transaction(async (tx) => {
          const [taken] = await tx
            .update(exchangeLinkRequests)
            .set({ usedAt: now })
            .where(
              and(
                eq(exchangeLinkRequests.id, link.id),
                isNull(exchangeLinkRequests.usedAt),
                gt(exchangeLinkRequests.expiresAt, now),
              ),
            )
            .returning();
          if (!taken) return 'gone';
          const [user] = await tx.select().from(users).where(eq(users.id, taken.userId)).for('update');
          if (!user || (user.exchangeUserId !== null && user.exchangeUserId !== taken.exchangeUserId)) {
            throw new LinkConflict();
          }
          const [holder] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.exchangeUserId, taken.exchangeUserId), ne(users.id, user.id)))
            .limit(1);
          if (holder) throw new LinkConflict();
          const [linked] = await tx
            .update(users)
            .set({
              ...exchangeLinkColumns(user, taken.identity as unknown as ExchangeIdentity, now),
              passwordHash: null,
              phishingWords: null,
              emailVerifiedAt: user.emailVerifiedAt ?? now,
              updatedAt: now,
            })
            .where(eq(users.id, user.id))
            .returning();
          const sealed = {
            accessTokenSealed: taken.accessTokenSealed,
            refreshTokenSealed: taken.refreshTokenSealed,
            accessExpiresAt: taken.accessExpiresAt,
            updatedAt: now,
          };
          await tx
            .insert(exchangeTokens)
            .values({ userId: user.id, ...sealed })
            .onConflictDoUpdate({ target: exchangeTokens.userId, set: sealed });
          await tx
            .update(sessions)
            .set({ revokedAt: now })
            .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
          return linked as User;
        });
      } catch (error) {
        // Rolled back: the link stays unused. A concurrent link of the same exchange account to
        // another academy account loses on the unique exchange_user_id.
        if (error instanceof LinkConflict || isUniqueViolation(error)) return 'already-linked';
        throw error;
      }
    },
  };
}

class LinkConflict extends Error {}
