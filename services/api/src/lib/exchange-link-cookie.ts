import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOptions, type SessionCookieSettings } from './session-cookie.ts';

/**
 * Binds a pending exchange link to the browser that signed on (docs/accounts.md "Exchange sign-on"): the
 * mailed link works only where this HttpOnly cookie is, so a link forwarded to or opened by
 * someone else links nothing. Same attributes as the session cookies.
 */
export const EXCHANGE_LINK_COOKIE = 'academy_exchange_link';

export function setExchangeLinkCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  browserToken: string,
  maxAgeSeconds: number,
  settings: SessionCookieSettings,
) {
  reply.setCookie(EXCHANGE_LINK_COOKIE, browserToken, {
    ...cookieOptions(request, settings),
    maxAge: maxAgeSeconds,
    httpOnly: true,
  });
}

export function exchangeLinkCookieOf(request: FastifyRequest): string | undefined {
  return request.cookies?.[EXCHANGE_LINK_COOKIE] || undefined;
}

export function clearExchangeLinkCookie(request: FastifyRequest, reply: FastifyReply, settings: SessionCookieSettings) {
  reply.clearCookie(EXCHANGE_LINK_COOKIE, { ...cookieOptions(request, settings), httpOnly: true });
}
