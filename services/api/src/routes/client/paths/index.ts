import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, learningPathSchema, pathProgressSchema, pathSlugSchema } from '@academy/contracts';
import { notFound } from '../../../lib/app-error.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { learningPathsRepository } from '../../../repositories/learning-paths.ts';
import { accountErrors, errorResponses } from '../../schemas.ts';

const tags = ['paths'];

/**
 * GET /client/paths (+ /{slug}): the learning paths, the same for everyone (publicly cached);
 * GET /client/v2/paths/progress: the signed-in learner's progress on each.
 */
const pathRoutes: FastifyPluginAsyncZod = async (app) => {
  const paths = learningPathsRepository(app.db);

  app.get(
    '/client/paths',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'The learning paths in order, each with its steps (active articles in reading order)',
        response: { 200: z.array(learningPathSchema), ...errorResponses },
      },
    },
    async (request) => paths.list(requestLanguage(request)),
  );

  app.get(
    '/client/paths/:slug',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'One learning path (404 NOT_FOUND for an unknown slug)',
        params: z.object({ slug: pathSlugSchema }),
        response: { 200: learningPathSchema, 404: apiErrorSchema, ...errorResponses },
      },
    },
    async (request) => {
      const path = await paths.bySlug(request.params.slug, requestLanguage(request));
      if (!path) throw notFound('Learning path');
      return path;
    },
  );

  app.get(
    '/client/v2/paths/progress',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }, { token: [] }],
        summary: "The signed-in learner's progress on every path: each step read / quiz passed, done count, next step",
        response: { 200: z.array(pathProgressSchema), ...accountErrors },
      },
    },
    async (request) => paths.progress(currentUser(request).id),
  );
};

export default pathRoutes;
