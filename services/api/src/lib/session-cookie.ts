import { createHash, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@academy/contracts';

/**
 * The browser's session (docs/accounts.md "Sessions"): the opaque session token in an HttpOnly cookie that
 * no script can read, and beside it the anti-forgery token in the readable `XSRF-TOKEN` cookie,
 * which the site echoes in the `X-XSRF-TOKEN` header of every state-changing request.
 */

export const SESSION_COOKIE = 'academy_session';
export const XSRF_COOKIE = XSRF_COOKIE_NAME;
export { XSRF_HEADER_NAME };

/**
 * The anti-forgery token of a session: derived from its token, so it is tied to that session,
 * needs no storage (every replica checks it) and tells nothing about the token itself.
 */
export function xsrfTokenFor(sessionToken: string): string {
  return createHash('sha256').update(`xsrf\0${sessionToken}`).digest('base64url');
}

/** True when `header` is the anti-forgery token of `sessionToken` (constant-time comparison). */
export function isXsrfTokenOf(header: unknown, sessionToken: string): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(xsrfTokenFor(sessionToken));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The session token of the request's cookie, if any. */
export function sessionCookieOf(request: FastifyRequest): string | undefined {
  const value = request.cookies?.[SESSION_COOKIE];
  return value ? value : undefined;
}

export interface SessionCookieSettings {
  /** SESSION_COOKIE_DOMAIN: unset, a host-only cookie of the API's host. */
  domain?: string;
}

/**
 * SameSite=Lax (site and API are same-site; another site's form post or fetch carries no
 * cookie), Path=/, Secure when the request came over https (X-Forwarded-Proto counts only from
 * the proxies TRUST_PROXY names: Fastify's `request.protocol`).
 */
export function cookieOptions(request: FastifyRequest, settings: SessionCookieSettings): CookieSerializeOptions {
  return {
    path: '/',
    sameSite: 'lax',
    secure: request.protocol === 'https',
    ...(settings.domain ? { domain: settings.domain } : {}),
  };
}

/** Sets the session cookie and its anti-forgery cookie, both living until the session expires. */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; expiresAt: Date },
  settings: SessionCookieSettings,
) {
  // The session's expiry is wall-clock time (sessions repository), so is the cookie's lifetime.
  const maxAge = Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000));
  const options = { ...cookieOptions(request, settings), maxAge };
  reply.setCookie(SESSION_COOKIE, session.token, { ...options, httpOnly: true });
  reply.setCookie(XSRF_COOKIE, xsrfTokenFor(session.token), { ...options, httpOnly: false });
  reply.header('cache-control', 'no-store');
}

/** Removes both cookies (logout, a cookie whose session has ended). */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply, settings: SessionCookieSettings) {
  const options = cookieOptions(request, settings);
  reply.clearCookie(SESSION_COOKIE, { ...options, httpOnly: true });
  reply.clearCookie(XSRF_COOKIE, options);
  reply.header('cache-control', 'no-store');
}
