import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { createSession, createUser } from '../../../support/factories.ts';
import { testDbKind } from '../../../support/database.ts';
import { balance, DAY, NO_WALLET, paymentsOf, RICH, setup, state } from '../../../support/subscriptions.ts';
import { subscriptionPurchases } from '../../../../src/db/schema/index.ts';
import { PaymentError } from '../../../../src/lib/payment-provider.ts';

describe('POST /client/user-subscription-infos against the real exchange sandbox', () => {
  let t: Awaited<ReturnType<typeof setup>>;
  before(async () => {
    t = await setup();
  });

  test('happy path: charges the wallet once, grants the period, opens exclusive articles, mints no card for a plain package', async () => {
    const { token, user } = await t.signOn(RICH.id);
    const before = balance(RICH.wallet);
    const response = await t.buy(token, t.starter, RICH.pin);
    assert.equal(response.statusCode, 201, response.body);
    const body = response.json();
    assert.equal(body.replayed, false);
    assert.equal(body.purchase.status, 'paid');
    assert.equal(body.purchase.amountCents, 500);
    assert.deepEqual(body.purchase.packageName, { en: 'Starter', th: 'สตาร์ทเตอร์' });
    assert.match(body.purchase.paymentId, /^pay_/);
    assert.equal(body.purchase.nftStatus, 'none');
    assert.equal(body.purchase.period.startDay, '2026-06-01T00:00:00.000Z');
    assert.equal(body.purchase.period.endDay, '2026-07-01T00:00:00.000Z');
    assert.equal(body.subscription.active, true);
    assert.equal(body.subscription.totalMainQuiz, 20);
    assert.equal(body.subscription.totalHint, 10);
    assert.equal(body.subscription.nftCard, null);
    assert.equal(balance(RICH.wallet), before - 500);
    assert.equal(state.treasury.usdCents >= 500, true);
    assert.equal(await t.app.repositories.entitlements.hasExclusiveAccess(user.id, t.clock.at), true);
    const me = await t.app.inject({ method: 'POST', url: '/client/user-clients/me', headers: { token } });
    assert.equal(me.json().subscription.active, true);
  });

  test('buying again extends: the new period starts at the current end, allowances add up', async () => {
    const { token, user } = await t.signOn(RICH.id);
    const startEnd = (await t.detail(token)).json().endDay as string;
    t.clock.at = new Date('2026-06-10T00:00:00Z');
    const second = await t.buy(token, t.pro, RICH.pin);
    assert.equal(second.statusCode, 201, second.body);
    const end = new Date(new Date(startEnd).getTime() + 90 * DAY).toISOString();
    assert.equal(second.json().purchase.period.startDay, startEnd);
    assert.equal(second.json().purchase.period.endDay, end);
    const info = (await t.detail(token)).json();
    assert.equal(info.startDay, '2026-06-01T00:00:00.000Z');
    assert.equal(info.endDay, end);
    assert.equal(info.totalMainQuiz, 20 + 75);
    assert.equal(info.totalHint, 10 + 40);
    assert.equal(info.remainingHint, 50);
    assert.equal(info.nftMembershipCard, true);
    assert.equal((await t.periods(user.id)).length, 2);
    const all = await t.app.inject({
      method: 'GET',
      url: '/client/user-subscription-infos/detail-all-subscription',
      headers: { token },
    });
    assert.deepEqual(
      all.json().map((p: { packageSlug: string; active: boolean }) => [p.packageSlug, p.active]),
      [
        ['pro', false],
        ['starter', true],
      ],
    );
    t.clock.at = new Date('2026-06-01T00:00:00Z');
  });

  test('the NFT package mints a membership card to the wallet; the detail shows it', async () => {
    const { token } = await t.signOn(RICH.id);
    const info = (await t.detail(token)).json();
    assert.equal(info.nftCard.status, 'minted');
    assert.match(info.nftCard.tokenId, /^\d+$/);
    assert.equal(info.nftCard.walletAddress, RICH.wallet);
    assert.equal(info.nftCard.holder, 'Somchai Jaidee');
    assert.equal(info.nftCard.packageName, 'Pro');
    assert.equal(info.nftCard.validUntil, info.endDay);
    const minted = state.nftsOf(RICH.wallet);
    assert.equal(minted.length, 1);
    assert.equal(minted[0]!.tokenId, info.nftCard.tokenId);
    assert.equal(minted[0]!.tier, 'pro');
    // reading again mints nothing more
    await t.detail(token);
    assert.equal(state.nftsOf(RICH.wallet).length, 1);
  });

  test('the same idempotency key twice (body or header): one charge, one period, the same purchase', async () => {
    const { token, user } = await t.signOn(RICH.id);
    const key = randomUUID();
    const before = balance(RICH.wallet);
    const periodsBefore = (await t.periods(user.id)).length;
    const first = await t.buy(token, t.starter, RICH.pin, key);
    assert.equal(first.statusCode, 201, first.body);
    const again = await t.buy(token, t.starter, RICH.pin, null, { 'idempotency-key': key });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.json().replayed, true);
    assert.deepEqual(again.json().purchase, first.json().purchase);
    // a replay of a paid order does not even need the PIN again
    const wrongPinReplay = await t.buy(token, t.starter, '000000', key);
    assert.equal(wrongPinReplay.statusCode, 200);
    assert.equal(balance(RICH.wallet), before - 500);
    assert.equal((await t.periods(user.id)).length, periodsBefore + 1);
    // the key belongs to this order: another package under it is refused
    const reused = await t.buy(token, t.pro, RICH.pin, key);
    assert.equal(reused.statusCode, 409);
    assert.equal(reused.json().code, 'PAYMENT_IDEMPOTENCY_KEY_REUSED');
    assert.equal(balance(RICH.wallet), before - 500);
  });

  test('a crash between charge and grant: the retry with the same key charges once and grants once', async () => {
    const { token, user } = await t.signOn(RICH.id);
    const key = randomUUID();
    const before = balance(RICH.wallet);
    const payments = paymentsOf(RICH.wallet);
    const periodsBefore = (await t.periods(user.id)).length;
    const real = t.app.payments.charge;
    t.app.payments.charge = async (input) => {
      await real(input); // the provider charged ...
      throw new PaymentError('UNAVAILABLE', 'connection reset'); // ... but the answer was lost
    };
    try {
      const lost = await t.buy(token, t.starter, RICH.pin, key);
      assert.equal(lost.statusCode, 503, lost.body);
      assert.equal(lost.json().code, 'PAYMENT_FAILED');
    } finally {
      t.app.payments.charge = real;
    }
    const [pending] = await t.app.db
      .select()
      .from(subscriptionPurchases)
      .where(eq(subscriptionPurchases.idempotencyKey, key));
    assert.equal(pending?.status, 'pending');
    assert.equal((await t.periods(user.id)).length, periodsBefore);
    assert.equal(balance(RICH.wallet), before - 500);

    const retry = await t.buy(token, t.starter, RICH.pin, key);
    assert.equal(retry.statusCode, 201, retry.body);
    assert.equal(retry.json().purchase.status, 'paid');
    assert.equal(balance(RICH.wallet), before - 500);
    assert.equal(paymentsOf(RICH.wallet), payments + 1);
    assert.equal((await t.periods(user.id)).length, periodsBefore + 1);
  });

  test('the site may send the order key as a header (CORS preflight allows Idempotency-Key)', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/client/user-subscription-infos',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key,token,lang',
      },
    });
    assert.equal(preflight.statusCode, 204);
    assert.match(String(preflight.headers['access-control-allow-headers']), /Idempotency-Key/i);
  });

  test('refusals: no order key, unknown or expired package, bad input, not signed in', async () => {
    const { token } = await t.signOn(RICH.id);
    const noKey = await t.buy(token, t.starter, RICH.pin, null);
    assert.equal(noKey.statusCode, 400);
    assert.equal(noKey.json().code, 'PAYMENT_IDEMPOTENCY_KEY_REQUIRED');
    const badKey = await t.buy(token, t.starter, RICH.pin, 'x'.repeat(101));
    assert.equal(badKey.statusCode, 400);
    const expired = await t.buy(token, t.expired, RICH.pin);
    assert.equal(expired.statusCode, 404);
    assert.equal(expired.json().code, 'SUBSCRIPTION_NOT_AVAILABLE');
    const unknown = await t.buy(token, { ...t.starter, id: 999_999 }, RICH.pin);
    assert.equal(unknown.json().code, 'SUBSCRIPTION_NOT_AVAILABLE');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/client/user-subscription-infos',
      headers: { token },
      payload: { subscription: 1e12, pin: RICH.pin, idempotencyKey: randomUUID() },
    });
    assert.equal(huge.statusCode, 400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/client/user-subscription-infos',
      payload: { subscription: t.starter.id, pin: RICH.pin, idempotencyKey: randomUUID() },
    });
    assert.equal(anonymous.statusCode, 401);
  });

  test('no linked exchange wallet: a clear localized error telling the user to link it', async () => {
    const local = await createUser(t.app);
    const { token } = await createSession(t.app, local);
    const r = await t.buy(token, t.starter, '123456');
    assert.equal(r.statusCode, 409, r.body);
    assert.equal(r.json().code, 'PAYMENT_WALLET_NOT_LINKED');
    assert.equal(r.json().message, 'Link your exchange account in your profile to pay with your wallet.');
    const noWallet = await t.signOn(NO_WALLET.id);
    const th = await t.buy(noWallet.token, t.starter, '123456', randomUUID(), { lang: 'th' });
    assert.equal(th.statusCode, 409);
    assert.equal(th.json().code, 'PAYMENT_WALLET_NOT_LINKED');
    assert.match(th.json().message, /เชื่อมบัญชี/);
  });
});

