import type { FastifyInstance } from 'fastify';
import { orderPaymentKey, PaymentError } from '../../../lib/payment-provider.ts';
import { orderExpiresAt, type SubscriptionPurchaseRow } from './repository.ts';
import { mintPendingCards } from './membership-cards.ts';

/** A pending purchase is asked about once nothing has touched it for this long (a charge in flight ends sooner). */
export const RECONCILE_AFTER_MS = 2 * 60_000;
/**
 * How long a run holds the purchases it claimed: longer than it can take (a provider call each,
 * 10 s at most, and a capture), so no other replica's run asks about them meanwhile.
 */
export const RECONCILE_LEASE_MS = 10 * 60_000;

export interface ReconcileSummary {
  checked: number;
  captured: number;
  expired: number;
}

/**
 * Settles purchases left `pending` when the provider's answer was lost (the charge may or may not
 * have happened): the provider is asked for the charge under the order's key. Charged: the
 * purchase is captured (the period granted once, as the buyer's own retry would) and its card
 * minted. Not charged and the order has expired (no retry can charge it any more): the purchase
 * fails with ORDER_EXPIRED. The provider unreachable: asked again on a next run. Each run claims
 * its purchases (and gives back what stays pending), so replicas running it at once never ask
 * about the same purchase twice.
 */
export async function reconcilePurchases(app: FastifyInstance, limit = 20): Promise<ReconcileSummary> {
  const { subscriptions } = app.repositories;
  const summary: ReconcileSummary = { checked: 0, captured: 0, expired: 0 };
  const now = app.clock.now();
  const claimed = await subscriptions.claimPendingSince(
    new Date(now.getTime() - RECONCILE_AFTER_MS),
    limit,
    now,
    RECONCILE_LEASE_MS,
  );
  for (const row of claimed) {
    summary.checked += 1;
    try {
      await settle(app, row, now, summary);
    } finally {
      // whatever stays pending is given back at once, for a next run to ask again
      await subscriptions.releaseReconcileClaim(row.id);
    }
  }
  return summary;
}

/** Asks the provider about one claimed purchase and captures or expires it. */
async function settle(app: FastifyInstance, row: SubscriptionPurchaseRow, now: Date, summary: ReconcileSummary) {
  const { subscriptions } = app.repositories;
  let charge: { paymentId: string } | null;
  try {
    charge = await app.payments.findCharge({
      walletAddress: row.walletAddress,
      idempotencyKey: orderPaymentKey(row.userId, row.idempotencyKey),
    });
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    app.log.warn({ code: 'RECONCILE_PROVIDER_UNAVAILABLE', purchase: row.id }, 'purchase reconcile deferred');
    return;
  }
  if (charge) {
    const pkg = await subscriptions.packageById(row.packageId);
    if (!pkg) return;
    if (await subscriptions.capture(row, pkg, charge.paymentId, app.clock.now())) summary.captured += 1;
    await mintPendingCards(app, row.userId);
    app.log.info({ code: 'PURCHASE_RECONCILED', purchase: row.id }, 'lost charge captured');
  } else if (now.getTime() >= orderExpiresAt(row).getTime() + RECONCILE_AFTER_MS) {
    await subscriptions.markFailed(row.id, 'ORDER_EXPIRED', app.clock.now());
    summary.expired += 1;
    app.log.info({ code: 'ORDER_EXPIRED', purchase: row.id }, 'unpaid order expired');
  }
}
