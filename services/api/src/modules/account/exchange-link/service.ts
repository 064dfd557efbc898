import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EXCHANGE_LINK_TTL_MINUTES, paths, type ExchangeLinkPending, type Language } from '@academy/contracts';
import { appError, errorBody } from '../../../lib/app-error.ts';
import type { ExchangeTokenSet } from '../../../lib/exchange-client.ts';
import { setExchangeLinkCookie } from '../../../lib/exchange-link-cookie.ts';
import type { ExchangeIdentity } from '../../../lib/exchange-identity.ts';
import { exchangeLinkEmail, mailPhishingWords } from '../../../mail/templates.ts';
import type { User } from '../users/repository.ts';

const TTL_MS = EXCHANGE_LINK_TTL_MINUTES * 60_000;

/**
 * An exchange sign-on whose verified email is that of an existing, unlinked academy account: no
 * session. The exchange identity and its tokens wait in a pending link; the account's address gets
 * a one-time link in the academy's own words (nothing the exchange or a person typed), which works
 * only in this browser (the binding cookie). Answers the 409 the sign-on page shows.
 */
export async function requestExchangeLink(
  app: FastifyInstance,
  input: {
    user: User;
    identity: ExchangeIdentity;
    tokens: ExchangeTokenSet;
    language: Language;
    request: FastifyRequest;
    reply: FastifyReply;
  },
): Promise<ExchangeLinkPending> {
  const { user, request, reply, language } = input;
  const now = app.clock.now();
  const pending = await app.repositories.exchangeLinks.create({
    userId: user.id,
    identity: input.identity,
    tokens: app.exchangeTokens.seal(input.tokens, now),
    now,
    ttlMs: TTL_MS,
  });
  const site = app.config.PUBLIC_SITE_URL.replace(/\/+$/, '');
  try {
    await app.mailer.send(
      exchangeLinkEmail({
        to: user.email,
        language,
        phishingWords: mailPhishingWords(user),
        link: `${site}${paths.exchangeLinkConfirm(language)}?token=${encodeURIComponent(pending.mailToken)}`,
        validMinutes: EXCHANGE_LINK_TTL_MINUTES,
      }),
    );
  } catch (error) {
    request.log.warn({ err: error }, 'exchange link email failed');
    throw appError('SERVICE_UNAVAILABLE');
  }
  setExchangeLinkCookie(request, reply, pending.browserToken, TTL_MS / 1000, {
    domain: app.config.SESSION_COOKIE_DOMAIN,
  });
  return {
    ...errorBody('EXCHANGE_LINK_CONFIRM_EMAIL_SENT', language),
    code: 'EXCHANGE_LINK_CONFIRM_EMAIL_SENT',
    email: user.email,
    expiresAt: pending.expiresAt.toISOString(),
  };
}
