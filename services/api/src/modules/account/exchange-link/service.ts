import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EXCHANGE_LINK_TTL_MINUTES, paths, type ExchangeLinkPending, type Language } from '@academy/contracts';
import { appError, errorBody } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/database-errors.ts';
import type { ExchangeTokenSet } from '../../../lib/exchange-client.ts';
import { setExchangeLinkCookie } from '../../../lib/exchange-link-cookie.ts';
import type { ExchangeIdentity } from '../../../lib/exchange-identity.ts';
import { exchangeLinkEmail, mailPhishingWords } from '../../../mail/templates.ts';
import type { User } from '../users/repository.ts';
import type { ExchangeLinkRequest } from './repository.ts';

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
  const links = app.repositories.exchangeLinks;
  const pending = await app.db.transaction(async (tx) => {
    await links.expirePending(tx, user.id, now);
    return links.insert(tx, {
      userId: user.id,
      identity: input.identity,
      tokens: app.exchangeTokens.seal(input.tokens, now),
      now,
      ttlMs: TTL_MS,
    });
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

/** Why a pending link could not be confirmed: used, expired or unknown; or one side got linked meanwhile. */
export type ExchangeLinkRefusal = 'gone' | 'already-linked';

class LinkConflict extends Error {}

/**
 * Confirms the link in ONE transaction: takes it (of concurrent confirms one wins), links the
 * exchange to the account, moves the sealed tokens, revokes every session of the account and
 * removes its password and anti-phishing words (set before anyone proved both the mailbox and the
 * exchange). The address counts as verified: the mail was opened.
 */
export async function confirmExchangeLink(
  app: FastifyInstance,
  link: ExchangeLinkRequest,
  now: Date,
): Promise<User | ExchangeLinkRefusal> {
  const links = app.repositories.exchangeLinks;
  try {
    return await app.db.transaction(async (tx) => {
      const taken = await links.take(tx, link.id, now);
      if (!taken) return 'gone';
      const user = await links.lockUser(tx, taken.userId);
      if (!user || (user.exchangeUserId !== null && user.exchangeUserId !== taken.exchangeUserId)) {
        throw new LinkConflict();
      }
      if (await links.linkedElsewhere(tx, taken.exchangeUserId, user.id)) throw new LinkConflict();
      const linked = await links.linkAccount(tx, user, taken.identity as unknown as ExchangeIdentity, now);
      await links.storeTokens(tx, user.id, taken, now);
      await links.revokeSessions(tx, user.id, now);
      return linked;
    });
  } catch (error) {
    // Rolled back: the link stays unused. A concurrent link of the same exchange account to
    // another academy account loses on the unique exchange_user_id.
    if (error instanceof LinkConflict || isUniqueViolation(error)) return 'already-linked';
    throw error;
  }
}
