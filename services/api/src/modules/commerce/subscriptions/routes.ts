import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@academy/contracts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { toPackage } from './package-shape.ts';
import { errorResponses } from '../../../lib/http-schemas.ts';

/** GET /client/subscriptions: the packages on offer now (catalogue: content/subscriptions/packages.yaml). */
const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  await endpointRoute(
    app,
    endpoints.commerce.subscriptionPackages,
    {
      tags: ['subscriptions'],
      summary: 'Subscription packages on offer now (validFrom <= now < validUntil), in catalogue order',
      errors: errorResponses,
    },
    async () => (await app.repositories.subscriptions.onOffer(app.clock.now())).map(toPackage),
  );
};

export default subscriptionRoutes;
