import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { balance, NOK, paymentsOf, POOR, RICH, setup, state } from '../../../support/subscriptions.ts';
import { subscriptionPurchases } from '../../../../src/db/schema/index.ts';

describe('POST /client/user-subscription-infos: the wallet PIN', () => {
  let t: Awaited<ReturnType<typeof setup>>;
  before(async () => {
    t = await setup();
  });

  test('wrong PIN (remaining attempts), then the right PIN with the same order: paid once', async () => {
    const { token, user } = await t.signOn(POOR.id);
    // the poor wallet cannot pay $5: top it up in the sandbox for this test
    state.wallet(POOR.wallet).usdCents = 2_000;
    const key = randomUUID();
    const wrong = await t.buy(token, t.starter, '000000', key);
    assert.equal(wrong.statusCode, 422, wrong.body);
    assert.deepEqual(wrong.json(), {
      statusCode: 422,
      code: 'PAYMENT_PIN_INVALID',
      message: 'The PIN is incorrect. Please try again.',
      remainingAttempts: 2,
    });
    const [failed] = await t.app.db
      .select()
      .from(subscriptionPurchases)
      .where(eq(subscriptionPurchases.idempotencyKey, key));
    assert.equal(failed?.status, 'failed');
    assert.equal(failed?.failureCode, 'PAYMENT_PIN_INVALID');
    assert.equal((await t.detail(token)).json().active, false);
    assert.equal(balance(POOR.wallet), 2_000);

    const right = await t.buy(token, t.starter, POOR.pin, key);
    assert.equal(right.statusCode, 201, right.body);
    assert.equal(right.json().purchase.status, 'paid');
    assert.equal(balance(POOR.wallet), 1_500);
    assert.equal((await t.periods(user.id)).length, 1);

    // insufficient funds: catalogued, localized, nothing granted
    state.wallet(POOR.wallet).usdCents = 300;
    const poor = await t.buy(token, t.pro, POOR.pin, randomUUID(), { lang: 'th' });
    assert.equal(poor.statusCode, 402, poor.body);
    assert.equal(poor.json().code, 'PAYMENT_INSUFFICIENT_FUNDS');
    assert.equal(poor.json().message, 'ยอดเงินในกระเป๋าเงินของคุณไม่พอสำหรับแพ็กเกจนี้');
    assert.equal((await t.periods(user.id)).length, 1);
  });

  test('three wrong PINs lock payment for 15 minutes: even the right PIN is refused, nothing charged', async () => {
    const { token, user } = await t.signOn(NOK.id);
    const before = balance(NOK.wallet);
    const codes: Array<[number, string, number | undefined]> = [];
    for (let i = 0; i < 3; i += 1) {
      const r = await t.buy(token, t.starter, '999999');
      codes.push([r.statusCode, r.json().code, r.json().remainingAttempts]);
    }
    assert.deepEqual(codes, [
      [422, 'PAYMENT_PIN_INVALID', 2],
      [422, 'PAYMENT_PIN_INVALID', 1],
      [423, 'PAYMENT_PIN_LOCKED', undefined],
    ]);
    const locked = await t.buy(token, t.starter, NOK.pin);
    assert.equal(locked.statusCode, 423);
    assert.equal(locked.json().message, 'Too many wrong PINs. Payment is locked for 15 minutes.');
    const until = new Date(locked.json().lockedUntil).getTime();
    assert.ok(until - Date.now() > 14 * 60 * 1000 && until - Date.now() <= 15 * 60 * 1000);
    assert.equal(balance(NOK.wallet), before);
    assert.equal((await t.periods(user.id)).length, 0);
  });

  test('the PIN must be exactly 6 digits: 400 with a localized message, no charge', async () => {
    const { token } = await t.signOn(RICH.id);
    const payments = paymentsOf(RICH.wallet);
    for (const pin of ['12345', '1234567', 'abcdef', '12 456', '', '１２３４５６']) {
      const r = await t.buy(token, t.starter, pin);
      assert.equal(r.statusCode, 400, `${pin}: ${r.body}`);
      assert.equal(r.json().code, 'PAYMENT_PIN_FORMAT');
      assert.equal(r.json().message, 'The PIN must be exactly 6 digits.');
    }
    const th = await t.buy(token, t.starter, '123', randomUUID(), { lang: 'th' });
    assert.equal(th.json().message, 'PIN ต้องเป็นตัวเลข 6 หลักเท่านั้น');
    const nul = await t.buy(token, t.starter, '123\u0000456');
    assert.equal(nul.statusCode, 400);
    assert.equal(paymentsOf(RICH.wallet), payments);
  });
});
