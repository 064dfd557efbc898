import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@academy/contracts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { accountErrors } from '../../../lib/http-schemas.ts';

const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  await endpointRoute(
    app,
    endpoints.account.createFeedback,
    {
      preValidation: app.requireUser,
      config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
      tags: ['account'],
      security: [{ bearer: [] }, { token: [] }],
      summary: 'Send feedback or a content request (logged in)',
      status: 201,
      errors: accountErrors,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await app.repositories.feedbacks.create({
        userId: user.id,
        topic: request.body.topic,
        message: request.body.message,
        createdAt: app.clock.now(),
      });
      return reply
        .code(201)
        .send({ id: row.id, topic: row.topic, message: row.message, createdAt: row.createdAt.toISOString() });
    },
  );
};

export default feedbackRoutes;
