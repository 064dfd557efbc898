import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, LEARNING_PROGRESS_DAYS, learningProgressSchema } from '@academy/contracts';
import { currentUser } from '../../../plugins/auth.ts';

/**
 * GET /client/v2/learning-progress: the signed-in learner's learning streak (Asia/Bangkok days
 * with a passed main quiz or a completed pop quiz, ending today or yesterday) and the points
 * earned on each of the last 30 days. Time comes from app.clock.
 */
const learningProgressRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.repositories.learningProgress;
  app.get(
    '',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['quiz'],
        summary: 'Learning streak and points earned per day over the last 30 days',
        security: [{ bearer: [] }, { token: [] }],
        response: { 200: learningProgressSchema, 401: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    async (request) => repository.progress(currentUser(request).id, app.clock.now(), LEARNING_PROGRESS_DAYS),
  );
};

export default learningProgressRoutes;
