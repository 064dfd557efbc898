import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, certificatePublicIdSchema, publicCertificateSchema } from '@academy/contracts';

/** The public certificate check (no login): what the verification page shows, nothing private. */
const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:publicId',
    {
      schema: {
        tags: ['quiz'],
        summary: 'Verify a certificate by its public id (holder name, quiz title, grade, score, date)',
        params: certificatePublicIdSchema,
        response: {
          200: publicCertificateSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
          500: apiErrorSchema,
        },
      },
    },
    async (request) => app.repositories.quizzes.publicCertificate(request.params.publicId),
  );
};

export default certificateRoutes;
