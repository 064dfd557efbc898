import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, endpoints } from '@academy/contracts';
import { notFound } from '../../../lib/app-error.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { errorResponses } from '../../../lib/http-schemas.ts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';

/** GET /client/events (+ /{slug}): the academy's events, their status from the server's clock. */
const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { events } = app.repositories;
  const tags = ['events'];
  const config = { publicCache: true } as const;

  await endpointRoute(
    app,
    endpoints.events.events,
    {
      tags,
      config,
      summary: 'The events (hackathon, pitch 2024) with dates, status (upcoming, open, closed, finished) and prizes',
    },
    async (request) => events.list(requestLanguage(request), app.clock.now()),
  );

  await endpointRoute(
    app,
    endpoints.events.event,
    {
      tags,
      config,
      summary: 'One event, with its results (winners) once it is finished',
      errors: { 404: apiErrorSchema, ...errorResponses },
    },
    async (request) => {
      const event = await events.bySlug(request.params.slug, requestLanguage(request), app.clock.now());
      if (!event) throw notFound();
      return event;
    },
  );
};

export default eventRoutes;
