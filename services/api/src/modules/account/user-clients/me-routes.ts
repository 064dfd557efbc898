import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountUserSchema,
  ACTIVE_USER_DAYS,
  activeUsersSchema,
  endpoints,
  sessionAnswerSchema,
} from '@academy/contracts';
import { appError } from '../../../lib/app-error.ts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { clearSessionCookies, sessionCookieOf, setSessionCookies } from '../../../lib/session-cookie.ts';
import { MAX_TOKEN_LENGTH, currentUser, readHeaderToken } from '../../../plugins/auth.ts';
import type { User } from '../users/repository.ts';
import { accountErrors } from '../../../lib/http-schemas.ts';
import { MINUTE, security, tags, toAccountUser } from './shared.ts';

/** The current user (GET/POST /me, GET /by-token, GET /session), PATCH /me and the active-users count. */
const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, sessions } = app.repositories;
  const cookieSettings = { domain: app.config.SESSION_COOKIE_DOMAIN };

  app.get(
    '/session',
    {
      schema: {
        tags,
        security,
        summary: "Who the request's session is: { user } or { user: null } (never 401)",
        description:
          'What the site reads on every load. With the session cookie of a live session it sets the cookies again (a lost XSRF-TOKEN comes back); with a cookie whose session has ended it clears them. Cache-Control: no-store.',
        response: { 200: sessionAnswerSchema, ...accountErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const headerToken = readHeaderToken(request);
      const token = headerToken ?? sessionCookieOf(request);
      const session =
        token && token.length <= MAX_TOKEN_LENGTH ? await sessions.findByToken(token, app.clock.now()) : null;
      if (token && !headerToken) {
        if (session) setSessionCookies(request, reply, { token, expiresAt: session.expiresAt }, cookieSettings);
        else clearSessionCookies(request, reply, cookieSettings);
      }
      return { user: session ? await toAccountUser(app, session.user) : null };
    },
  );

  const meSchema = {
    tags,
    security,
    response: { 200: accountUserSchema, ...accountErrors },
  };
  const me = async (request: FastifyRequest) => toAccountUser(app, currentUser(request));
  app.post(
    '/me',
    { preValidation: app.requireUser, schema: { ...meSchema, summary: 'The current user (token header)' } },
    me,
  );
  app.get('/me', { preValidation: app.requireUser, schema: { ...meSchema, summary: 'The current user' } }, me);
  app.get(
    '/by-token',
    {
      preValidation: app.requireUser,
      schema: { ...meSchema, summary: 'The user of the token (merged into the stored user)' },
    },
    me,
  );

  await endpointRoute(
    app,
    endpoints.account.updateMe,
    {
      preValidation: app.requireUser,
      tags,
      security,
      summary: 'Update profile fields (any subset; empty string or null clears)',
      description:
        'Anti-phishing words can be set only once the email address is verified (409 PHISHING_WORDS_EMAIL_NOT_VERIFIED before; clearing them is always allowed).',
      errors: accountErrors,
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      const values: Partial<User> = {};
      const clear = (value: string | null | undefined) => (value === '' ? null : value);
      if (body.name !== undefined) values.name = body.name;
      if (body.lastName !== undefined) values.surname = body.lastName;
      if (body.surname !== undefined) values.surname = body.surname;
      if (body.tel !== undefined) values.phoneNumber = clear(body.tel) ?? null;
      if (body.phoneNumber !== undefined) values.phoneNumber = clear(body.phoneNumber) ?? null;
      if (body.address !== undefined) values.address = body.address;
      if (body.province !== undefined) values.province = body.province;
      if (body.postcode !== undefined) values.postcode = clear(body.postcode) ?? null;
      if (body.remark !== undefined) values.remark = body.remark;
      if (body.phishingWords !== undefined) {
        // Words set before the address is proved could be anyone's: only a verified owner sets them.
        if (body.phishingWords !== null && !user.emailVerifiedAt) {
          throw appError('PHISHING_WORDS_EMAIL_NOT_VERIFIED');
        }
        values.phishingWords = body.phishingWords;
      }
      if (body.walletAddress !== undefined) values.walletAddress = clear(body.walletAddress) ?? null;
      if (body.agreeToUpdate !== undefined) values.agreeToUpdate = body.agreeToUpdate;
      if (body.language !== undefined) values.language = body.language;
      const updated = await accounts.update(user.id, values, app.clock.now());
      return toAccountUser(app, updated);
    },
  );

  app.get(
    '/active-users',
    {
      schema: {
        tags,
        summary: `Users who signed in within the last ${ACTIVE_USER_DAYS} days`,
        response: { 200: activeUsersSchema, ...accountErrors },
      },
    },
    async () => {
      const since = new Date(app.clock.now().getTime() - ACTIVE_USER_DAYS * 24 * 60 * MINUTE);
      return { count: await accounts.countActiveUsers(since), days: ACTIVE_USER_DAYS };
    },
  );
};

export default meRoutes;
