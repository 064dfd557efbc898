import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fixedWindowLimiter } from '../../../lib/fixed-window-limiter.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contracts } from '../../../lib/contracts.ts';
import { AppError } from '../../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../../lib/passwords.ts';
import { readToken } from '../../../plugins/auth.ts';
import { detectImageType } from '../../../lib/image-type.ts';
import { resetPasswordEmail, verificationEmail, type MailLanguage } from '../../../mail/templates.ts';
import type { User } from '../../../repositories/users.ts';
import { bangkokDayStart } from '../../../repositories/accounts.ts';
import type { ExchangeMe, ExchangePrefill } from '../../../lib/exchange-client.ts';
import { accountErrors, currentUser, requestLanguage, toAccountUser, useValidationDetails } from './shared.ts';

const {
  ACTIVE_USER_DAYS,
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
  PROFILE_IMAGE_MAX_BYTES,
  RESET_LINK_TTL_MINUTES,
  accountMessages,
  accountUserSchema,
  activeUsersSchema,
  apiErrorSchema,
  authResponseSchema,
  changePasswordRequestSchema,
  exchangeLoginRequestSchema,
  forgotPasswordRequestSchema,
  kycPrefillSchema,
  loginRequestSchema,
  okResponseSchema,
  profileImageSchema,
  registerRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  updateProfileRequestSchema,
  verifyEmailRequestSchema,
} = contracts;

const MINUTE = 60_000;
/** Verification links live 24 hours; a new one may be asked for once a minute. */
export const VERIFY_LINK_TTL_MINUTES = 24 * 60;
export const RESEND_MIN_INTERVAL_SECONDS = 60;
/** More than this many reset requests in one (Asia/Bangkok) day: RESET_TOO_MANY_TODAY. */
export const RESET_REQUESTS_PER_DAY = 3;

const security: Array<Record<string, string[]>> = [{ bearer: [] }, { token: [] }];
const tags = ['account'];

const lockedError = () => new AppError(423, 'LOGIN_ACCOUNT_LOCKED', 'Your account has been temporarily locked.');
const invalidCredentials = () => new AppError(401, 'LOGIN_INVALID_CREDENTIALS', 'Email or password is incorrect.');
const linkExpired = () => new AppError(400, 'RESET_LINK_EXPIRED', 'This link is expired.');
const resendFailed = () => new AppError(400, 'RESEND_FAILED', 'something wrong with request');

// A real argon2id hash of a random string: "no such user" costs the same as a wrong password.
const dummyHash = hashPassword(randomUUID());

