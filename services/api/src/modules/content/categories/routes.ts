import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countSchema, endpoints, strapiQuery } from '@academy/contracts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { errorResponses } from '../../../lib/http-schemas.ts';
import { requestLanguage } from '../../../lib/language.ts';

const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  await endpointRoute(
    app,
    endpoints.content.categories,
    {
      config: { publicCache: true },
      tags: ['content'],
      summary: 'List categories (Strapi v3 query; the site asks _sort=ranking:ASC&_limit=-1)',
    },
    async (request) => app.repositories.categories.find(request.query, requestLanguage(request)),
  );

  // Not in the endpoint table (the site does not count): an API-only route.
  app.get(
    '/count',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'Count categories (same filters)',
        querystring: strapiQuery,
        response: { 200: countSchema, ...errorResponses },
      },
    },
    async (request) => app.repositories.categories.count(request.query),
  );
};

export default categoryRoutes;
