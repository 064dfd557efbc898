import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { exchangeTokens } from '../db/schema/index.ts';
import type { ExchangeClient, ExchangeTokenSet } from './exchange-client.ts';
import type { SecretBox } from './secret-box.ts';

export interface SealedExchangeTokens {
  accessTokenSealed: string;
  refreshTokenSealed: string | null;
  accessExpiresAt: Date;
}

/** Refresh a little before the exchange would refuse the access token. */
const EXPIRY_MARGIN_MS = 30_000;

/**
 * The exchange's tokens of linked users: kept by the API only (the browser never gets them),
 * sealed with AES-256-GCM at rest, refreshed on the user's behalf when the access token expired.
 */
export function exchangeTokenStore(db: Db, exchange: ExchangeClient, box: SecretBox) {
  const store = {
    /** The tokens as they are stored (a pending exchange link keeps them sealed the same way). */
    seal(tokens: ExchangeTokenSet, now: Date): SealedExchangeTokens {
      return {
        accessTokenSealed: box.seal(tokens.accessToken),
        refreshTokenSealed: tokens.refreshToken ? box.seal(tokens.refreshToken) : null,
        accessExpiresAt: new Date(now.getTime() + tokens.expiresIn * 1000),
      };
    },

    async save(userId: number, tokens: ExchangeTokenSet, now: Date): Promise<void> {
      const values = { ...store.seal(tokens, now), updatedAt: now };
      await db
        .insert(exchangeTokens)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: exchangeTokens.userId, set: values });
    },

    /** A live access token of the user, refreshed when needed; null when the user must link again. */
    async accessToken(userId: number, now: Date): Promise<string | null> {
      const [row] = await db.select().from(exchangeTokens).where(eq(exchangeTokens.userId, userId)).limit(1);
      if (!row) return null;
      const access = box.open(row.accessTokenSealed);
      if (access && row.accessExpiresAt.getTime() - EXPIRY_MARGIN_MS > now.getTime()) return access;
      const refresh = row.refreshTokenSealed ? box.open(row.refreshTokenSealed) : null;
      if (!refresh) return null;
      try {
        const fresh = await exchange.refresh(refresh);
        await store.save(userId, fresh, now);
        return fresh.accessToken;
      } catch {
        return null;
      }
    },

    /** The sealed row as stored (tests check nothing is in clear). */
    async raw(userId: number) {
      const [row] = await db.select().from(exchangeTokens).where(eq(exchangeTokens.userId, userId)).limit(1);
      return row ?? null;
    },
  };
  return store;
}

export type ExchangeTokenStore = ReturnType<typeof exchangeTokenStore>;
