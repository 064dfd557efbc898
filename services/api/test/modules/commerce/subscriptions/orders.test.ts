import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { subscriptionPackages, subscriptionPurchases } from '../../../../src/db/schema/index.ts';
import { PaymentError } from '../../../../src/lib/payment-provider.ts';
import { balance, paymentsOf, RICH, setup } from '../../../support/subscriptions.ts';

const MINUTE = 60_000;

describe('an order (its key) is paid at today’s offer, within 15 minutes, or not at all', () => {
  let t: Awaited<ReturnType<typeof setup>>;
  let token: string;
  const start = new Date('2026-06-01T00:00:00Z');
  before(async () => {
    t = await setup();
    ({ token } = await t.signOn(RICH.id));
  });
  const order = (key: string) =>
    t.app.inject({ method: 'GET', url: `/client/user-subscription-infos/orders/${key}`, headers: { token } });
  const row = async (key: string) =>
    (await t.app.db.select().from(subscriptionPurchases).where(eq(subscriptionPurchases.idempotencyKey, key)))[0]!;
  const price = (cents: number, validUntil: Date | null = null) =>
    t.app.db
      .update(subscriptionPackages)
      .set({ priceCents: cents, validUntil })
      .where(eq(subscriptionPackages.id, t.starter.id));
  const expectCode = (response: { statusCode: number; json(): { code: string } }, status: number, code: string) => {
    assert.equal(response.statusCode, status, JSON.stringify(response.json()));
    assert.equal(response.json().code, code);
  };

  test('GET orders/{key}: 404 before the first try, then the order with until when it may be paid', async () => {
    t.clock.at = start;
    const key = randomUUID();
    assert.equal((await order(key)).statusCode, 404);
    expectCode(await t.buy(token, t.starter, '000000', key), 422, 'PAYMENT_PIN_INVALID');
    const tried = (await order(key)).json();
    assert.equal(tried.status, 'failed');
    assert.equal(tried.expiresAt, new Date(start.getTime() + 15 * MINUTE).toISOString());
    assert.equal(tried.expired, false);
    assert.equal((await t.buy(token, t.starter, RICH.pin, key)).statusCode, 201);
    const paid = (await order(key)).json();
    assert.deepEqual([paid.status, paid.expiresAt, paid.expired, paid.orderKey], ['paid', null, false, key]);
    assert.equal((await order('bad key!')).statusCode, 400);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: `/client/user-subscription-infos/orders/${key}` })).statusCode,
      401,
    );
  });

  test('the price the buyer was shown must be today’s price', async () => {
    t.clock.at = start;
    const before = balance(RICH.wallet);
    expectCode(
      await t.buy(token, t.starter, RICH.pin, randomUUID(), {}, { amountCents: 400 }),
      409,
      'ORDER_PRICE_CHANGED',
    );
    assert.equal(balance(RICH.wallet), before);
    assert.equal((await t.buy(token, t.starter, RICH.pin, randomUUID(), {}, { amountCents: 500 })).statusCode, 201);
  });

  test('an order opened before a price change is refused; a new order pays the new price', async () => {
    t.clock.at = start;
    const key = randomUUID();
    expectCode(await t.buy(token, t.starter, '000000', key), 422, 'PAYMENT_PIN_INVALID');
    await price(700);
    try {
      const before = balance(RICH.wallet);
      expectCode(await t.buy(token, t.starter, RICH.pin, key), 409, 'ORDER_PRICE_CHANGED');
      assert.equal(balance(RICH.wallet), before, 'not charged the old price');
      const fresh = await t.buy(token, t.starter, RICH.pin, randomUUID(), {}, { amountCents: 700 });
      assert.equal(fresh.statusCode, 201, fresh.body);
      assert.equal(fresh.json().purchase.amountCents, 700);
      assert.equal(balance(RICH.wallet), before - 700);
    } finally {
      await price(500);
    }
  });

  test('an order whose package is no longer on offer is refused', async () => {
    t.clock.at = start;
    const key = randomUUID();
    expectCode(await t.buy(token, t.starter, '000000', key), 422, 'PAYMENT_PIN_INVALID');
    await price(500, new Date(start.getTime() - MINUTE));
    try {
      const before = balance(RICH.wallet);
      expectCode(await t.buy(token, t.starter, RICH.pin, key), 404, 'SUBSCRIPTION_NOT_AVAILABLE');
      assert.equal(balance(RICH.wallet), before);
    } finally {
      await price(500);
    }
  });

  test('an order older than 15 minutes is refused (Thai message too)', async () => {
    t.clock.at = start;
    const key = randomUUID();
    expectCode(await t.buy(token, t.starter, '000000', key), 422, 'PAYMENT_PIN_INVALID');
    t.clock.at = new Date(start.getTime() + 15 * MINUTE);
    const before = balance(RICH.wallet);
    const late = await t.buy(token, t.starter, RICH.pin, key, { lang: 'th' });
    expectCode(late, 409, 'ORDER_EXPIRED');
    assert.match(late.json().message, /หมดอายุ/);
    assert.equal(balance(RICH.wallet), before);
    assert.equal((await order(key)).json().expired, true);
  });

  test('the reconcile job captures a charge whose answer was lost, once', async () => {
    t.clock.at = start;
    const key = randomUUID();
    const before = balance(RICH.wallet);
    const real = t.app.payments.charge;
    t.app.payments.charge = async (input) => {
      await real(input);
      throw new PaymentError('UNAVAILABLE', 'connection reset');
    };
    try {
      expectCode(await t.buy(token, t.starter, RICH.pin, key), 503, 'PAYMENT_FAILED');
    } finally {
      t.app.payments.charge = real;
    }
    assert.equal((await row(key)).status, 'pending');
    assert.equal((await t.app.reconcilePurchases()).captured, 0, 'too fresh: a charge may still be in flight');
    t.clock.at = new Date(start.getTime() + 3 * MINUTE);
    const lookups = t.app.payments.findCharge;
    t.app.payments.findCharge = async () => {
      throw new PaymentError('UNAVAILABLE', 'down');
    };
    try {
      assert.equal((await t.app.reconcilePurchases()).captured, 0, 'the provider down: asked again later');
    } finally {
      t.app.payments.findCharge = lookups;
    }
    assert.equal((await row(key)).status, 'pending');
    const summary = await t.app.reconcilePurchases();
    assert.equal(summary.captured, 1);
    const settled = await row(key);
    assert.equal(settled.status, 'paid');
    assert.ok(settled.userSubscriptionId, 'the period is granted');
    assert.equal((await t.app.reconcilePurchases()).captured, 0);
    assert.equal(balance(RICH.wallet), before - 500, 'charged once');
    // The buyer's own retry now answers the same purchase.
    const retry = await t.buy(token, t.starter, RICH.pin, key);
    assert.equal(retry.statusCode, 200);
    assert.equal(retry.json().replayed, true);
  });

  test('two replicas reconciling at once ask the provider about each pending purchase once', async () => {
    t.clock.at = start;
    const keys = [randomUUID(), randomUUID(), randomUUID()];
    const real = t.app.payments.charge;
    t.app.payments.charge = async (input) => {
      await real(input);
      throw new PaymentError('UNAVAILABLE', 'connection reset');
    };
    try {
      for (const key of keys) expectCode(await t.buy(token, t.starter, RICH.pin, key), 503, 'PAYMENT_FAILED');
    } finally {
      t.app.payments.charge = real;
    }
    t.clock.at = new Date(start.getTime() + 3 * MINUTE);
    const asked: string[] = [];
    const lookups = t.app.payments.findCharge;
    t.app.payments.findCharge = async (input) => {
      asked.push(input.idempotencyKey);
      // a slow provider: the other run starts while this one is asking
      await new Promise((resolve) => setTimeout(resolve, 50));
      return lookups(input);
    };
    try {
      const runs = await Promise.all([t.app.reconcilePurchases(), t.app.reconcilePurchases()]);
      assert.equal(runs[0]!.captured + runs[1]!.captured, 3);
      assert.equal(runs[0]!.checked + runs[1]!.checked, 3, JSON.stringify(runs));
    } finally {
      t.app.payments.findCharge = lookups;
    }
    assert.equal(asked.length, 3, 'each purchase asked about once');
    assert.equal(new Set(asked).size, 3);
    for (const key of keys) assert.equal((await row(key)).status, 'paid');
  });

  test('a lost try that never charged expires once no retry can charge it', async () => {
    t.clock.at = start;
    const key = randomUUID();
    const payments = paymentsOf(RICH.wallet);
    const real = t.app.payments.charge;
    t.app.payments.charge = async () => {
      throw new PaymentError('UNAVAILABLE', 'timeout before the provider saw it');
    };
    try {
      expectCode(await t.buy(token, t.starter, RICH.pin, key), 503, 'PAYMENT_FAILED');
    } finally {
      t.app.payments.charge = real;
    }
    t.clock.at = new Date(start.getTime() + 10 * MINUTE);
    assert.deepEqual(await t.app.reconcilePurchases(), { checked: 1, captured: 0, expired: 0 });
    t.clock.at = new Date(start.getTime() + 17 * MINUTE);
    assert.equal((await t.app.reconcilePurchases()).expired, 1);
    const expired = await row(key);
    assert.deepEqual([expired.status, expired.failureCode], ['failed', 'ORDER_EXPIRED']);
    assert.equal(paymentsOf(RICH.wallet), payments);
    expectCode(await t.buy(token, t.starter, RICH.pin, key), 409, 'ORDER_EXPIRED');
  });
});
