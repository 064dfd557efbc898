import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { remoteRegistryRepository } from '../repositories/remote-registry.ts';

const liveRemote = z.object({ url: z.string(), buildId: z.string().nullable() });

/**
 * The remotes' live URLs from the runtime registry (operator `remotes:set` / `remotes:rollback`),
 * read by every shell server every few seconds. Only what each page hands the browser anyway:
 * public URLs and build ids. A remote absent here lives where the shell's env says.
 */
const remoteRegistryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/internal/remotes',
    {
      config: { rateLimit: false },
      schema: { tags: ['ops'], response: { 200: z.object({ remotes: z.record(z.string(), liveRemote) }) } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { remotes: await remoteRegistryRepository(app.db).live() };
    },
  );
};

export default remoteRegistryRoutes;
