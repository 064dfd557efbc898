import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryEntrySchema, countSchema } from '@academy/contracts';
import { errorResponses, strapiQuerystring } from '../../../lib/http-schemas.ts';
import { requestLanguage } from '../../../lib/language.ts';

const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'List categories (Strapi v3 query; the site asks _sort=ranking:ASC&_limit=-1)',
        querystring: strapiQuerystring,
        response: { 200: z.array(categoryEntrySchema), ...errorResponses },
      },
    },
    async (request) => app.repositories.categories.find(request.query, requestLanguage(request)),
  );

  app.get(
    '/count',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'Count categories (same filters)',
        querystring: strapiQuerystring,
        response: { 200: countSchema, ...errorResponses },
      },
    },
    async (request) => app.repositories.categories.count(request.query),
  );
};

export default categoryRoutes;
