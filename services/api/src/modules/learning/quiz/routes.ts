import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attemptRoutes } from './attempt-routes.ts';
import { catalogueRoutes } from './catalogue-routes.ts';
import { certificateRoutes } from './certificate-routes.ts';
import { historyRoutes } from './history-routes.ts';
import { quizServiceOf } from './service/index.ts';

/**
 * Main quiz (spec section 7 "Quiz"), one file per part like service/ (the rules)
 * and their tests: the catalogue, the attempts, the history and results, the certificate.
 */
const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  const quizzes = quizServiceOf(app);
  await app.register(catalogueRoutes, { quizzes });
  await app.register(attemptRoutes, { quizzes });
  await app.register(historyRoutes, { quizzes });
  await app.register(certificateRoutes, { quizzes });
};

export default quizRoutes;
