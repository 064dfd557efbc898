import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SubscriptionPurchaseResponse } from '@academy/contracts';
import { contracts } from '../../../lib/contracts.ts';
import { AppError } from '../../../lib/app-error.ts';
import { PaymentError } from '../../../lib/payment-provider.ts';
import type { SubscriptionPackageRow, SubscriptionPurchaseRow } from '../../../repositories/subscriptions.ts';
import type { User } from '../../../repositories/users.ts';
import { accountErrors, idParams } from '../../schemas.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { paymentMessages, type PaymentCode } from './messages.ts';
import { mintPendingCards } from '../../../services/membership-cards.ts';
import { subscriptionDetail, toPeriod } from './shape.ts';

const {
  PIN_LENGTH,
  idempotencyKeySchema,
  paymentErrorSchema,
  subscriptionPeriodListSchema,
  subscriptionPeriodSchema,
  subscriptionPurchaseRequestSchema,
  subscriptionPurchaseResponseSchema,
  userSubscriptionDetailSchema,
} = contracts;

const security: Array<Record<string, string[]>> = [{ bearer: [] }, { token: [] }];
const tags = ['subscriptions'];
const PIN_PATTERN = new RegExp(`^\\d{${PIN_LENGTH}}$`);

const purchaseHeaders = z.object({
  'idempotency-key': idempotencyKeySchema.optional().describe('The order key (or `idempotencyKey` in the body)'),
});

const paymentErrors = {
  ...accountErrors,
  400: paymentErrorSchema,
  402: paymentErrorSchema,
  404: paymentErrorSchema,
  409: paymentErrorSchema,
  422: paymentErrorSchema,
  423: paymentErrorSchema,
  503: paymentErrorSchema,
};

/** Payment failure -> HTTP status and catalogued code. */
const failureStatus: Record<PaymentError['failure'], { status: number; code: PaymentCode }> = {
  PIN_INVALID: { status: 422, code: 'PAYMENT_PIN_INVALID' },
  PIN_LOCKED: { status: 423, code: 'PAYMENT_PIN_LOCKED' },
  INSUFFICIENT_FUNDS: { status: 402, code: 'PAYMENT_INSUFFICIENT_FUNDS' },
  WALLET_NOT_FOUND: { status: 409, code: 'PAYMENT_WALLET_NOT_LINKED' },
  KEY_REUSED: { status: 409, code: 'PAYMENT_IDEMPOTENCY_KEY_REUSED' },
  REJECTED: { status: 402, code: 'PAYMENT_FAILED' },
  UNAVAILABLE: { status: 503, code: 'PAYMENT_FAILED' },
};

/**
 * /client/user-subscription-infos: the signed-in user's subscription (detail, every period,
 * one period) and the purchase of a package through the payment provider (app.payments).
 */
const userSubscriptionInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { subscriptions, entitlements } = app.repositories;

  const paymentError = (
    request: FastifyRequest,
    status: number,
    code: PaymentCode,
    extra: Record<string, unknown> = {},
  ) => {
    const message = paymentMessages[requestLanguage(request)][code];
    return Object.assign(new AppError(status, code, message), { extra });
  };

  const sendError = (reply: FastifyReply, error: AppError & { extra?: Record<string, unknown> }) =>
    reply
      .code(error.statusCode)
      .type('application/json; charset=utf-8')
      .send({ statusCode: error.statusCode, code: error.code, message: error.message, ...(error.extra ?? {}) });

  async function purchaseResult(user: User, row: SubscriptionPurchaseRow, replayed: boolean) {
    const pkg = await subscriptions.packageById(row.packageId);
    const periods = row.userSubscriptionId ? await entitlements.periods(user.id) : [];
    const period = periods.find((p) => p.id === row.userSubscriptionId);
    const now = app.clock.now();
    const body: SubscriptionPurchaseResponse = {
      purchase: {
        id: row.id,
        status: row.status,
        packageId: row.packageId,
        packageName: { en: pkg?.nameEn ?? '', th: pkg?.nameTh ?? '' },
        amountCents: row.amountCents,
        currency: 'USD',
        paymentId: row.providerPaymentId,
        paidAt: row.paidAt?.toISOString() ?? null,
        period: period ? toPeriod(period, now) : null,
        nftStatus: row.nftStatus,
        nftTokenId: row.nftTokenId,
      },
      subscription: await subscriptionDetail(app, user),
      replayed,
    };
    return body;
  }

  app.get(
    '/detail',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The signed-in user's subscription info (period, counts, flags) and NFT member card",
        description: 'A member card whose mint failed earlier is minted again here.',
        response: { 200: userSubscriptionDetailSchema, ...accountErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await mintPendingCards(app, user.id);
      return subscriptionDetail(app, user);
    },
  );

  app.get(
    '/detail-all-subscription',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Every subscription period of the signed-in user, newest first',
        response: { 200: subscriptionPeriodListSchema, ...accountErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const now = app.clock.now();
      return (await entitlements.periods(user.id)).map((row) => toPeriod(row, now));
    },
  );

  app.get(
    '/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        security,
        summary: "One subscription period of the signed-in user (404 for anyone else's)",
        params: idParams,
        response: { 200: subscriptionPeriodSchema, ...accountErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const period = (await entitlements.periods(user.id)).find((row) => row.id === request.params.id);
      if (!period) throw new AppError(404, 'NOT_FOUND', 'Subscription not found');
      return toPeriod(period, app.clock.now());
    },
  );

  app.post(
    '/',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Buy a package with the wallet PIN (idempotent by the order key)',
        description:
          'Charges the exchange wallet linked to the account through the payment provider, with the same idempotency key on every retry: ' +
          'a retried or double-clicked purchase charges once and answers the same purchase (200, `replayed: true`). ' +
          'On success the purchase is marked paid and the period granted in one transaction (an active subscription is extended: ' +
          'the new period starts at the current end and the allowances add up); a package with the NFT flag mints a member card. ' +
          'Errors: PAYMENT_PIN_FORMAT 400, PAYMENT_PIN_INVALID 422 (remainingAttempts), PAYMENT_PIN_LOCKED 423 (lockedUntil), ' +
          'PAYMENT_INSUFFICIENT_FUNDS 402, PAYMENT_WALLET_NOT_LINKED 409, SUBSCRIPTION_NOT_AVAILABLE 404, ' +
          'PAYMENT_IDEMPOTENCY_KEY_REQUIRED 400, PAYMENT_IDEMPOTENCY_KEY_REUSED 409, PAYMENT_FAILED 503 (retry with the same key).',
        headers: purchaseHeaders,
        body: subscriptionPurchaseRequestSchema,
        response: {
          200: subscriptionPurchaseResponseSchema,
          201: subscriptionPurchaseResponseSchema,
          ...paymentErrors,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const fail = (status: number, code: PaymentCode, extra: Record<string, unknown> = {}) =>
        sendError(reply, paymentError(request, status, code, extra));

      const { pin, subscription: packageId } = request.body;
      const key = request.body.idempotencyKey ?? request.headers['idempotency-key'];
      if (!PIN_PATTERN.test(pin)) return fail(400, 'PAYMENT_PIN_FORMAT');
      if (!key) return fail(400, 'PAYMENT_IDEMPOTENCY_KEY_REQUIRED');
      if (
        request.body.idempotencyKey &&
        request.headers['idempotency-key'] &&
        request.body.idempotencyKey !== request.headers['idempotency-key']
      ) {
        return fail(400, 'PAYMENT_IDEMPOTENCY_KEY_REQUIRED');
      }

      // A key already paid answers the same purchase, whatever the PIN says now.
      const existing = await subscriptions.findPurchase(user.id, key);
      if (existing && existing.packageId !== packageId) return fail(409, 'PAYMENT_IDEMPOTENCY_KEY_REUSED');
      if (existing?.status === 'paid') {
        await mintPendingCards(app, user.id);
        return reply.code(200).send(await purchaseResult(user, (await subscriptions.purchaseById(existing.id))!, true));
      }

      const wallet = user.exchangeUserId ? user.walletAddressBitkubNext : null;
      if (!wallet) return fail(409, 'PAYMENT_WALLET_NOT_LINKED');
      let pkg: SubscriptionPackageRow | null;
      if (existing) pkg = await subscriptions.packageById(existing.packageId);
      else pkg = await subscriptions.offeredPackage(packageId, app.clock.now());
      if (!pkg) return fail(404, 'SUBSCRIPTION_NOT_AVAILABLE');

      const { row } = await subscriptions.openPurchase({
        userId: user.id,
        packageId: pkg.id,
        idempotencyKey: key,
        amountCents: pkg.priceCents,
        walletAddress: wallet,
        nft: pkg.nftMembershipCard,
        now: app.clock.now(),
      });
      if (row.packageId !== pkg.id) return fail(409, 'PAYMENT_IDEMPOTENCY_KEY_REUSED');

      let paymentId: string;
      try {
        const charge = await app.payments.charge({
          userId: user.id,
          walletAddress: row.walletAddress,
          amountCents: row.amountCents,
          pin,
          // The provider keeps the key per wallet: scope it to this user and order.
          idempotencyKey: `academy-subscription:${user.id}:${key}`,
          description: `Academy subscription: ${pkg.nameEn} (${pkg.durationDays} days)`,
        });
        paymentId = charge.paymentId;
      } catch (error) {
        if (!(error instanceof PaymentError)) throw error;
        const mapped = failureStatus[error.failure];
        request.log.info(
          { code: mapped.code, failure: error.failure, route: 'POST /client/user-subscription-infos' },
          'payment refused',
        );
        // Unavailable: the charge may have happened; the row stays pending for a retry with the same key.
        if (error.failure !== 'UNAVAILABLE') await subscriptions.markFailed(row.id, mapped.code, app.clock.now());
        return fail(mapped.status, mapped.code, { ...error.details });
      }

      const captured = await subscriptions.capture(row, pkg, paymentId, app.clock.now());
      await mintPendingCards(app, user.id);
      const after = (await subscriptions.purchaseById(row.id))!;
      return reply.code(captured ? 201 : 200).send(await purchaseResult(user, after, !captured));
    },
  );
};

export default userSubscriptionInfoRoutes;
