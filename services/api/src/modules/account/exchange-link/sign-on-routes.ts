import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, exchangeSignOnConflictSchema } from '@academy/contracts';
import { appError } from '../../../lib/app-error.ts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import type { ExchangePrefill } from '../../../lib/exchange-client.ts';
import { exchangeLinkColumns } from '../../../lib/exchange-identity.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { currentUser, readToken } from '../../../plugins/auth.ts';
import { requestExchangeLink } from './service.ts';
import { accountErrors } from '../../../lib/http-schemas.ts';
import {
  alreadyLinked,
  authLimits,
  lockedError,
  mailLanguage,
  security,
  signIn,
  tags,
  toAccountUser,
} from '../user-clients/shared.ts';

/** Sign-on with the exchange (login-exchange), linking it (link-exchange) and its KYC prefill. */
const exchangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, users } = app.repositories;
  const { account } = endpoints;

  // Only codes issued to this client work: the API redeems them with its own client secret and
  // the PKCE verifier, so a token or code some other app of the exchange holds is refused.
  const exchangeIdentity = async (body: { code: string; redirectUri: string; codeVerifier: string }) => {
    const tokens = await app.exchange.exchangeCode(body.code, body.redirectUri, body.codeVerifier);
    const me = await app.exchange.me(tokens.accessToken);
    const prefill = await app.exchange.prefill(tokens.accessToken).catch(() => null);
    return { me, prefill, tokens };
  };

  await endpointRoute(
    app,
    account.exchangeLogin,
    {
      ...authLimits(app, 'login-exchange'),
      tags,
      summary:
        'Sign on with the exchange: the OAuth2 code + PKCE verifier -> the session cookies and { token, expiresAt, user }',
      description:
        "Redeems the code at the exchange with the academy's client credentials (codes of other apps fail), reads GET /api/v1/me + KYC prefill, then signs in the account linked to that exchange user id, or creates one when no account has the exchange's email. An unlinked account with that email is never merged silently: when the exchange verified the email, 409 EXCHANGE_LINK_CONFIRM_EMAIL_SENT (no session; a one-time link goes to the account's address, to be opened in this browser), else 409 EXCHANGE_ACCOUNT_EXISTS (log in and link from the profile). The exchange's tokens stay on the server.",
      errors: { ...accountErrors, 409: exchangeSignOnConflictSchema },
    },
    async (request, reply) => {
      const { me, prefill, tokens } = await exchangeIdentity(request.body);
      const now = app.clock.now();
      let user = await accounts.findByExchangeUserId(me.id);
      if (!user && me.email) {
        const byEmail = await accounts.findByEmail(me.email);
        if (byEmail?.exchangeUserId) throw alreadyLinked();
        if (byEmail && !me.emailVerified) {
          throw appError('EXCHANGE_ACCOUNT_EXISTS');
        }
        if (byEmail) {
          // Only the owner of the account's mailbox, in this browser, may link it (pre-hijacking).
          const pending = await requestExchangeLink(app, {
            user: byEmail,
            identity: { me, prefill },
            tokens,
            language: mailLanguage(byEmail, request.body.language),
            request,
            reply,
          });
          return reply.code(409).send(pending);
        }
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
      const linked = await accounts.update(user.id, exchangeLinkColumns(user, { me, prefill }, now), now);
      await app.exchangeTokens.save(linked.id, tokens, now);
      return signIn(app, linked, request, reply);
    },
  );

  await endpointRoute(
    app,
    account.linkExchange,
    {
      preValidation: app.requireUser,
      tags,
      security,
      summary: 'Link the exchange account to the signed-in account (KYC status comes from the exchange)',
      description:
        "The signed-in session is the proof of control: an account without an exchange link has sessions only from its password login. Linking signs out the account's other sessions (this one stays). 409 EXCHANGE_ALREADY_LINKED when the exchange account is linked to another account, or this account to another exchange account.",
      errors: accountErrors,
    },
    async (request) => {
      const user = currentUser(request);
      const { me, prefill, tokens } = await exchangeIdentity(request.body);
      const other = await accounts.findByExchangeUserId(me.id);
      if ((other && other.id !== user.id) || (user.exchangeUserId && user.exchangeUserId !== me.id)) {
        throw alreadyLinked();
      }
      const now = app.clock.now();
      const linked = await accounts.update(user.id, exchangeLinkColumns(user, { me, prefill }, now), now);
      await app.exchangeTokens.save(linked.id, tokens, now);
      await accounts.revokeOtherSessions(user.id, readToken(request) ?? null, now);
      return toAccountUser(app, linked);
    },
  );

  await endpointRoute(
    app,
    account.kycPrefill,
    {
      preValidation: app.requireUser,
      tags,
      security,
      summary: "The exchange's KYC prefill (name, surname, phone, address) for the user to confirm",
      description:
        "Read live from the exchange with the user's stored token (refreshed by the API when expired); the copy taken at link time when the exchange cannot be asked.",
      errors: accountErrors,
    },
    async (request) => {
      const user = currentUser(request);
      const stored = (user.bkNext as { prefill?: ExchangePrefill } | null)?.prefill;
      const accessToken = user.exchangeUserId ? await app.exchangeTokens.accessToken(user.id, app.clock.now()) : null;
      const live = accessToken ? await app.exchange.prefill(accessToken).catch(() => null) : null;
      const prefill = live ?? stored;
      if (!user.exchangeUserId || !prefill) throw appError('NOT_FOUND');
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

export default exchangeRoutes;
