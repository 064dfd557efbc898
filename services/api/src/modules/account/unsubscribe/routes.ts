import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { apiErrorSchema } from '@academy/contracts';
import { users } from '../../../db/schema/index.ts';
import { appError } from '../../../lib/app-error.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { unsubscribeTokens } from '../../../lib/unsubscribe-token.ts';
import { errorResponses } from '../../../lib/http-schemas.ts';
import { confirmPage, invalidLinkPage, unsubscribedPage } from './page.ts';

const querystring = z.object({ token: z.string().max(100) });
/** The pages' own policy: helmet's default would upgrade the form's post to https on a local http API. */
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";
const invalidLink = () => appError('UNSUBSCRIBE_LINK_INVALID');

/**
 * The weekly mail's one-click unsubscribe (RFC 8058), no session: the token (HMAC of the user id
 * with the API's secret, lib/unsubscribe-token.ts) is the proof. POST turns the consent off in one
 * UPDATE; GET only asks to confirm. The token is in the query string, which no log line keeps.
 */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tokens = unsubscribeTokens(app.config.EXCHANGE_TOKEN_KEY);
  const languageOf = async (userId: number) => {
    const user = await app.repositories.users.findById(userId);
    return user ? (user.language === 'th' ? 'th' : 'en') : null;
  };
  // mail clients post `List-Unsubscribe=One-Click` as a form; nothing in it is needed
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, null),
  );

  app.get(
    '',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The weekly mail unsubscribe link opened in a browser: a page that asks to confirm (changes nothing)',
        querystring,
        // 400: the page of an invalid link, or the error of a missing token
        response: { ...errorResponses, 200: z.string(), 400: z.union([z.string(), apiErrorSchema]) },
      },
    },
    async (request, reply) => {
      const userId = tokens.userIdOf(request.query.token);
      const language = userId ? await languageOf(userId) : null;
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', PAGE_POLICY);
      if (!language) return reply.code(400).send(invalidLinkPage(requestLanguage(request)));
      return confirmPage(language, `?token=${encodeURIComponent(request.query.token)}`);
    },
  );

  app.post(
    '',
    {
      config: { ambientCredentialsUnused: true },
      schema: {
        tags: ['accounts'],
        summary: 'One-click unsubscribe from the weekly mail (RFC 8058): the consent to receive updates is turned off',
        querystring,
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = tokens.userIdOf(request.query.token);
      if (!userId) throw invalidLink();
      const [user] = await app.db
        .update(users)
        .set({ agreeToUpdate: false, updatedAt: app.clock.now() })
        .where(eq(users.id, userId))
        .returning({ language: users.language });
      if (!user) throw invalidLink();
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', PAGE_POLICY)
        .send(unsubscribedPage(user.language === 'th' ? 'th' : 'en'));
    },
  );
};

export default unsubscribeRoutes;
