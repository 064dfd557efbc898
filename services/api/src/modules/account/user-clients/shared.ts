import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type AccountUser,
  type Language,
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
  POINTS_PER_KKUB,
} from '@academy/contracts';
import { appError } from '../../../lib/app-error.ts';
import { setSessionCookies } from '../../../lib/session-cookie.ts';
import { mailPhishingWords } from '../../../mail/templates.ts';
import type { User } from '../users/repository.ts';

/** What the account routes (auth, passwords, me, profile image, exchange) share. */

export const MINUTE = 60_000;
export const security: Array<Record<string, string[]>> = [{ bearer: [] }, { token: [] }];
export const tags = ['account'];

/** Wrong passwords (login, change password) lock the account like this. */
export const loginFailurePolicy = {
  maxFailures: LOGIN_MAX_FAILURES,
  windowMs: LOGIN_FAILURE_WINDOW_MINUTES * MINUTE,
  lockMs: LOGIN_LOCK_MINUTES * MINUTE,
};

export const lockedError = () => appError('LOGIN_ACCOUNT_LOCKED');

export const alreadyLinked = () => appError('EXCHANGE_ALREADY_LINKED');

export const mailLanguage = (user: User, requested?: Language): Language =>
  requested ?? (user.language === 'th' ? 'th' : 'en');

/**
 * Rate limits of a sensitive route: per IP (the rate-limit plugin's store: Redis when REDIS_URL
 * is set) and per email (the same store, checked once the body is parsed).
 */
export function authLimits(app: FastifyInstance, name: string) {
  const config = app.config;
  return {
    config: {
      rateLimit: {
        max: config.AUTH_RATE_LIMIT_IP_MAX,
        timeWindow: config.AUTH_RATE_LIMIT_WINDOW_MS,
        keyGenerator: (request: FastifyRequest) => `${name}:ip:${request.ip}`,
      },
    },
    // Per email (the body's, else the signed-in account): counted in the rate-limit plugin's
    // store too, so in Redis with REDIS_URL and shared by every replica.
    preHandler: app.keyedLimit({
      name: `${name}:email`,
      max: config.AUTH_RATE_LIMIT_EMAIL_MAX,
      windowMs: config.AUTH_RATE_LIMIT_WINDOW_MS,
      key: (request: FastifyRequest) => {
        const bodyEmail = (request.body as { email?: unknown } | undefined)?.email;
        if (typeof bodyEmail === 'string') return bodyEmail.trim().toLowerCase();
        return request.user ? `user:${request.user.id}` : undefined;
      },
    }),
  };
}

/**
 * Opens a session for the user and sets its cookies. Answers `{ token, expiresAt, user }` to an
 * API client; a browser (every browser request that changes state carries `Origin`, which no
 * script can remove) gets `{ expiresAt, user }`: its token lives only in the HttpOnly cookie.
 */
export async function signIn(app: FastifyInstance, user: User, request: FastifyRequest, reply: FastifyReply) {
  const { accounts, sessions, users } = app.repositories;
  const now = app.clock.now();
  await accounts.recordSuccessfulLogin(user.id, now);
  const session = await sessions.create(user.id, app.config.SESSION_TTL_DAYS * 24 * 60 * MINUTE);
  setSessionCookies(request, reply, session, { domain: app.config.SESSION_COOKIE_DOMAIN });
  const fresh = (await users.findById(user.id)) ?? user;
  const answer = { expiresAt: session.expiresAt.toISOString(), user: await toAccountUser(app, fresh) };
  return request.headers.origin === undefined ? { token: session.token, ...answer } : answer;
}

const kycOf = (value: string): AccountUser['kycStatus'] =>
  value === 'verified' || value === 'pending' || value === 'rejected' ? value : 'unverified';

/** The user as the site keeps it (contracts `accountUserSchema`). */
export async function toAccountUser(app: FastifyInstance, user: User): Promise<AccountUser> {
  const now = app.clock.now();
  const info = await app.repositories.entitlements.info(user.id, now);
  const subscription = info.endDay
    ? { active: info.active, packageName: info.packageName, startDate: info.startDay, endDate: info.endDay }
    : null;
  const bk = user.bkNext as Record<string, unknown> | null;
  const bkNext =
    bk && typeof bk.exchangeUserId === 'string'
      ? {
          exchangeUserId: bk.exchangeUserId,
          email: typeof bk.email === 'string' ? bk.email : null,
          firstName: typeof bk.firstName === 'string' ? bk.firstName : null,
          lastName: typeof bk.lastName === 'string' ? bk.lastName : null,
          kycStatus: typeof bk.kycStatus === 'string' ? bk.kycStatus : 'unverified',
          walletAddress: typeof bk.walletAddress === 'string' ? bk.walletAddress : null,
          linkedAt: typeof bk.linkedAt === 'string' ? bk.linkedAt : user.updatedAt.toISOString(),
        }
      : null;
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    language: user.language === 'th' ? 'th' : 'en',
    point: user.point,
    kub: user.point / POINTS_PER_KKUB,
    subscription,
    bkNext,
    name: user.name,
    surname: user.surname,
    lastName: user.surname,
    phoneNumber: user.phoneNumber,
    tel: user.phoneNumber,
    address: user.address,
    province: user.province,
    postcode: user.postcode,
    remark: user.remark,
    phishingWords: mailPhishingWords(user),
    walletAddress: user.walletAddress,
    walletAddressBitkubNext: user.walletAddressBitkubNext,
    agreeToUpdate: user.agreeToUpdate,
    kycStatus: kycOf(user.kycStatus),
    profileImage: user.profileImage,
    hasPassword: user.passwordHash !== null,
    createdAt: user.createdAt.toISOString(),
  };
}
