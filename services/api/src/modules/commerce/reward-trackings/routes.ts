import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, rewardTrackingSchema } from '@academy/contracts';
import { appError, notFound } from '../../../lib/app-error.ts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { accountErrors, idParams } from '../../../lib/http-schemas.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { toRewardTracking } from './shape.ts';

const security: Array<Record<string, string[]>> = [{ bearer: [] }, { token: [] }];
const tags = ['redeem'];

/** GET /client/reward-trackings-user, GET and PUT /client/reward-trackings/{id} (only one's own). */
const rewardTrackingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rewardTrackings } = app.repositories;
  const userRoute = { preValidation: app.requireUser, tags, security, errors: accountErrors };

  await endpointRoute(
    app,
    endpoints.commerce.rewardTrackings,
    { ...userRoute, summary: "The user's reward trackings (redeems and quiz rewards), newest first" },
    async (request) => {
      const user = currentUser(request);
      const { items } = await rewardTrackings.listForUser(user.id, {
        start: request.query._start,
        limit: request.query._limit,
      });
      return items.map(toRewardTracking);
    },
  );

  // Not in the endpoint table (the site does not read one tracking): an API-only route.
  app.get(
    '/client/reward-trackings/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'One of the user’s reward trackings with its timeline',
        params: idParams,
        response: { 200: rewardTrackingSchema, ...accountErrors },
      },
    },
    async (request) => {
      const row = await rewardTrackings.findForUser(currentUser(request).id, request.params.id);
      if (!row) throw notFound();
      return toRewardTracking(row);
    },
  );

  await endpointRoute(
    app,
    endpoints.commerce.updateDeliveryAddress,
    { ...userRoute, summary: 'The delivery address of a physical reward: waiting-address -> preparing' },
    async (request) => {
      const user = currentUser(request);
      const updated = await rewardTrackings.setAddress(user.id, request.params.id, request.body, app.clock.now());
      if (updated) return toRewardTracking(updated);
      if (!(await rewardTrackings.findForUser(user.id, request.params.id))) throw notFound();
      throw appError('CONFLICT');
    },
  );
};

export default rewardTrackingRoutes;
