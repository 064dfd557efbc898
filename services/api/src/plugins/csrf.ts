import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { appError } from '../lib/app-error.ts';
import { XSRF_HEADER_NAME, isXsrfTokenOf, sessionCookieOf } from '../lib/session-cookie.ts';
import { readHeaderToken } from './auth.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const csrfRejected = () => appError('CSRF_REJECTED');

/**
 * Cross-site request forgery (docs/accounts.md "Sessions"). Every state-changing request (not GET, HEAD,
 * OPTIONS) is refused with 403 CSRF_REJECTED, before its body is read, when
 * - it comes from a browser page of another origin: an `Origin` header that is neither one of
 *   CORS_ORIGINS nor the API's own (a cross-site form post, also a signed-out one: login CSRF);
 * - it is signed in by the session cookie alone and its `X-XSRF-TOKEN` header is not that
 *   session's anti-forgery token (double submit: only the site's pages can read XSRF-TOKEN).
 * A request that authenticates with a header (`Authorization: Bearer`, `token`) carries no
 * ambient credential and is not checked for the token; a browser cannot add those headers
 * cross-site without a CORS preflight, which only CORS_ORIGINS pass. A route that uses no session
 * (`config.ambientCredentialsUnused`) is not checked for the token either.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route reads no session and changes nothing of anyone's (a web vitals report): the
     * session cookie a beacon cannot leave out needs no anti-forgery token there. Origin is checked.
     */
    ambientCredentialsUnused?: boolean;
  }
}

export default fp(
  async (app) => {
    const allowed = new Set(app.config.CORS_ORIGINS);
    const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const origin = request.headers.origin;
      if (origin !== undefined && !allowed.has(origin) && origin !== ownOrigin(request)) throw csrfRejected();
      if (readHeaderToken(request) || request.routeOptions.config.ambientCredentialsUnused) return;
      const sessionToken = sessionCookieOf(request);
      if (sessionToken && !isXsrfTokenOf(request.headers[XSRF_HEADER_NAME.toLowerCase()], sessionToken))
        throw csrfRejected();
    });
  },
  { name: 'csrf', dependencies: ['config', 'cookie'] },
);
