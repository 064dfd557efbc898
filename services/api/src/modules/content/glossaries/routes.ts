import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, countSchema, endpoints, strapiQuery } from '@academy/contracts';
import { notFound } from '../../../lib/app-error.ts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { errorResponses } from '../../../lib/http-schemas.ts';
import { requestLanguage } from '../../../lib/language.ts';

const glossaryRoutes: FastifyPluginAsyncZod = async (app) => {
  await endpointRoute(
    app,
    endpoints.content.glossaries,
    {
      config: { publicCache: true },
      tags: ['content'],
      summary: 'List glossary terms (Strapi v3 query; default tag:ASC; bucket=A or bucket=%23)',
    },
    async (request) => app.repositories.glossaries.find(request.query, requestLanguage(request)),
  );

  // Not in the endpoint table (the site does not count): an API-only route.
  app.get(
    '/count',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'Count glossary terms (same filters)',
        querystring: strapiQuery,
        response: { 200: countSchema, ...errorResponses },
      },
    },
    async (request) => app.repositories.glossaries.count(request.query),
  );

  await endpointRoute(
    app,
    endpoints.content.glossary,
    {
      config: { publicCache: true },
      tags: ['content'],
      summary: 'One glossary term (by id or slug) with its related terms',
      errors: { 404: apiErrorSchema, ...errorResponses },
    },
    async (request) => {
      const glossary = await app.repositories.glossaries.findOne(request.params.id, requestLanguage(request));
      if (!glossary) throw notFound();
      return glossary;
    },
  );
};

export default glossaryRoutes;
