import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  apiErrorSchema,
  endpoints,
  errorCatalogue,
  type ErrorCode,
  idempotencyKeySchema,
  paymentErrorSchema,
  paymentPinSchema,
  type SubscriptionPurchaseResponse,
} from '@academy/contracts';
import { appError, errorBody } from '../../../lib/app-error.ts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { orderPaymentKey, PaymentError } from '../../../lib/payment-provider.ts';
import { orderExpiresAt, type SubscriptionPurchaseRow } from './repository.ts';
import type { User } from '../../account/index.ts';
import { accountErrors } from '../../../lib/http-schemas.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { mintPendingCards } from './membership-cards.ts';
import { subscriptionDetail, toPeriod } from './info-shape.ts';

const security: Array<Record<string, string[]>> = [{ bearer: [] }, { token: [] }];
const tags = ['subscriptions'];

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

/** Payment failure -> catalogued code (the catalogue gives its status). */
const failureCode: Record<PaymentError['failure'], ErrorCode> = {
  PIN_INVALID: 'PAYMENT_PIN_INVALID',
  PIN_LOCKED: 'PAYMENT_PIN_LOCKED',
  INSUFFICIENT_FUNDS: 'PAYMENT_INSUFFICIENT_FUNDS',
  WALLET_NOT_FOUND: 'PAYMENT_WALLET_NOT_LINKED',
  KEY_REUSED: 'PAYMENT_IDEMPOTENCY_KEY_REUSED',
  REJECTED: 'PAYMENT_DECLINED',
  UNAVAILABLE: 'PAYMENT_FAILED',
};
/**
 * POST /client/user-subscription-infos (buy a package with the wallet PIN, idempotent by the
 * order key) and GET /client/user-subscription-infos/orders/{orderKey} (what became of an order,
 * so the checkout page survives a reload).
 */
