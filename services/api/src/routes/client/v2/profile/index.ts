import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contracts } from '../../../../lib/contracts.ts';
import { unauthorized } from '../../../../lib/app-error.ts';

const { apiErrorSchema, profilePointsSchema } = contracts;

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: "The current user's points",
        security: [{ bearer: [] }, { token: [] }],
        response: { 200: profilePointsSchema, 401: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw unauthorized();
      return { id: user.id, email: user.email, point: user.point };
    },
  );
};

export default profileRoutes;