const userClientRoutes: FastifyPluginAsyncZod = async (app) => {
  useValidationDetails(app);
  const { accounts, sessions, users } = app.repositories;
  const config = app.config;
  const sessionTtlMs = config.SESSION_TTL_DAYS * 24 * 60 * MINUTE;
  const site = config.PUBLIC_SITE_URL.replace(/\/+$/, '');

  // Per IP (the rate-limit plugin's store: Redis when REDIS_URL is set) and per email (in
  // process, checked once the body is parsed) on the sensitive routes.
  const limits = (name: string) => {
    const byEmail = fixedWindowLimiter({
      max: config.AUTH_RATE_LIMIT_EMAIL_MAX,
      windowMs: config.AUTH_RATE_LIMIT_WINDOW_MS,
    });
    return {
      config: {
        rateLimit: {
          max: config.AUTH_RATE_LIMIT_IP_MAX,
          timeWindow: config.AUTH_RATE_LIMIT_WINDOW_MS,
          keyGenerator: (request: FastifyRequest) => `${name}:ip:${request.ip}`,
        },
      },
      preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
        // The email of the body, else (signed-in routes) the account
        const bodyEmail = (request.body as { email?: unknown } | undefined)?.email;
        const email = typeof bodyEmail === 'string' ? bodyEmail : request.user ? `user:${request.user.id}` : undefined;
        if (typeof email !== 'string') return;
        const retryAfter = byEmail.hit(`${name}:${email}`);
        if (retryAfter !== null) {
          reply.header('retry-after', String(retryAfter));
          throw new AppError(429, 'RATE_LIMITED', `Too many requests, retry in ${retryAfter} seconds`);
        }
      },
    };
  };

  const signIn = async (user: User) => {
    const now = app.clock.now();
    await accounts.recordSuccessfulLogin(user.id, now);
    const { token, expiresAt } = await sessions.create(user.id, sessionTtlMs);
    const fresh = (await users.findById(user.id)) ?? user;
    return { token, expiresAt: expiresAt.toISOString(), user: await toAccountUser(app, fresh) };
  };

  const mailLanguage = (user: User, requested?: MailLanguage): MailLanguage =>
    requested ?? (user.language === 'th' ? 'th' : 'en');

  const sendVerification = async (user: User, language: MailLanguage) => {
    const now = app.clock.now();
    await accounts.expireEmailTokens(user.id, 'verify-email', now);
    const token = await accounts.createEmailToken(user.id, 'verify-email', now, VERIFY_LINK_TTL_MINUTES * MINUTE);
    await app.mailer.send(
      verificationEmail({
        to: user.email,
        language,
        phishingWords: user.phishingWords,
        link: `${site}/${language}/verify-email?token=${encodeURIComponent(token)}`,
        validMinutes: VERIFY_LINK_TTL_MINUTES,
      }),
    );
  };

  // ------------------------------------------------------------------ register / verify / resend

  app.post(
    '/register',
    {
      ...limits('register'),
      schema: {
        tags,
        summary: 'Create an email account and send the verification email',
        body: registerRequestSchema,
        response: { 201: okResponseSchema, ...accountErrors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (await accounts.findByEmail(body.email)) {
        throw new AppError(409, 'REGISTER_EMAIL_DUPLICATE', 'Email is duplicate.');
      }
      let user: User;
      try {
        user = await users.create({
          email: body.email,
          passwordHash: await hashPassword(body.password),
          language: body.language,
          agreeToUpdate: body.agreeToUpdate ?? false,
          phishingWords: body.phishingWords ?? null,
        });
      } catch (error) {
        // A concurrent registration of the same email lost the unique race.
        if (await accounts.findByEmail(body.email)) {
          throw new AppError(409, 'REGISTER_EMAIL_DUPLICATE', 'Email is duplicate.');
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

  app.post(
    '/verify-email',
    {
      schema: {
        tags,
        summary: 'Verify the email with the token of the link; signs the user in',
        body: verifyEmailRequestSchema,
        response: { 200: authResponseSchema, ...accountErrors },
      },
    },
    async (request) => {
      const now = app.clock.now();
      const row = await accounts.findEmailToken(request.body.token, 'verify-email');
      if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) {
        throw new AppError(400, 'BAD_REQUEST', 'This link is expired.');
      }
      if (!(await accounts.consumeEmailToken(row.id, now)))
        throw new AppError(400, 'BAD_REQUEST', 'This link is expired.');
      const user = await accounts.update(row.userId, { emailVerifiedAt: now }, now);
      return signIn(user);
    },
  );

  app.post(
    '/resend-verification',
    {
      ...limits('resend'),
      schema: {
        tags,
        summary: 'Send the verification email again',
        body: resendVerificationRequestSchema,
        response: { 200: okResponseSchema, ...accountErrors },
      },
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
      return { ok: true as const, message: accountMessages.resendSuccess };
    },
  );

  // ------------------------------------------------------------------ login / logout

  app.post(
    '/login',
    {
      ...limits('login'),
      schema: {
        tags,
        summary: 'Email + password sign-in -> { token, user }',
        description: `${LOGIN_MAX_FAILURES} wrong passwords within ${LOGIN_FAILURE_WINDOW_MINUTES} minutes lock the account for ${LOGIN_LOCK_MINUTES} minutes (423 LOGIN_ACCOUNT_LOCKED, also with the right password).`,
        body: loginRequestSchema,
        response: { 200: authResponseSchema, ...accountErrors },
      },
    },
    async (request) => {
      const now = app.clock.now();
      const user = await accounts.findByEmail(request.body.email);
      if (!user || !user.passwordHash) {
        // Same cost as a real check, so timing does not tell which emails exist.
        await verifyPassword(await dummyHash, request.body.password);
        throw invalidCredentials();
      }
      if (user.lockedUntil && user.lockedUntil.getTime() > now.getTime()) throw lockedError();
      if (!(await verifyPassword(user.passwordHash, request.body.password))) {
        const locked = await accounts.recordFailedLogin(user, now, {
          maxFailures: LOGIN_MAX_FAILURES,
          windowMs: LOGIN_FAILURE_WINDOW_MINUTES * MINUTE,
          lockMs: LOGIN_LOCK_MINUTES * MINUTE,
        });
        throw locked ? lockedError() : invalidCredentials();
      }
      if (!user.emailVerifiedAt) {
        throw new AppError(403, 'LOGIN_EMAIL_NOT_VERIFIED', 'Email is not verify. Please check your email.');
      }
      return signIn(user);
    },
  );

  app.post(
    '/logout',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Revoke the session of this token',
        security,
        response: { 200: okResponseSchema, ...accountErrors },
      },
    },
    async (request) => {
      const token = readToken(request);
      if (token) await sessions.revoke(token);
      return { ok: true as const, message: 'Logged out' };
    },
  );

  // ------------------------------------------------------------------ me

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

  app.patch(
    '/me',
    {
      preValidation: app.requireUser,
      schema: {
        ...meSchema,
        summary: 'Update profile fields (any subset; empty string or null clears)',
        body: updateProfileRequestSchema,
      },
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
      if (body.phishingWords !== undefined) values.phishingWords = body.phishingWords;
      if (body.walletAddress !== undefined) values.walletAddress = clear(body.walletAddress) ?? null;
      if (body.agreeToUpdate !== undefined) values.agreeToUpdate = body.agreeToUpdate;
      if (body.language !== undefined) values.language = body.language;
      const updated = await accounts.update(user.id, values, app.clock.now());
      return toAccountUser(app, updated);
    },
  );

  // ------------------------------------------------------------------ passwords

  app.post(
    '/forgot-password',
    {
      ...limits('forgot'),
      schema: {
        tags,
        summary: 'Email a reset-password link (valid 30 minutes)',
        description: `More than ${RESET_REQUESTS_PER_DAY} requests in one day (Asia/Bangkok): 429 RESET_TOO_MANY_TODAY.`,
        body: forgotPasswordRequestSchema,
        response: { 200: okResponseSchema, 424: apiErrorSchema, ...accountErrors },
      },
    },
    async (request) => {
      const now = app.clock.now();
      const user = await accounts.findByEmail(request.body.email);
      if (!user) throw new AppError(404, 'RESET_EMAIL_NOT_FOUND', 'email not found');
      const today = await accounts.countEmailTokensSince(user.id, 'reset-password', bangkokDayStart(now));
      if (today >= RESET_REQUESTS_PER_DAY) {
        throw new AppError(429, 'RESET_TOO_MANY_TODAY', 'you can reset your password tomorrow');
      }
      const language = mailLanguage(user, request.body.language);
      await accounts.expireEmailTokens(user.id, 'reset-password', now);
      const token = await accounts.createEmailToken(user.id, 'reset-password', now, RESET_LINK_TTL_MINUTES * MINUTE);
      try {
        await app.mailer.send(
          resetPasswordEmail({
            to: user.email,
            language,
            phishingWords: user.phishingWords,
            link: `${site}/${language}/reset-password?token=${encodeURIComponent(token)}`,
            validMinutes: RESET_LINK_TTL_MINUTES,
          }),
        );
      } catch (error) {
        request.log.warn({ err: error }, 'reset email failed');
        throw new AppError(424, 'RESET_REQUEST_FAILED', 'Request something went wrong.');
      }
      return { ok: true as const, message: 'Please check your email to reset your password.' };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the token of the reset link (single use)',
        body: resetPasswordRequestSchema,
        response: { 200: okResponseSchema, ...accountErrors },
      },
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
      return { ok: true as const, message: 'Your password has been reset. Please log in.' };
    },
  );

  app.post(
    '/change-password',
    {
      ...limits('change-password'),
      preValidation: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Change the password (other sessions are signed out)',
        description: `Wrong old passwords count like wrong logins: ${LOGIN_MAX_FAILURES} within ${LOGIN_FAILURE_WINDOW_MINUTES} minutes lock the account for ${LOGIN_LOCK_MINUTES} minutes (423 LOGIN_ACCOUNT_LOCKED). Rate-limited per IP and per account like login.`,
        body: changePasswordRequestSchema,
        response: { 200: okResponseSchema, ...accountErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { oldPassword, newPassword } = request.body;
      const now = app.clock.now();
      if (user.lockedUntil && user.lockedUntil.getTime() > now.getTime()) throw lockedError();
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, oldPassword))) {
        if (user.passwordHash) {
          const locked = await accounts.recordFailedLogin(user, now, {
            maxFailures: LOGIN_MAX_FAILURES,
            windowMs: LOGIN_FAILURE_WINDOW_MINUTES * MINUTE,
            lockMs: LOGIN_LOCK_MINUTES * MINUTE,
          });
          if (locked) throw lockedError();
        }
        throw new AppError(400, 'PASSWORD_OLD_INCORRECT', 'Old password incorrect');
      }
      if (oldPassword === newPassword) {
        throw new AppError(400, 'PASSWORD_SAME_AS_OLD', 'Old password and new password must not be the same');
      }
      await accounts.update(user.id, { passwordHash: await hashPassword(newPassword) }, now);
      await accounts.revokeOtherSessions(user.id, readToken(request) ?? null, now);
      return { ok: true as const, message: 'Password changed' };
    },
  );

  // ------------------------------------------------------------------ profile image

  app.post(
    '/me/profile-image',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Upload the profile image (multipart field `file`; PNG, JPEG, GIF or WebP by content; at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: profileImageSchema, 413: apiErrorSchema, 415: apiErrorSchema, ...accountErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send multipart/form-data');
      const tooLarge = () =>
        new AppError(
          413,
          'PROFILE_IMAGE_TOO_LARGE',
          'The file is too large. The allowed maximum size is 5 MB. Please reduce the size of the file and try again.',
        );
      let data: Buffer | undefined;
      try {
        const file = await request.file({ limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1 } });
        if (!file) throw new AppError(400, 'VALIDATION_FAILED', 'No file');
        data = await file.toBuffer();
        if (file.file.truncated) throw tooLarge();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      }
      const type = detectImageType(data);
      if (!type) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Only PNG, JPEG, GIF or WebP images are allowed');
      const name = `${randomUUID()}.${type.ext}`;
      await app.storage.put(`profile-images/${name}`, data);
      const profileImage = `/client/user-clients/profile-images/${name}`;
      const previous = user.profileImage?.match(/\/profile-images\/([\w-]+\.[a-z]+)$/)?.[1];
      await accounts.update(user.id, { profileImage }, app.clock.now());
      if (previous) await app.storage.delete(`profile-images/${previous}`).catch(() => undefined);
      return { profileImage };
    },
  );

  app.get(
    '/profile-images/:name',
    {
      schema: {
        tags,
        summary: 'A stored profile image',
        params: z.object({ name: z.string().regex(/^[0-9a-f-]{36}\.(png|jpg|gif|webp)$/) }),
      },
    },
    async (request, reply) => {
      const data = await app.storage.get(`profile-images/${request.params.name}`);
      if (!data) throw new AppError(404, 'NOT_FOUND', 'Image not found');
      const type = detectImageType(data);
      return reply
        .type(type?.mime ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );

  // ------------------------------------------------------------------ stats

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

  // ------------------------------------------------------------------ exchange sign-on

  // Only codes issued to this client work: the API redeems them with its own client secret and
  // the PKCE verifier, so a token or code some other app of the exchange holds is refused.
  const exchangeIdentity = async (body: { code: string; redirectUri: string; codeVerifier: string }) => {
    const tokens = await app.exchange.exchangeCode(body.code, body.redirectUri, body.codeVerifier);
    const me = await app.exchange.me(tokens.accessToken);
    const prefill = await app.exchange.prefill(tokens.accessToken).catch(() => null);
    return { me, prefill, tokens };
  };

  app.post(
    '/login-exchange',
    {
      ...limits('login-exchange'),
      schema: {
        tags,
        summary: 'Sign on with the exchange: the OAuth2 code + PKCE verifier -> { token, user }',
        description:
          "Redeems the code at the exchange with the academy's client credentials (codes of other apps fail), reads GET /api/v1/me + KYC prefill, then creates or links the account by exchange user id, else by email when both the exchange (email_verified) and the academy account verified it. The exchange's tokens stay on the server.",
        body: exchangeLoginRequestSchema,
        response: { 200: authResponseSchema, ...accountErrors },
      },
    },
    async (request) => {
      const { me, prefill, tokens } = await exchangeIdentity(request.body);
      const now = app.clock.now();
      let user = await accounts.findByExchangeUserId(me.id);
      if (!user && me.email) {
        const byEmail = await accounts.findByEmail(me.email);
        // Linked automatically only when both sides verified the address (else anyone could claim it).
        if (byEmail && byEmail.emailVerifiedAt && me.emailVerified && !byEmail.exchangeUserId) user = byEmail;
        else if (byEmail)
          throw new AppError(
            409,
            'CONFLICT',
            'An account with this email exists; log in and link the exchange from the profile',
          );
      }
      if (!user) {
        user = await users.create({
          email: me.email ?? `${me.id}@exchange.invalid`,
          passwordHash: null,
          emailVerifiedAt: me.email && me.emailVerified ? now : null,
          language: request.body.language ?? requestLanguage(request),
          name: me.firstName,
          surname: me.lastName,
        });
      }
      if (user.lockedUntil && user.lockedUntil.getTime() > now.getTime()) throw lockedError();
      const linked = await linkExchange(app, user, me, prefill, now);
      await app.exchangeTokens.save(linked.id, tokens, now);
      return signIn(linked);
    },
  );

  app.post(
    '/link-exchange',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Link the exchange account to the signed-in account (KYC status comes from the exchange)',
        body: exchangeLoginRequestSchema,
        response: { 200: accountUserSchema, ...accountErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { me, prefill, tokens } = await exchangeIdentity(request.body);
      const other = await accounts.findByExchangeUserId(me.id);
      if (other && other.id !== user.id) {
        throw new AppError(409, 'CONFLICT', 'This exchange account is linked to another account');
      }
      if (user.exchangeUserId && user.exchangeUserId !== me.id) {
        throw new AppError(409, 'CONFLICT', 'Another exchange account is already linked');
      }
      const now = app.clock.now();
      const linked = await linkExchange(app, user, me, prefill, now);
      await app.exchangeTokens.save(linked.id, tokens, now);
      return toAccountUser(app, linked);
    },
  );

  app.get(
    '/me/kyc-prefill',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The exchange's KYC prefill (name, surname, phone, address) for the user to confirm",
        description:
          "Read live from the exchange with the user's stored token (refreshed by the API when expired); the copy taken at link time when the exchange cannot be asked.",
        response: { 200: kycPrefillSchema, ...accountErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const stored = (user.bkNext as { prefill?: ExchangePrefill } | null)?.prefill;
      const accessToken = user.exchangeUserId ? await app.exchangeTokens.accessToken(user.id, app.clock.now()) : null;
      const live = accessToken ? await app.exchange.prefill(accessToken).catch(() => null) : null;
      const prefill = live ?? stored;
      if (!user.exchangeUserId || !prefill) throw new AppError(404, 'NOT_FOUND', 'No exchange account linked');
      return {
        kycStatus: prefill.kycStatus ?? user.kycStatus,
        name: prefill.firstName ?? null,
        surname: prefill.lastName ?? null,
        phoneNumber: prefill.phone ? prefill.phone.replace(/[\s-]/g, '') : null,
        address: prefill.address ?? null,
        province: prefill.province ?? null,
        postcode: prefill.postcode ?? null,
      };
    },
  );
};

/** Stores the exchange link: bkNext, wallet address, KYC status (unknown statuses stay unverified). */
async function linkExchange(
  app: FastifyInstance,
  user: User,
  me: ExchangeMe,
  prefill: ExchangePrefill | null,
  now: Date,
) {
  const kyc = ['verified', 'pending', 'rejected'].includes(me.kycStatus) ? me.kycStatus : 'unverified';
  return app.repositories.accounts.update(
    user.id,
    {
      exchangeUserId: me.id,
      kycStatus: kyc,
      walletAddressBitkubNext: me.walletAddress,
      bkNext: {
        exchangeUserId: me.id,
        email: me.email,
        firstName: me.firstName,
        lastName: me.lastName,
        kycStatus: me.kycStatus,
        walletAddress: me.walletAddress,
        linkedAt: now.toISOString(),
        ...(prefill ? { prefill } : {}),
      },
      name: user.name ?? me.firstName,
      surname: user.surname ?? me.lastName,
    },
    now,
  );
}

export default userClientRoutes;