const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { subscriptions, entitlements } = app.repositories;

  /** Sent, not thrown: a thrown 503 would become SERVICE_UNAVAILABLE, and the outcome fields would go. */
  const sendError = (request: FastifyRequest, reply: FastifyReply, code: ErrorCode, extra: Record<string, unknown>) =>
    reply
      .code(errorCatalogue[code].status)
      .type('application/json; charset=utf-8')
      .send(errorBody(code, requestLanguage(request), { extra }));

  async function purchaseOf(user: User, row: SubscriptionPurchaseRow) {
    const pkg = await subscriptions.packageById(row.packageId);
    const periods = row.userSubscriptionId ? await entitlements.periods(user.id) : [];
    const period = periods.find((p) => p.id === row.userSubscriptionId);
    const purchase: SubscriptionPurchaseResponse['purchase'] = {
      id: row.id,
      status: row.status,
      packageId: row.packageId,
      packageName: { en: pkg?.nameEn ?? '', th: pkg?.nameTh ?? '' },
      amountCents: row.amountCents,
      currency: 'USD',
      paymentId: row.providerPaymentId,
      paidAt: row.paidAt?.toISOString() ?? null,
      period: period ? toPeriod(period, app.clock.now()) : null,
      nftStatus: row.nftStatus,
      nftTokenId: row.nftTokenId,
    };
    return purchase;
  }

  async function purchaseResult(user: User, row: SubscriptionPurchaseRow, replayed: boolean) {
    const body: SubscriptionPurchaseResponse = {
      purchase: await purchaseOf(user, row),
      subscription: await subscriptionDetail(app, user),
      replayed,
    };
    return body;
  }

  await endpointRoute(
    app,
    endpoints.commerce.subscriptionOrder,
    {
      preValidation: app.requireUser,
      tags,
      security,
      summary: 'What became of an order the user tried to pay (404: the key was never used)',
      errors: { ...accountErrors, 404: apiErrorSchema },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await subscriptions.findPurchase(user.id, request.params.orderKey);
      if (!row) throw appError('NOT_FOUND');
      const expiresAt = row.status === 'paid' ? null : orderExpiresAt(row);
      return {
        ...(await purchaseOf(user, row)),
        orderKey: row.idempotencyKey,
        expiresAt: expiresAt?.toISOString() ?? null,
        expired: expiresAt !== null && app.clock.now() >= expiresAt,
      };
    },
  );

  await endpointRoute(
    app,
    endpoints.commerce.purchaseSubscription,
    {
      preValidation: app.requireUser,
      tags,
      security,
      summary: 'Buy a package with the wallet PIN (idempotent by the order key)',
      description:
        'Charges the exchange wallet linked to the account through the payment provider, with the same idempotency key on every retry: ' +
        'a retried or double-clicked purchase charges once and answers the same purchase (200, `replayed: true`). ' +
        'On success the purchase is marked paid and the period granted in one transaction (an active subscription is extended: ' +
        'the new period starts at the current end and the allowances add up); a package with the NFT flag mints a member card. ' +
        'An order that is not paid yet is refused when its package is no longer on offer (SUBSCRIPTION_NOT_AVAILABLE 404), ' +
        'when its price is not the one the buyer was shown or the order was opened with (ORDER_PRICE_CHANGED 409), and when it is ' +
        'older than ORDER_TTL_MINUTES (ORDER_EXPIRED 409): the buyer starts a new order at the current price. ' +
        'Errors: PAYMENT_PIN_FORMAT 400, PAYMENT_PIN_INVALID 422 (remainingAttempts), PAYMENT_PIN_LOCKED 423 (lockedUntil), ' +
        'PAYMENT_INSUFFICIENT_FUNDS 402, PAYMENT_DECLINED 402, PAYMENT_WALLET_NOT_LINKED 409, SUBSCRIPTION_NOT_AVAILABLE 404, ORDER_PRICE_CHANGED 409, ' +
        'ORDER_EXPIRED 409, PAYMENT_IDEMPOTENCY_KEY_REQUIRED 400, PAYMENT_IDEMPOTENCY_KEY_REUSED 409, PAYMENT_FAILED 503 (retry with the same key).',
      headers: purchaseHeaders,
      status: [200, 201],
      errors: paymentErrors,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const fail = (code: ErrorCode, extra: Record<string, unknown> = {}) => sendError(request, reply, code, extra);

      const { pin, subscription: packageId, amountCents: shownPrice } = request.body;
      const key = request.body.idempotencyKey ?? request.headers['idempotency-key'];
      if (!paymentPinSchema.safeParse(pin).success) return fail('PAYMENT_PIN_FORMAT');
      if (!key) return fail('PAYMENT_IDEMPOTENCY_KEY_REQUIRED');
      if (
        request.body.idempotencyKey &&
        request.headers['idempotency-key'] &&
        request.body.idempotencyKey !== request.headers['idempotency-key']
      ) {
        return fail('PAYMENT_IDEMPOTENCY_KEY_REQUIRED');
      }

      // A key already paid answers the same purchase, whatever the PIN or the catalogue say now.
      const existing = await subscriptions.findPurchase(user.id, key);
      if (existing && existing.packageId !== packageId) return fail('PAYMENT_IDEMPOTENCY_KEY_REUSED');
      if (existing?.status === 'paid') {
        await mintPendingCards(app, user.id);
        return reply.code(200).send(await purchaseResult(user, (await subscriptions.purchaseById(existing.id))!, true));
      }

      const wallet = user.exchangeUserId ? user.walletAddressBitkubNext : null;
      if (!wallet) return fail('PAYMENT_WALLET_NOT_LINKED');
      // An order not paid yet is paid at today's offer or not at all.
      const now = app.clock.now();
      const pkg = await subscriptions.offeredPackage(packageId, now);
      if (!pkg) return fail('SUBSCRIPTION_NOT_AVAILABLE');
      if (existing && now >= orderExpiresAt(existing)) return fail('ORDER_EXPIRED');
      if ((shownPrice ?? pkg.priceCents) !== pkg.priceCents || (existing && existing.amountCents !== pkg.priceCents)) {
        return fail('ORDER_PRICE_CHANGED');
      }

      const { row } = await subscriptions.openPurchase({
        userId: user.id,
        packageId: pkg.id,
        idempotencyKey: key,
        amountCents: pkg.priceCents,
        walletAddress: wallet,
        nft: pkg.nftMembershipCard,
        now,
      });
      if (row.packageId !== pkg.id) return fail('PAYMENT_IDEMPOTENCY_KEY_REUSED');

      let paymentId: string;
      try {
        const charge = await app.payments.charge({
          userId: user.id,
          walletAddress: row.walletAddress,
          amountCents: row.amountCents,
          pin,
          idempotencyKey: orderPaymentKey(user.id, key),
          description: `Academy subscription: ${pkg.nameEn} (${pkg.durationDays} days)`,
        });
        paymentId = charge.paymentId;
      } catch (error) {
        if (!(error instanceof PaymentError)) throw error;
        const code = failureCode[error.failure];
        request.log.info(
          { code, failure: error.failure, route: 'POST /client/user-subscription-infos' },
          'payment refused',
        );
        // Unavailable: the charge may have happened; the row stays pending for a retry with the
        // same key, and the reconcile job asks the provider about it later.
        if (error.failure !== 'UNAVAILABLE') await subscriptions.markFailed(row.id, code, app.clock.now());
        return fail(code, { ...error.details });
      }

      const captured = await subscriptions.capture(row, pkg, paymentId, app.clock.now());
      await mintPendingCards(app, user.id);
      const after = (await subscriptions.purchaseById(row.id))!;
      return reply.code(captured ? 201 : 200).send(await purchaseResult(user, after, !captured));
    },
  );
};

export default purchaseRoutes;
