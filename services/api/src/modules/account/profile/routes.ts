import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, endpoints, POINTS_PER_KKUB, profilePointsSchema } from '@academy/contracts';
import { unauthorized } from '../../../lib/app-error.ts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: "The current user's points",
        security: [{ bearer: [] }, { token: [] }],
        response: { 200: profilePointsSchema, 401: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw unauthorized();
      return { id: user.id, email: user.email, point: user.point };
    },
  );

  await endpointRoute(
    app,
    endpoints.account.kubBalance,
    {
      preHandler: app.requireUser,
      tags: ['account'],
      summary: "KKUB balance of the linked exchange wallet, and the points' KKUB equivalent (100 points = 1 KKUB)",
      security: [{ bearer: [] }, { token: [] }],
      errors: { 401: apiErrorSchema, 500: apiErrorSchema },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw unauthorized();
      const walletAddress = user.walletAddressBitkubNext;
      const base = {
        point: user.point,
        pointKkubEquivalent: user.point / POINTS_PER_KKUB,
        linked: Boolean(user.exchangeUserId),
        walletAddress,
      };
      if (!walletAddress) return { ...base, kkub: null, usdCents: null, available: false };
      try {
        const balance = await app.exchange.balance(walletAddress);
        if (!balance) return { ...base, kkub: null, usdCents: null, available: false };
        return { ...base, kkub: balance.kkub, usdCents: balance.usdCents, available: true };
      } catch (error) {
        // The exchange being down must not break the profile page.
        request.log.warn({ err: error }, 'exchange balance unavailable');
        return { ...base, kkub: null, usdCents: null, available: false };
      }
    },
  );

  await endpointRoute(
    app,
    endpoints.account.pointsHistory,
    {
      preHandler: app.requireUser,
      tags: ['account'],
      summary: "The user's points ledger entries, newest first (paged with _start and _limit)",
      security: [{ bearer: [] }, { token: [] }],
      errors: { 400: apiErrorSchema, 401: apiErrorSchema, 500: apiErrorSchema },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw unauthorized();
      const { items, total } = await app.repositories.points.history(user.id, {
        start: request.query._start,
        limit: request.query._limit,
      });
      return { items: items.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })), total };
    },
  );
};

export default profileRoutes;
