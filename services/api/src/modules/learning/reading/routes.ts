import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@academy/contracts';
import { appError, notFound } from '../../../lib/app-error.ts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { accountErrors } from '../../../lib/http-schemas.ts';

const tags = ['reading'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { token: [] }];

/**
 * Reading progress of the signed-in learner (issue 34): where they stopped in an article and
 * whether they reached its end. A visitor stores nothing (401). An exclusive article is saved
 * only for a learner who can read it whole (403 READING_SUBSCRIPTION_REQUIRED).
 */
const readingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { articleReads: reads, readingStats: stats } = app.repositories;

  async function readableArticle(slug: string, userId: number) {
    const article = await reads.article(slug);
    if (!article) throw notFound();
    if (article.exclusive && !(await app.repositories.entitlements.hasExclusiveAccess(userId, app.clock.now())))
      throw appError('READING_SUBSCRIPTION_REQUIRED');
    return article;
  }

  const { content, account } = endpoints;
  const userRoute = { preValidation: app.requireUser, tags, security, errors: accountErrors };

  await endpointRoute(
    app,
    account.readingStats,
    {
      ...userRoute,
      summary: "The learner's last articles read and read-of-total per category and for the whole catalogue",
    },
    async (request) => stats.stats(currentUser(request).id, requestLanguage(request)),
  );

  await endpointRoute(
    app,
    content.readingState,
    {
      ...userRoute,
      summary: 'Where the learner stopped in an article (percent) and when they first read it to its end',
    },
    async (request) => {
      const article = await reads.article(request.params.slug);
      if (!article) throw notFound();
      return { slug: request.params.slug, ...(await reads.state(currentUser(request).id, article.id)) };
    },
  );

  await endpointRoute(
    app,
    content.saveReadingPosition,
    { ...userRoute, summary: 'Save where the learner is in an article (percent, 0-100), to resume on any device' },
    async (request) => {
      const userId = currentUser(request).id;
      const article = await readableArticle(request.params.slug, userId);
      await reads.savePosition(userId, article.id, request.body.position, app.clock.now());
      return { slug: request.params.slug, ...(await reads.state(userId, article.id)) };
    },
  );

  await endpointRoute(
    app,
    content.markArticleRead,
    {
      ...userRoute,
      summary: 'The learner reached the end of the article: it counts as read (idempotent; the first time stays)',
    },
    async (request) => {
      const userId = currentUser(request).id;
      const article = await readableArticle(request.params.slug, userId);
      const readAt = await reads.markRead(userId, article.id, app.clock.now());
      return { slug: request.params.slug, ...(await reads.state(userId, article.id)), readAt };
    },
  );
};

export default readingRoutes;
