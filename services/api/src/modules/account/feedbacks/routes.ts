import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackRequestSchema, feedbackSchema } from '@academy/contracts';
import { currentUser } from '../../../plugins/auth.ts';
import { accountErrors } from '../../../lib/http-schemas.ts';

const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      preValidation: app.requireUser,
      config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }, { token: [] }],
        summary: 'Send feedback or a content request (logged in)',
        body: feedbackRequestSchema,
        response: { 201: feedbackSchema, ...accountErrors },
      },
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
