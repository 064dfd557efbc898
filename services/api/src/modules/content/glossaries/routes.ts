import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, countSchema, glossaryEntryDetailSchema, glossaryEntrySchema } from '@academy/contracts';
import { notFound } from '../../../lib/app-error.ts';
import { errorResponses, strapiQuerystring } from '../../../lib/http-schemas.ts';
import { requestLanguage } from '../../../lib/language.ts';

/** An entry's id (digits) or its slug (lower-case words joined by hyphens), as the site's links name it. */
const idOrSlugParams = z.object({
  id: z
    .string()
    .max(80)
    .regex(/^(?:[1-9][0-9]{0,9}|[a-z0-9]+(?:-[a-z0-9]+)*)$/, 'an id or a slug')
    .transform((value) => (/^[0-9]+$/.test(value) ? Number(value) : value))
    .refine((value) => typeof value === 'string' || value <= 2_147_483_647, 'an id up to 2147483647'),
});

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
        summary: 'One glossary term (by id or slug) with its related terms',
        params: idOrSlugParams,
        response: { 200: glossaryEntryDetailSchema, 404: apiErrorSchema, ...errorResponses },
      },
    },
    async (request) => {
      const glossary = await app.repositories.glossaries.findOne(request.params.id, requestLanguage(request));
      if (!glossary) throw notFound();
      return glossary;
    },
  );
};

export default glossaryRoutes;
