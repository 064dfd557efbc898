import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { webVitalReportSchema } from '@academy/contracts';
import { errorResponses } from '../../../lib/http-schemas.ts';

/** A report is a few dozen bytes; anything much larger is no report. */
const REPORT_BODY_LIMIT = 512;

/**
 * Learners' web vitals: one metric of one page view per request, recorded in the /metrics
 * histograms and nowhere else (no row, no user, no URL). `navigator.sendBeacon` sends a string as
 * `text/plain` (no CORS preflight), so this route reads a text/plain body as JSON.
 */
const webVitalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      const error = Object.assign(new Error('The body is not JSON'), { statusCode: 400 });
      done(error, undefined);
    }
  });

  app.post(
    '/',
    {
      bodyLimit: REPORT_BODY_LIMIT,
      config: { rateLimit: { max: 30, timeWindow: 60_000 }, ambientCredentialsUnused: true },
      schema: {
        tags: ['metrics'],
        summary: "Report one web vital of a learner's page view (sampled; no personal data)",
        body: webVitalReportSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { name, value, pageType } = request.body;
      if (name === 'CLS') app.metrics.webVitalShifts.observe({ page_type: pageType }, value);
      else app.metrics.webVitalTimings.observe({ metric: name, page_type: pageType }, value / 1000);
      return reply.code(204).send(null);
    },
  );
};

export default webVitalsRoutes;
