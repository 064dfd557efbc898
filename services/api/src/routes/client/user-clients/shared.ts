import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { AccountUser } from '@academy/contracts';
import { contracts } from '../../../lib/contracts.ts';
import { unauthorized } from '../../../lib/app-error.ts';
import type { User } from '../../../repositories/users.ts';

const { POINTS_PER_KKUB, apiErrorSchema, validationErrorSchema } = contracts;

/** Error responses of account routes (400 may carry `details`). */
export const accountErrors = {
  400: validationErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  423: apiErrorSchema,
  429: apiErrorSchema,
  500: apiErrorSchema,
  503: apiErrorSchema,
};

/**
 * In this scope a body/query that fails its zod schema answers 400 VALIDATION_FAILED with
 * `details: [{ path, message }]` (e.g. `{ path: 'phoneNumber', message: 'Phone number invalid' }`);
 * every other error goes on to the app's error handler.
 */
export function useValidationDetails(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    if (!hasZodFastifySchemaValidationErrors(error)) throw error;
    const details = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message,
    }));
    const message =
      details.map((d) => (d.path ? `${d.path}: ${d.message}` : d.message)).join('; ') || 'Invalid request';
    return reply
      .code(400)
      .type('application/json; charset=utf-8')
      .send({ statusCode: 400, code: 'VALIDATION_FAILED', message, details });
  });
}

export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function requestLanguage(request: FastifyRequest, fallback: 'en' | 'th' = 'en'): 'en' | 'th' {
  const lang = request.headers.lang ?? request.headers['accept-language'];
  const value = typeof lang === 'string' ? lang.trim().slice(0, 2).toLowerCase() : '';
  return value === 'th' || value === 'en' ? value : fallback;
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
    phishingWords: user.phishingWords,
    walletAddress: user.walletAddress,
    walletAddressBitkubNext: user.walletAddressBitkubNext,
    agreeToUpdate: user.agreeToUpdate,
    kycStatus: kycOf(user.kycStatus),
    profileImage: user.profileImage,
    hasPassword: user.passwordHash !== null,
    createdAt: user.createdAt.toISOString(),
  };
}
