import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, countSchema, glossaryEntryDetailSchema, glossaryEntrySchema } from '@academy/contracts';
import { notFound } from '../../../lib/app-error.ts';
import { errorResponses, idParams, strapiQuerystring } from '../../schemas.ts';
import { requestLanguage } from '../../../lib/language.ts';

const glossaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'List glossary terms (Strapi v3 query; default tag:ASC; bucket=A or bucket=%23)',
        querystring: strapiQuerystring,
        response: { 200: z.array(glossaryEntrySchema), ...errorResponses },
      },
    },
    async (request) => app.repositories.glossaries.find(request.query, requestLanguage(request)),
  );

  app.get(
    '/count',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'Count glossary terms (same filters)',
        querystring: strapiQuerystring,
        response: { 200: countSchema, ...errorResponses },
      },
    },
    async (request) => app.repositories.glossaries.count(request.query),
  );

  app.get(
    '/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'One glossary term with its related terms',
        params: idParams,
        response: { 200: glossaryEntryDetailSchema, 404: apiErrorSchema, ...errorResponses },
      },
    },
    async (request) => {
      const glossary = await app.repositories.glossaries.findById(request.params.id, requestLanguage(request));
      if (!glossary) throw notFound('Glossary');
      return glossary;
    },
  );
};

export default glossaryRoutes;
