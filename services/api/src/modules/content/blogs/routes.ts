import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, blogCardSchema, countSchema, endpoints, strapiQuery } from '@academy/contracts';
import { notFound, validationFailed } from '../../../lib/app-error.ts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { errorResponses } from '../../../lib/http-schemas.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { visitorKey } from './blog-query.ts';
import blogImageRoutes from './image-routes.ts';

const optionalToken = z.object({ token: z.string().optional().describe('Bearer <token> (optional)') }).passthrough();

const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(blogImageRoutes);

  app.get(
    '/',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary:
          'List active articles as cards (Strapi v3 query; the site sends active=true&status=true&slug_null=false)',
        querystring: strapiQuery,
        response: { 200: z.array(blogCardSchema), ...errorResponses },
      },
    },
    async (request) => app.repositories.blogs.find(request.query, requestLanguage(request)),
  );

  app.get(
    '/count',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'Count active articles (same filters)',
        querystring: strapiQuery,
        response: { 200: countSchema, ...errorResponses },
      },
    },
    async (request) => app.repositories.blogs.count(request.query),
  );

  await endpointRoute(
    app,
    endpoints.content.filteredBlogs,
    {
      tags: ['content'],
      summary: 'Filter, sort and page articles',
      description:
        'The text filter matches an exclusive article by its title, tags, summary and public teaser only, unless the token (optional) belongs to a subscriber with exclusive access.',
      headers: optionalToken,
    },
    async (request) => {
      const filter = request.body;
      if (
        filter.readingTimeMin !== undefined &&
        filter.readingTimeMax !== undefined &&
        filter.readingTimeMin > filter.readingTimeMax
      ) {
        throw validationFailed('readingTimeMin must not exceed readingTimeMax');
      }
      const userId = (await app.optionalUser(request))?.id ?? null;
      const exclusiveAccess = await app.repositories.entitlements.hasExclusiveAccess(userId, app.clock.now());
      return app.repositories.blogs.filtered(filter, requestLanguage(request), exclusiveAccess);
    },
  );

  await endpointRoute(
    app,
    endpoints.content.blogBySlug,
    {
      config: { publicCache: { personalized: true } },
      tags: ['content'],
      summary: 'One article; exclusive articles are full only for subscribers with unlimited exclusive access',
      headers: optionalToken,
      errors: { 404: apiErrorSchema, ...errorResponses },
    },
    async (request) => {
      const userId = (await app.optionalUser(request))?.id ?? null;
      const blog = await app.repositories.blogs.findBySlug(
        request.params.slug,
        requestLanguage(request),
        userId,
        app.clock.now(),
      );
      if (!blog) throw notFound();
      return blog;
    },
  );

  await endpointRoute(
    app,
    endpoints.content.countBlogView,
    {
      tags: ['content'],
      summary: 'Count a view (once per learner, or per IP, per article per day); answers the view count',
      headers: optionalToken,
      errors: { 404: apiErrorSchema, ...errorResponses },
    },
    async (request) => {
      const userId = (await app.optionalUser(request))?.id ?? null;
      const view = await app.repositories.blogs.recordView(
        request.params.id,
        visitorKey(userId, request.ip),
        app.clock.now(),
      );
      if (!view) throw notFound();
      return view;
    },
  );
};

export default blogRoutes;
