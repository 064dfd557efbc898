import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, type Province } from '@academy/contracts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';

/** GET /client/provinces: the 77 provinces (seeded at start), read once and kept in memory. */
const provinceRoutes: FastifyPluginAsyncZod = async (app) => {
  let cache: Promise<Province[]> | undefined;
  const load = () =>
    app.repositories.provinces
      .list()
      .then((rows) => rows.map((row) => ({ id: row.id, code: row.code, name_en: row.nameEn, name_th: row.nameTh })));

  await endpointRoute(
    app,
    endpoints.account.provinces,
    { tags: ['content'], summary: 'Thai provinces (English and Thai names), ordered by code' },
    async (_request, reply) => {
      cache ??= load().catch((error: unknown) => {
        cache = undefined;
        throw error;
      });
      reply.header('cache-control', 'public, max-age=86400');
      return cache;
    },
  );
};

export default provinceRoutes;
