import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, endpoints } from '@academy/contracts';
import { currentUser } from '../../../plugins/auth.ts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { accountErrors } from '../../../lib/http-schemas.ts';
import { mintPendingCards } from '../subscriptions/membership-cards.ts';
import { toRewardTracking } from '../reward-trackings/shape.ts';
import { toRedeemHistory } from './serialize.ts';
import { redeemsService } from './service.ts';

const security: Array<Record<string, string[]>> = [{ bearer: [] }, { token: [] }];
const tags = ['redeem'];

/** GET /client/redeems-available, POST /client/redeems/{id}/submit, GET /client/redeem-histories (spec section 7). */
const redeemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { redeems } = app.repositories;
  const redeeming = redeemsService(app.db, app.repositories);
  const { commerce } = endpoints;

  await endpointRoute(
    app,
    commerce.redeemsAvailable,
    {
      tags,
      security: [{}, ...security],
      summary:
        'The rewards catalogue with quota left; with a session also the times left (in all and today) and whether the user can afford each',
      errors: { 500: apiErrorSchema },
    },
    async (request) => {
      const user = await app.optionalUser(request);
      const now = app.clock.now();
      const [rows, usage] = await Promise.all([
        redeems.listActive(),
        user ? redeems.usage(user.id, now) : Promise.resolve(null),
      ]);
      return rows.map((reward) => {
        const used = usage?.get(reward.id) ?? { total: 0, today: 0 };
        return {
          id: reward.id,
          slug: reward.slug,
          type: reward.type,
          name: { en: reward.nameEn, th: reward.nameTh },
          description: { en: reward.descriptionEn, th: reward.descriptionTh },
          pointCost: reward.pointCost,
          amountKkub: reward.amountKkub,
          totalQuota: reward.totalQuota,
          remaining: reward.remaining,
          perUserLimit: reward.perUserLimit,
          perDayLimit: reward.perDayLimit,
          aPlusOnly: reward.aPlusOnly,
          packageName: reward.grant?.packageName ?? null,
          timesLeft: user && reward.perUserLimit !== null ? Math.max(0, reward.perUserLimit - used.total) : null,
          perDayLeft: user && reward.perDayLimit !== null ? Math.max(0, reward.perDayLimit - used.today) : null,
          affordable: user ? user.point >= reward.pointCost : null,
        };
      });
    },
  );

  await endpointRoute(
    app,
    commerce.submitRedeem,
    {
      preValidation: app.requireUser,
      tags,
      security,
      summary:
        'Redeem a reward: KYC, active subscription, quota, limits, points are checked in that order (one transaction)',
      errors: { 422: apiErrorSchema, ...accountErrors },
    },
    async (request) => {
      const user = currentUser(request);
      const result = await redeeming.submit(user.id, request.params.id, app.clock.now());
      request.log.info({ code: 'REDEEMED', reward: result.reward.id, redeem: result.redeem.id }, 'reward redeemed');
      // A package with the NFT flag: its member card is minted like a purchased one (same retry path).
      if (result.card) await mintPendingCards(app, user.id);
      return {
        redeem: toRedeemHistory(result.redeem, result.reward, result.tracking),
        tracking: toRewardTracking(result.tracking),
        point: result.point,
      };
    },
  );

  await endpointRoute(
    app,
    commerce.redeemHistories,
    {
      preValidation: app.requireUser,
      tags,
      security,
      summary: "The user's redeems, newest first, with their tracking status",
      errors: accountErrors,
    },
    async (request) => {
      const user = currentUser(request);
      const rows = await redeems.history(user.id, { start: request.query._start, limit: request.query._limit });
      return rows.map((row) => toRedeemHistory(row.redeem, row.reward, row.tracking));
    },
  );
};

export default redeemRoutes;
