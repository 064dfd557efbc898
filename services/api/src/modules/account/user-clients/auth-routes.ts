import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  endpoints,
  type Language,
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
  okResponseSchema,
  RESEND_VERIFICATION_MESSAGE,
} from '@academy/contracts';
import { appError } from '../../../lib/app-error.ts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { hashPassword, verifyPassword } from '../../../lib/passwords.ts';
import { clearSessionCookies } from '../../../lib/session-cookie.ts';
import { MAX_TOKEN_LENGTH, readToken } from '../../../plugins/auth.ts';
import { verificationEmail } from '../../../mail/templates.ts';
import type { User } from '../users/repository.ts';
import { accountErrors } from '../../../lib/http-schemas.ts';
import { MINUTE, authLimits, lockedError, loginFailurePolicy, mailLanguage, security, signIn, tags } from './shared.ts';

/** Verification links live 24 hours; a new one may be asked for once a minute. */
const VERIFY_LINK_TTL_MINUTES = 24 * 60;
const RESEND_MIN_INTERVAL_SECONDS = 60;

const invalidCredentials = () => appError('LOGIN_INVALID_CREDENTIALS');
const resendFailed = () => appError('RESEND_FAILED');

// A real argon2id hash of a random string: "no such user" costs the same as a wrong password.
const dummyHash = hashPassword(randomUUID());

const ALREADY_VERIFIED = 'Your email address is already verified. Please log in.';

/** POST register, verify-email, resend-verification, login, logout. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, sessions, users } = app.repositories;
  const site = app.config.PUBLIC_SITE_URL.replace(/\/+$/, '');
  const { account } = endpoints;

  const sendVerification = async (user: User, language: Language) => {
    const now = app.clock.now();
    await accounts.expireEmailTokens(user.id, 'verify-email', now);
    const token = await accounts.createEmailToken(user.id, 'verify-email', now, VERIFY_LINK_TTL_MINUTES * MINUTE);
    await app.mailer.send(
      verificationEmail({
        to: user.email,
        language,
        link: `${site}/${language}/verify-email?token=${encodeURIComponent(token)}`,
        validMinutes: VERIFY_LINK_TTL_MINUTES,
      }),
    );
  };

  // ------------------------------------------------------------------ register / verify / resend

  await endpointRoute(
    app,
    account.register,
    {
      ...authLimits(app, 'register'),
      tags,
      summary: 'Create an email account and send the verification email',
      status: 201,
      errors: accountErrors,
    },
    async (request, reply) => {
      const body = request.body;
      if (await accounts.findByEmail(body.email)) {
        throw appError('REGISTER_EMAIL_DUPLICATE');
      }
      let user: User;
      try {
        user = await users.create({
          email: body.email,
          passwordHash: await hashPassword(body.password),
          language: body.language,
          agreeToUpdate: body.agreeToUpdate ?? false,
        });
      } catch (error) {
        // A concurrent registration of the same email lost the unique race.
        if (await accounts.findByEmail(body.email)) {
          throw appError('REGISTER_EMAIL_DUPLICATE');
        }
        throw error;
      }
      try {
        await sendVerification(user, body.language);
      } catch (error) {
        request.log.warn({ err: error }, 'verification email failed (the user can ask to resend)');
      }
      return reply.code(201).send({ ok: true, message: 'Registered. Please check your email to verify your account.' });
    },
  );

  await endpointRoute(
    app,
    account.verifyEmail,
    {
      tags,
      summary: 'Verify the email with the token of the link (the user then logs in: a mailed link is no sign-in)',
      errors: accountErrors,
    },
    async (request) => {
      const now = app.clock.now();
      const row = await accounts.findEmailToken(request.body.token, 'verify-email');
      const alreadyVerified = { ok: true as const, message: ALREADY_VERIFIED, alreadyVerified: true };
      if (!row) throw appError('BAD_REQUEST');
      // A link opened again (or one a later mail replaced) of an account that is verified: nothing expired for the learner.
      if ((await users.findById(row.userId))?.emailVerifiedAt) return alreadyVerified;
      if (row.usedAt || row.expiresAt.getTime() <= now.getTime()) {
        throw appError('BAD_REQUEST');
      }
      if (!(await accounts.consumeEmailToken(row.id, now))) throw appError('BAD_REQUEST');
      await accounts.update(row.userId, { emailVerifiedAt: now }, now);
      return { ok: true as const, message: 'Your email is verified. Please log in.', alreadyVerified: false };
    },
  );

  await endpointRoute(
    app,
    account.resendVerification,
    {
      ...authLimits(app, 'resend'),
      tags,
      summary: 'Send the verification email again',
      errors: accountErrors,
    },
    async (request) => {
      const now = app.clock.now();
      const user = await accounts.findByEmail(request.body.email);
      if (!user || user.emailVerifiedAt) throw resendFailed();
      const last = await accounts.lastEmailTokenAt(user.id, 'verify-email');
      if (last && now.getTime() - last.getTime() < RESEND_MIN_INTERVAL_SECONDS * 1000) throw resendFailed();
      try {
        await sendVerification(user, mailLanguage(user, request.body.language));
      } catch (error) {
        request.log.warn({ err: error }, 'verification email failed');
        throw resendFailed();
      }
      return { ok: true as const, message: RESEND_VERIFICATION_MESSAGE };
    },
  );

  // ------------------------------------------------------------------ login / logout

  await endpointRoute(
    app,
    account.login,
    {
      ...authLimits(app, 'login'),
      tags,
      summary:
        'Email + password sign-in -> the session cookies and { token, expiresAt, user } (no token for a browser)',
      description: `${LOGIN_MAX_FAILURES} wrong passwords within ${LOGIN_FAILURE_WINDOW_MINUTES} minutes lock the account for ${LOGIN_LOCK_MINUTES} minutes (423 LOGIN_ACCOUNT_LOCKED, also with the right password).`,
      errors: accountErrors,
    },
    async (request, reply) => {
      const now = app.clock.now();
      const user = await accounts.findByEmail(request.body.email);
      if (!user || !user.passwordHash) {
        // Same cost as a real check, so timing does not tell which emails exist.
        await verifyPassword(await dummyHash, request.body.password);
        throw invalidCredentials();
      }
      if (user.lockedUntil && user.lockedUntil.getTime() > now.getTime()) throw lockedError();
      if (!(await verifyPassword(user.passwordHash, request.body.password))) {
        const locked = await accounts.recordFailedLogin(user, now, loginFailurePolicy);
        throw locked ? lockedError() : invalidCredentials();
      }
      if (!user.emailVerifiedAt) {
        throw appError('LOGIN_EMAIL_NOT_VERIFIED');
      }
      return signIn(app, user, request, reply);
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary: "Revoke the request's session (header token or cookie) and clear the session cookies",
        description:
          'Answers 200 also without a live session, so a browser with an ended session still loses its cookies.',
        security,
        response: { 200: okResponseSchema, ...accountErrors },
      },
    },
    async (request, reply) => {
      const token = readToken(request);
      if (token && token.length <= MAX_TOKEN_LENGTH) await sessions.revoke(token);
      clearSessionCookies(request, reply, { domain: app.config.SESSION_COOKIE_DOMAIN });
      return { ok: true as const, message: 'Logged out' };
    },
  );
};

export default authRoutes;
