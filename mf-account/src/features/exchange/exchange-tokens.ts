import { useSessionStore } from '@academy/platform';
import { refreshAccessToken, type AccessTokenResponse } from './api/access-token';

/** The exchange tokens of the signed-in user; kept beside the session and dropped with it. */
export interface ExchangeTokens {
  accessToken: string;
  refreshToken?: string;
  /** epoch ms */
  expiresAt: number;
}

export const EXCHANGE_TOKENS_KEY = 'academy-exchange-tokens';
/** Refresh a little before the exchange would refuse the token. */
const EXPIRY_MARGIN_MS = 30_000;

export function saveExchangeTokens(answer: AccessTokenResponse, now = Date.now()): ExchangeTokens {
  const tokens: ExchangeTokens = {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    expiresAt: now + answer.expires_in * 1000,
  };
  localStorage.setItem(EXCHANGE_TOKENS_KEY, JSON.stringify(tokens));
  return tokens;
}

export function readExchangeTokens(): ExchangeTokens | null {
  try {
    const raw = localStorage.getItem(EXCHANGE_TOKENS_KEY);
    const parsed = raw ? (JSON.parse(raw) as ExchangeTokens) : null;
    return parsed && typeof parsed.accessToken === 'string' && typeof parsed.expiresAt === 'number' ? parsed : null;
  } catch {
    return null;
  }
}

export function clearExchangeTokens() {
  localStorage.removeItem(EXCHANGE_TOKENS_KEY);
}

let refreshing: Promise<ExchangeTokens | null> | null = null;

/**
 * A live exchange access token: the stored one, or a refreshed one when it has expired (one
 * refresh at a time, since refresh rotates the pair). Null when the user must link again.
 */
export async function exchangeAccessToken(now = Date.now()): Promise<string | null> {
  const tokens = readExchangeTokens();
  if (!tokens) return null;
  if (tokens.expiresAt - EXPIRY_MARGIN_MS > now) return tokens.accessToken;
  if (!tokens.refreshToken) {
    clearExchangeTokens();
    return null;
  }
  const refreshToken = tokens.refreshToken;
  refreshing ??= refreshAccessToken(refreshToken)
    .then((answer) => saveExchangeTokens(answer))
    .catch(() => {
      clearExchangeTokens();
      return null;
    })
    .finally(() => {
      refreshing = null;
    });
  return (await refreshing)?.accessToken ?? null;
}

// Logging out of the academy forgets the exchange tokens too.
useSessionStore.subscribe((state, previous) => {
  if (previous.user && !state.user) clearExchangeTokens();
});
