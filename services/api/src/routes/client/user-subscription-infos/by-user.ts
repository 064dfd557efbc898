import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contracts } from '../../../lib/contracts.ts';
import { AppError } from '../../../lib/app-error.ts';
import { idParams } from '../../schemas.ts';
import { accountErrors, currentUser } from '../user-clients/shared.ts';

const { userSubscriptionInfoSchema } = contracts;

/**
 * GET /client/user-subscription-infos/by-user/{id}: the subscription of a user (only oneself).
 * Allowances (quiz / hint counts) are 0 until the subscriptions issue stores them.
 */
const subscriptionByUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/by-user/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }, { token: [] }],
        summary: "A user's subscription info (the site drops `user` and stores the rest)",
        params: idParams,
        response: { 200: userSubscriptionInfoSchema, ...accountErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (request.params.id !== user.id) throw new AppError(403, 'FORBIDDEN', 'Not your subscription');
      const now = app.clock.now();
      const span = await app.repositories.accounts.subscriptionSpan(user.id, now);
      const last = span ? null : await app.repositories.accounts.lastSubscription(user.id);
      const startsAt = span?.startsAt ?? last?.startsAt ?? null;
      const endsAt = span?.endsAt ?? last?.endsAt ?? null;
      const active = Boolean(span && (span.startsAt?.getTime() ?? 0) <= now.getTime());
      return {
        user: user.id,
        active,
        packageName: null,
        startDay: startsAt?.toISOString() ?? null,
        endDay: endsAt?.toISOString() ?? null,
        expiryDate: endsAt?.toISOString() ?? null,
        totalMainQuiz: 0,
        usedMainQuiz: 0,
        remainingMainQuiz: 0,
        totalHint: 0,
        usedHint: 0,
        remainingHint: 0,
        unlimitedExclusive: active,
        earnPoints: active,
        nftMembershipCard: false,
      };
    },
  );
};

export default subscriptionByUserRoutes;
