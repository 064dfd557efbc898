import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@academy/contracts';
import { appError } from '../../../lib/app-error.ts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { clearExchangeLinkCookie, exchangeLinkCookieOf } from '../../../lib/exchange-link-cookie.ts';
import { accountErrors } from '../../../lib/http-schemas.ts';
import { alreadyLinked, authLimits, signIn, tags } from '../user-clients/shared.ts';
import { confirmExchangeLink } from './service.ts';

const linkExpired = () => appError('EXCHANGE_LINK_EXPIRED');

/** POST confirm-exchange-link: the mailed one-time link of a pending exchange link (service.ts). */
const exchangeLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { exchangeLinks } = app.repositories;
  const cookieSettings = { domain: app.config.SESSION_COOKIE_DOMAIN };

  await endpointRoute(
    app,
    endpoints.account.confirmExchangeLink,
    {
      ...authLimits(app, 'confirm-exchange-link'),
      tags,
      summary:
        'Link the exchange sign-on waiting for this account (the token of the mailed link) -> the session cookies and { token, expiresAt, user }',
      description:
        "Needs the binding cookie of the browser that signed on (403 EXCHANGE_LINK_OTHER_BROWSER). Single use, 30 minutes (400 EXCHANGE_LINK_EXPIRED, also for the loser of concurrent confirms). Links the exchange, signs out every session of the account, removes its password and anti-phishing words (set before anyone proved both the mailbox and the exchange; 'forgot password' sets a new one), then signs this browser in. 409 EXCHANGE_ALREADY_LINKED when either side was linked meanwhile.",
      errors: accountErrors,
    },
    async (request, reply) => {
      const now = app.clock.now();
      const link = await exchangeLinks.findOpen(request.body.token, now);
      if (!link) throw linkExpired();
      if (!exchangeLinks.boundTo(link, exchangeLinkCookieOf(request))) {
        throw appError('EXCHANGE_LINK_OTHER_BROWSER');
      }
      const linked = await confirmExchangeLink(app, link, now);
      if (linked === 'gone') throw linkExpired();
      if (linked === 'already-linked') throw alreadyLinked();
      clearExchangeLinkCookie(request, reply, cookieSettings);
      return signIn(app, linked, request, reply);
    },
  );
};

export default exchangeLinkRoutes;
