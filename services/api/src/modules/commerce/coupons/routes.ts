import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@academy/contracts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { couponInvalid } from './errors.ts';
import type { CouponRow } from './repository.ts';
import { couponsService } from './service.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { accountErrors } from '../../../lib/http-schemas.ts';
import { mintPendingCards } from '../subscriptions/membership-cards.ts';

const security: Array<Record<string, string[]>> = [{ bearer: [] }, { token: [] }];
const tags = ['coupons'];

const toCheck = (coupon: CouponRow) => ({
  code: coupon.code,
  points: coupon.points,
  packageName: coupon.grant?.packageName ?? null,
  expiresAt: coupon.expiresAt.toISOString(),
});

/**
 * GET /client/coupon-codes/check?code= and POST /client/coupon-codes/redeem. A malformed code
 * is answered like an unknown one: 404 COUPON_INVALID "This coupon is invalid.".
 */
const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const coupons = couponsService(app.db, app.repositories);
  const { COUPON_RATE_LIMIT_IP_MAX, COUPON_RATE_LIMIT_USER_MAX, COUPON_RATE_LIMIT_WINDOW_MS } = app.config;
  // Checks and redeems share one count per IP and one per user: a code cannot be guessed faster
  // by alternating them, nor by many accounts behind one address.
  const limits = {
    config: {
      rateLimit: {
        max: COUPON_RATE_LIMIT_IP_MAX,
        timeWindow: COUPON_RATE_LIMIT_WINDOW_MS,
        keyGenerator: (request: FastifyRequest) => `coupon:ip:${request.ip}`,
      },
    },
    preHandler: app.keyedLimit({
      name: 'coupon:user',
      max: COUPON_RATE_LIMIT_USER_MAX,
      windowMs: COUPON_RATE_LIMIT_WINDOW_MS,
      key: (request) => (request.user ? String(request.user.id) : undefined),
    }),
  };
  // A malformed code is an invalid coupon too (the site's error handler answers it).
  app.setErrorHandler((error: FastifyError) => {
    throw error.validation ? couponInvalid() : error;
  });

  const userRoute = { ...limits, preValidation: app.requireUser, tags, security, errors: accountErrors };

  await endpointRoute(
    app,
    endpoints.commerce.checkCoupon,
    { ...userRoute, summary: 'Whether the user can redeem this coupon now, and what it gives' },
    async (request) => toCheck(await coupons.check(currentUser(request).id, request.query.code, app.clock.now())),
  );

  await endpointRoute(
    app,
    endpoints.commerce.redeemCoupon,
    {
      ...userRoute,
      summary: 'Redeem a coupon: points or a package, once per user, within its expiry and global limit',
    },
    async (request) => {
      const user = currentUser(request);
      const { coupon, point, card } = await coupons.redeem(user.id, request.body.code, app.clock.now());
      request.log.info({ code: 'COUPON_REDEEMED', coupon: coupon.id }, 'coupon redeemed');
      // A package with the NFT flag: its member card is minted like a purchased one (same retry path).
      if (card) await mintPendingCards(app, user.id);
      return { ...toCheck(coupon), point };
    },
  );
};

export default couponRoutes;
