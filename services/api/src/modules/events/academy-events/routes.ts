import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { academyEventSchema, apiErrorSchema, eventSlugs } from '@academy/contracts';
import { notFound } from '../../../lib/app-error.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { errorResponses } from '../../../lib/http-schemas.ts';

/** GET /client/events (+ /{slug}): the academy's events, their status from the server's clock. */
const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { events } = app.repositories;

  app.get(
    '/client/events',
    {
      config: { publicCache: true },
      schema: {
        tags: ['events'],
        summary: 'The events (hackathon, pitch 2024) with dates, status (upcoming, open, closed, finished) and prizes',
        response: { 200: z.array(academyEventSchema), ...errorResponses },
      },
    },
    async (request) => events.list(requestLanguage(request), app.clock.now()),
  );

  app.get(
    '/client/events/:slug',
    {
      config: { publicCache: true },
      schema: {
        tags: ['events'],
        summary: 'One event, with its results (winners) once it is finished',
        params: z.object({ slug: z.enum(eventSlugs) }),
        response: { 200: academyEventSchema, 404: apiErrorSchema, ...errorResponses },
      },
    },
    async (request) => {
      const event = await events.bySlug(request.params.slug, requestLanguage(request), app.clock.now());
      if (!event) throw notFound();
      return event;
    },
  );
};

export default eventRoutes;