describe('membership card mint failures never lose the purchase', () => {
  test('a failed mint is shown as failed and minted on the next read', async () => {
    const t = await setup();
    const { token } = await t.signOn(RICH.id);
    const realMint = t.app.payments.mintMembership;
    t.app.payments.mintMembership = async () => {
      throw new PaymentError('UNAVAILABLE', 'sandbox down');
    };
    const before = state.nftsOf(RICH.wallet).length;
    const bought = await t.buy(token, t.pro, RICH.pin);
    assert.equal(bought.statusCode, 201, bought.body);
    assert.equal(bought.json().purchase.status, 'paid');
    assert.equal(bought.json().purchase.nftStatus, 'failed');
    assert.equal(bought.json().subscription.active, true);
    assert.equal(bought.json().subscription.nftCard.status, 'failed');
    t.app.payments.mintMembership = realMint;

    const info = (await t.detail(token)).json();
    assert.equal(info.nftCard.status, 'minted');
    assert.ok(info.nftCard.tokenId);
    assert.equal(state.nftsOf(RICH.wallet).length, before + 1);
  });
});

describe('concurrent purchases (PostgreSQL)', () => {
  test(
    '10 parallel purchases with the same key: one charge, one period, one purchase',
    { skip: testDbKind() !== 'postgres' && 'PGlite runs transactions one at a time; this needs TEST_DB=postgres' },
    async () => {
      const t = await setup();
      const { token, user } = await t.signOn(RICH.id);
      const key = randomUUID();
      const before = balance(RICH.wallet);
      const payments = paymentsOf(RICH.wallet);
      const responses = await Promise.all(Array.from({ length: 10 }, () => t.buy(token, t.starter, RICH.pin, key)));
      assert.deepEqual(
        responses.map((r) => r.statusCode).sort(),
        [200, 200, 200, 200, 200, 200, 200, 200, 200, 201],
        responses.map((r) => r.body).join('\n'),
      );
      assert.equal(new Set(responses.map((r) => r.json().purchase.id)).size, 1);
      assert.equal(balance(RICH.wallet), before - 500);
      assert.equal(paymentsOf(RICH.wallet), payments + 1);
      assert.equal((await t.periods(user.id)).length, 1);
      assert.equal(
        (await t.app.db.select().from(subscriptionPurchases).where(eq(subscriptionPurchases.userId, user.id))).length,
        1,
      );
    },
  );
});
