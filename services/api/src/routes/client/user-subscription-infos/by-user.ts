import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contracts } from '../../../lib/contracts.ts';
import { AppError } from '../../../lib/app-error.ts';
import { idParams } from '../../schemas.ts';
import { accountErrors, currentUser } from '../user-clients/shared.ts';

const { userSubscriptionInfoSchema } = contracts;

/**
 * GET /client/user-subscription-infos/by-user/{id}: the subscription of a user (only oneself).
 */
const subscriptionByUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/by-user/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }, { token: [] }],
        summary: "A user's subscription info (the site drops `user` and stores the rest)",
        params: idParams,
        response: { 200: userSubscriptionInfoSchema, ...accountErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (request.params.id !== user.id) throw new AppError(403, 'FORBIDDEN', 'Not your subscription');
      return { user: user.id, ...(await app.repositories.entitlements.info(user.id, app.clock.now())) };
    },
  );
};

export default subscriptionByUserRoutes;
