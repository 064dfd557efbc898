import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@academy/contracts';
import { appError } from '../../../lib/app-error.ts';

/**
 * Liveness (/health: the process answers) and readiness (/ready: the database answers, so does the
 * file storage where it is a service (S3: a HeadBucket, remembered a few seconds), not draining).
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: { tags: ['ops'], response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['ops'],
        response: { 200: z.object({ status: z.literal('ready'), database: z.string() }), 503: apiErrorSchema },
      },
    },
    async (request) => {
      if (app.lifecycle.draining) throw appError('SERVICE_UNAVAILABLE');
      try {
        await app.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'database not reachable');
        throw appError('SERVICE_UNAVAILABLE');
      }
      try {
        await app.storage.ping?.();
      } catch (error) {
        request.log.error(
          { code: 'STORAGE_UNAVAILABLE', reason: (error as Error).message },
          'file storage not reachable',
        );
        throw appError('SERVICE_UNAVAILABLE');
      }
      return { status: 'ready' as const, database: app.database.kind };
    },
  );
};

export default healthRoutes;
