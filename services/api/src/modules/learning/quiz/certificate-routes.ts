import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, quizAttemptParamsSchema, quizCertificateSchema } from '@academy/contracts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { security, tags, errors } from './schemas.ts';
import type { QuizService } from './service/index.ts';

/** The learner's certificate of a passed quiz (the public check is learning/certificates/routes.ts). */
export const certificateRoutes: FastifyPluginAsyncZod<{ quizzes: QuizService }> = async (app, { quizzes }) => {
  const userRoute = { preValidation: app.requireUser };

  app.get(
    '/quiz_v2/:id/certificate',
    {
      ...userRoute,
      schema: {
        tags,
        security,
        summary:
          'The certificate of the last pass, once issued (reads only: 404 CERTIFICATE_NOT_FOUND until then; POST issues one that waited for a profile name)',
        params: quizAttemptParamsSchema,
        response: { 200: quizCertificateSchema, ...errors },
      },
    },
    async (request) => quizzes.issuedCertificate(currentUser(request).id, request.params.id),
  );

  await endpointRoute(
    app,
    endpoints.quiz.requestCertificate,
    {
      ...userRoute,
      tags,
      security,
      errors,
      summary: 'The certificate of the last pass (issued now if it waited for a profile name)',
    },
    async (request) => quizzes.certificate(currentUser(request).id, request.params.id, app.clock.now()),
  );
};
