import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/app-error.ts';
import { sessionCookieOf } from '../lib/session-cookie.ts';
import type { SessionUser } from '../modules/account/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: sets request.user from `Authorization: Bearer <t>`, the `token` header or the session cookie, else 401. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** The user of the request's session, if any: a missing, bad or expired token is just "no user". */
    optionalUser: (request: FastifyRequest) => Promise<SessionUser | null>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/** The session token of the request's `Authorization` or `token` header (API clients), if any. */
export function readHeaderToken(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (match?.[1]) return match[1];
  }
  // The spec's `token: Bearer <t>` header (the same value as Authorization); a bare token works too.
  const token = request.headers.token;
  if (typeof token === 'string') return /^(?:Bearer\s+)?(\S+)\s*$/i.exec(token.trim())?.[1];
  return undefined;
}

/**
 * The session token a request carries, if any: a header's (API clients), else the session
 * cookie's (the site; its state-changing requests passed the csrf plugin's check).
 */
export function readToken(request: FastifyRequest): string | undefined {
  return readHeaderToken(request) ?? sessionCookieOf(request);
}

/** The signed-in user of a route guarded by `app.requireUser` (401 if there is none). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export const MAX_TOKEN_LENGTH = 512;

export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const token = readToken(request);
      if (!token || token.length > MAX_TOKEN_LENGTH) throw unauthorized();
      const user = await app.repositories.sessions.findUserByToken(token, app.clock.now());
      if (!user) throw unauthorized();
      request.user = user;
    });
    app.decorate('optionalUser', async (request: FastifyRequest) => {
      const token = readToken(request);
      if (!token || token.length > MAX_TOKEN_LENGTH) return null;
      return app.repositories.sessions.findUserByToken(token, app.clock.now());
    });
  },
  { name: 'auth', dependencies: ['repositories', 'cookie'] },
);
