import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  endpoints,
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
  RESET_LINK_TTL_MINUTES,
} from '@academy/contracts';
import { appError } from '../../../lib/app-error.ts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { hashPassword, verifyPassword } from '../../../lib/passwords.ts';
import { currentUser, readToken } from '../../../plugins/auth.ts';
import { mailPhishingWords, resetPasswordEmail } from '../../../mail/templates.ts';
import { bangkokDayStart } from '../users/accounts-repository.ts';
import { accountErrors } from '../../../lib/http-schemas.ts';
import { MINUTE, authLimits, lockedError, loginFailurePolicy, mailLanguage, security, tags } from './shared.ts';

/** More than this many reset requests in one (Asia/Bangkok) day: RESET_TOO_MANY_TODAY. */
const RESET_REQUESTS_PER_DAY = 3;

const linkExpired = () => appError('RESET_LINK_EXPIRED');

/** POST forgot-password, reset-password, change-password. */
const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, users } = app.repositories;
  const site = app.config.PUBLIC_SITE_URL.replace(/\/+$/, '');
  const { account } = endpoints;

  await endpointRoute(
    app,
    account.forgotPassword,
    {
      ...authLimits(app, 'forgot'),
      tags,
      summary: 'Email a reset-password link (valid 30 minutes)',
      description: `More than ${RESET_REQUESTS_PER_DAY} requests in one day (Asia/Bangkok): 429 RESET_TOO_MANY_TODAY.`,
      errors: { 424: apiErrorSchema, ...accountErrors },
    },
    async (request) => {
      const now = app.clock.now();
      const user = await accounts.findByEmail(request.body.email);
      if (!user) throw appError('RESET_EMAIL_NOT_FOUND');
      const today = await accounts.countEmailTokensSince(user.id, 'reset-password', bangkokDayStart(now));
      if (today >= RESET_REQUESTS_PER_DAY) {
        throw appError('RESET_TOO_MANY_TODAY');
      }
      const language = mailLanguage(user, request.body.language);
      await accounts.expireEmailTokens(user.id, 'reset-password', now);
      const token = await accounts.createEmailToken(user.id, 'reset-password', now, RESET_LINK_TTL_MINUTES * MINUTE);
      try {
        await app.mailer.send(
          resetPasswordEmail({
            to: user.email,
            language,
            phishingWords: mailPhishingWords(user),
            link: `${site}/${language}/reset-password?token=${encodeURIComponent(token)}`,
            validMinutes: RESET_LINK_TTL_MINUTES,
          }),
        );
      } catch (error) {
        request.log.warn({ err: error }, 'reset email failed');
        throw appError('RESET_REQUEST_FAILED');
      }
      return { ok: true as const, message: 'Please check your email to reset your password.' };
    },
  );

  await endpointRoute(
    app,
    account.resetPassword,
    {
      tags,
      summary: 'Set a new password with the token of the reset link (single use)',
      errors: accountErrors,
    },
    async (request) => {
      const now = app.clock.now();
      const row = await accounts.findEmailToken(request.body.token, 'reset-password');
      if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) throw linkExpired();
      if (!(await accounts.consumeEmailToken(row.id, now))) throw linkExpired();
      const user = await users.findById(row.userId);
      if (!user) throw linkExpired();
      await accounts.update(
        user.id,
        {
          passwordHash: await hashPassword(request.body.password),
          // Opening the emailed link proves the address; a reset also lifts a lock.
          emailVerifiedAt: user.emailVerifiedAt ?? now,
          failedLoginCount: 0,
          failedLoginSince: null,
          lockedUntil: null,
        },
        now,
      );
      await accounts.revokeOtherSessions(user.id, null, now);
      // Any other pending reset link dies with the old password.
      await accounts.expireEmailTokens(user.id, 'reset-password', now);
      return { ok: true as const, message: 'Your password has been reset. Please log in.' };
    },
  );

  await endpointRoute(
    app,
    account.changePassword,
    {
      ...authLimits(app, 'change-password'),
      preValidation: app.requireUser,
      tags,
      security,
      summary: 'Change the password (other sessions are signed out)',
      description: `Wrong old passwords count like wrong logins: ${LOGIN_MAX_FAILURES} within ${LOGIN_FAILURE_WINDOW_MINUTES} minutes lock the account for ${LOGIN_LOCK_MINUTES} minutes (423 LOGIN_ACCOUNT_LOCKED). Rate-limited per IP and per account like login.`,
      errors: accountErrors,
    },
    async (request) => {
      const user = currentUser(request);
      const { oldPassword, newPassword } = request.body;
      const now = app.clock.now();
      if (user.lockedUntil && user.lockedUntil.getTime() > now.getTime()) throw lockedError();
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, oldPassword))) {
        if (user.passwordHash) {
          const locked = await accounts.recordFailedLogin(user, now, loginFailurePolicy);
          if (locked) throw lockedError();
        }
        throw appError('PASSWORD_OLD_INCORRECT');
      }
      if (oldPassword === newPassword) {
        throw appError('PASSWORD_SAME_AS_OLD');
      }
      await accounts.update(user.id, { passwordHash: await hashPassword(newPassword) }, now);
      await accounts.revokeOtherSessions(user.id, readToken(request) ?? null, now);
      // A reset link asked for before the change no longer works.
      await accounts.expireEmailTokens(user.id, 'reset-password', now);
      return { ok: true as const, message: 'Password changed' };
    },
  );
};

export default passwordRoutes;
