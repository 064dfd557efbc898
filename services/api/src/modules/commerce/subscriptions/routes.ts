import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptionPackageListSchema } from '@academy/contracts';
import { toPackage } from './package-shape.ts';
import { errorResponses } from '../../../lib/http-schemas.ts';

/** GET /client/subscriptions: the packages on offer now (catalogue: content/subscriptions/packages.yaml). */
const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Subscription packages on offer now (validFrom <= now < validUntil), in catalogue order',
        response: { 200: subscriptionPackageListSchema, ...errorResponses },
      },
    },
    async () => (await app.repositories.subscriptions.onOffer(app.clock.now())).map(toPackage),
  );
};

export default subscriptionRoutes;
