import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const liveRemote = z.object({ url: z.string(), buildId: z.string().nullable() });
const canary = liveRemote.extend({ percent: z.number().int() });

/**
 * The remotes' live URLs from the runtime registry (operator `remotes:set` / `remotes:rollback`),
 * and their canaries (`remotes:canary`), read by every shell server every few seconds. Only what
 * each page hands the browser anyway: public URLs and build ids (and a canary's share). A remote
 * absent from `remotes` lives where the shell's env says.
 */
const remoteRegistryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/internal/remotes',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['ops'],
        response: {
          200: z.object({ remotes: z.record(z.string(), liveRemote), canaries: z.record(z.string(), canary) }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const registry = app.repositories.remoteRegistry;
      const [remotes, canaries] = await Promise.all([registry.live(), registry.canaries()]);
      return { remotes, canaries };
    },
  );
};

export default remoteRegistryRoutes;
