import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, endpoints, LEARNING_PROGRESS_DAYS } from '@academy/contracts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { currentUser } from '../../../plugins/auth.ts';

/**
 * GET /client/v2/learning-progress: the signed-in learner's learning streak (Asia/Bangkok days
 * with a passed main quiz or a completed pop quiz, ending today or yesterday) and the points
 * earned on each of the last 30 days. Time comes from app.clock.
 */
const learningProgressRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.repositories.learningProgress;
  await endpointRoute(
    app,
    endpoints.quiz.learningProgress,
    {
      preHandler: app.requireUser,
      tags: ['quiz'],
      summary: 'Learning streak and points earned per day over the last 30 days',
      security: [{ bearer: [] }, { token: [] }],
      errors: { 401: apiErrorSchema, 500: apiErrorSchema },
    },
    async (request) => repository.progress(currentUser(request).id, app.clock.now(), LEARNING_PROGRESS_DAYS),
  );
};

export default learningProgressRoutes;
