import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, endpoints } from '@academy/contracts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { quizCertificatesService } from '../quiz/service/certificates.ts';

/**
 * The public certificate check (no login): what the verification page shows, nothing private; a
 * quiz's certificate or a learning path's (`kind`).
 */
const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pathCertificates } = app.repositories;
  const quizCertificates = quizCertificatesService(app.db);

  await endpointRoute(
    app,
    endpoints.quiz.certificate,
    {
      tags: ['quiz'],
      summary:
        'Verify a certificate by its public id (holder name, date; a quiz certificate its title, grade and score, a path certificate its title and steps)',
      errors: { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema, 500: apiErrorSchema },
    },
    async (request) => {
      const { publicId } = request.params;
      const path = await pathCertificates.publicCertificate(publicId);
      if (path) return path;
      return { kind: 'quiz' as const, ...(await quizCertificates.publicCertificate(publicId)) };
    },
  );
};

export default certificateRoutes;
