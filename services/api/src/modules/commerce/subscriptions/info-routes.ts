import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, subscriptionPeriodListSchema, subscriptionPeriodSchema } from '@academy/contracts';
import { appError } from '../../../lib/app-error.ts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { accountErrors, idParams } from '../../../lib/http-schemas.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { mintPendingCards } from './membership-cards.ts';
import purchaseRoutes from './purchase-routes.ts';
import { subscriptionDetail, toPeriod } from './info-shape.ts';

const security: Array<Record<string, string[]>> = [{ bearer: [] }, { token: [] }];
const tags = ['subscriptions'];

/**
 * /client/user-subscription-infos: the signed-in user's subscription (detail, every period,
 * one period); the purchase of a package is in purchase.ts.
 */
const userSubscriptionInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { entitlements } = app.repositories;

  await endpointRoute(
    app,
    endpoints.account.subscriptionDetail,
    {
      preValidation: app.requireUser,
      tags,
      security,
      summary: "The signed-in user's subscription info (period, counts, flags) and NFT member card",
      description: 'A member card whose mint failed earlier is minted again here.',
      errors: accountErrors,
    },
    async (request) => {
      const user = currentUser(request);
      await mintPendingCards(app, user.id);
      return subscriptionDetail(app, user);
    },
  );

  app.get(
    '/detail-all-subscription',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Every subscription period of the signed-in user, newest first',
        response: { 200: subscriptionPeriodListSchema, ...accountErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const now = app.clock.now();
      return (await entitlements.periods(user.id)).map((row) => toPeriod(row, now));
    },
  );

  app.get(
    '/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        security,
        summary: "One subscription period of the signed-in user (404 for anyone else's)",
        params: idParams,
        response: { 200: subscriptionPeriodSchema, ...accountErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const period = (await entitlements.periods(user.id)).find((row) => row.id === request.params.id);
      if (!period) throw appError('NOT_FOUND');
      return toPeriod(period, app.clock.now());
    },
  );

  await app.register(purchaseRoutes);
};

export default userSubscriptionInfoRoutes;
