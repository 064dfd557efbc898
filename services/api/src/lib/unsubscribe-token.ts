import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The weekly mail's one-click unsubscribe token: `<user id>.<HMAC-SHA256 of it>` (base64url),
 * keyed by a key derived from the API's secret (EXCHANGE_TOKEN_KEY, HKDF with its own label, so
 * no token of another use can pass). Only the API can make one; it says nothing but the id.
 */
export function unsubscribeTokens(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'academy weekly-digest unsubscribe v1', 32));
  const signatureOf = (userId: number) =>
    createHmac('sha256', key).update(`unsubscribe:${userId}`).digest().toString('base64url');
  return {
    tokenFor(userId: number): string {
      return `${userId}.${signatureOf(userId)}`;
    },
    /** The user id a genuine token names; null for anything else. */
    userIdOf(token: string): number | null {
      const match = /^([1-9]\d{0,9})\.([\w-]{43})$/.exec(token);
      if (!match) return null;
      const userId = Number(match[1]);
      // both are 43 characters (the pattern); compared as text, so no other spelling of the bytes passes
      return timingSafeEqual(Buffer.from(match[2]!), Buffer.from(signatureOf(userId))) ? userId : null;
    },
  };
}
