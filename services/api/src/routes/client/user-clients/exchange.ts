import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountUserSchema,
  authResponseSchema,
  exchangeLoginRequestSchema,
  kycPrefillSchema,
} from '@academy/contracts';
import { AppError } from '../../../lib/app-error.ts';
import type { ExchangeMe, ExchangePrefill } from '../../../lib/exchange-client.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { currentUser } from '../../../plugins/auth.ts';
import type { User } from '../../../repositories/users.ts';
import { accountErrors } from '../../schemas.ts';
import { authLimits, lockedError, security, signIn, tags, toAccountUser } from './shared.ts';

/** Sign-on with the exchange (login-exchange), linking it (link-exchange) and its KYC prefill. */
const exchangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, users } = app.repositories;

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
      ...authLimits(app, 'login-exchange'),
      schema: {
        tags,
        summary:
          'Sign on with the exchange: the OAuth2 code + PKCE verifier -> the session cookies and { token, expiresAt, user }',
        description:
          "Redeems the code at the exchange with the academy's client credentials (codes of other apps fail), reads GET /api/v1/me + KYC prefill, then creates or links the account by exchange user id, else by email when both the exchange (email_verified) and the academy account verified it. The exchange's tokens stay on the server.",
        body: exchangeLoginRequestSchema,
        response: { 200: authResponseSchema, ...accountErrors },
      },
    },
    async (request, reply) => {
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
      return signIn(app, linked, request, reply);
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

export default exchangeRoutes;
