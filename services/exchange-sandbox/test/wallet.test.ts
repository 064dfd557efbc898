import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { PIN_LOCK_MS } from '../src/state.js';
import { NFT_CONTRACT_ADDRESS, REJECTING_ADDRESS, seedUsers, treasury } from '../src/users.js';
import { basic, bearer, makeApp, tokenFor } from './helpers.js';

const SOMCHAI = '0x1001a11ce0000000000000000000000000001001';
const NOK = '0x1003c0de00000000000000000000000000001003';

describe('wallet', () => {
  let app: FastifyInstance;
  let clock: number;
  let token: string;
  const pay = (body: Record<string, unknown>, t = token) =>
    app.inject({ method: 'POST', url: '/wallet/v1/payments', headers: bearer(t), payload: body });
  const order = (extra: Record<string, unknown> = {}) => ({
    amountCents: 500,
    description: 'Starter package',
    pin: '123456',
    idempotencyKey: `k-${Math.random()}`,
    ...extra,
  });
  const balance = async (t = token) => (await app.inject({ url: '/wallet/v1/balance', headers: bearer(t) })).json();

  beforeEach(async () => {
    clock = Date.parse('2026-01-01T00:00:00Z');
    app = makeApp({ now: () => clock });
    await app.ready();
    token = (await tokenFor(app, 'exu_1001')).access_token;
  });
  afterEach(() => app.close());

  it('seeds valid, distinct wallet addresses', () => {
    const all = [
      ...seedUsers.map((u) => u.walletAddress).filter(Boolean),
      treasury.walletAddress,
      REJECTING_ADDRESS,
      NFT_CONTRACT_ADDRESS,
    ];
    for (const a of all) assert.match(a!, /^0x[0-9a-fA-F]{40}$/);
    assert.equal(new Set(all).size, all.length);
  });

  it('shows the balance to the user (bearer) and to the client (Basic)', async () => {
    assert.deepEqual(await balance(), { walletAddress: SOMCHAI, kkub: 250, usdCents: 100000 });
    const s2s = await app.inject({ url: `/wallet/v1/wallets/${SOMCHAI}/balance`, headers: { authorization: basic() } });
    assert.equal(s2s.statusCode, 200);
    assert.equal(s2s.json().usdCents, 100000);
    const noAuth = await app.inject({ url: `/wallet/v1/wallets/${SOMCHAI}/balance` });
    assert.equal(noAuth.statusCode, 401);
    assert.equal(noAuth.json().code, 'CLIENT_UNAUTHORIZED');
    const wrong = await app.inject({
      url: `/wallet/v1/wallets/${SOMCHAI}/balance`,
      headers: { authorization: basic('academy', 'x') },
    });
    assert.equal(wrong.statusCode, 401);
    const userToken = await app.inject({ url: `/wallet/v1/wallets/${SOMCHAI}/balance`, headers: bearer(token) });
    assert.equal(userToken.statusCode, 401, 'a user bearer is not client credentials');
    const unknown = await app.inject({
      url: `/wallet/v1/wallets/0x${'9'.repeat(40)}/balance`,
      headers: { authorization: basic() },
    });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().code, 'WALLET_NOT_FOUND');
  });

  it('pays with the correct PIN and debits the wallet', async () => {
    const res = await pay(order());
    assert.equal(res.statusCode, 201, res.body);
    const p = res.json();
    assert.match(p.paymentId, /^pay_/);
    assert.equal(p.status, 'completed');
    assert.equal(p.amountCents, 500);
    assert.equal(p.balanceCents, 99500);
    assert.equal(p.walletAddress, SOMCHAI);
    assert.equal((await balance()).usdCents, 99500);
    const t = await app.inject({ url: '/wallet/v1/treasury', headers: { authorization: basic() } });
    assert.equal(t.json().usdCents, 500);
  });

  it('counts wrong PINs down, locks after 3 for 15 minutes, then unlocks', async () => {
    const first = await pay(order({ pin: '000000' }));
    assert.equal(first.statusCode, 422);
    assert.deepEqual(first.json(), {
      statusCode: 422,
      code: 'PIN_INVALID',
      message: 'The PIN is incorrect.',
      remainingAttempts: 2,
    });
    const second = await pay(order({ pin: '000001' }));
    assert.equal(second.json().remainingAttempts, 1);
    const third = await pay(order({ pin: '000002' }));
    assert.equal(third.statusCode, 423);
    assert.equal(third.json().code, 'PIN_LOCKED');
    assert.equal(third.json().until, new Date(clock + PIN_LOCK_MS).toISOString());

    const correctWhileLocked = await pay(order());
    assert.equal(correctWhileLocked.statusCode, 423, 'even the right PIN is refused while locked');
    assert.equal((await balance()).usdCents, 100000, 'nothing was charged');

    clock += PIN_LOCK_MS - 1;
    assert.equal((await pay(order())).statusCode, 423);
    clock += 1;
    const after = await pay(order({ pin: '999999' }));
    assert.equal(after.statusCode, 422);
    assert.equal(after.json().remainingAttempts, 2, 'the count starts again after the lock');
    assert.equal((await pay(order())).statusCode, 201);
  });

  it('a correct PIN resets the wrong-PIN count', async () => {
    await pay(order({ pin: '000000' }));
    await pay(order({ pin: '000000' }));
    assert.equal((await pay(order())).statusCode, 201);
    const res = await pay(order({ pin: '000000' }));
    assert.equal(res.json().remainingAttempts, 2);
  });

  it('the lock is per wallet', async () => {
    for (const pin of ['000000', '000001', '000002']) await pay(order({ pin }));
    const nok = (await tokenFor(app, 'exu_1003')).access_token;
    assert.equal((await pay(order({ pin: '111111' }), nok)).statusCode, 201);
  });

  it('refuses a payment above the balance and charges nothing', async () => {
    const suda = (await tokenFor(app, 'exu_1002')).access_token;
    const res = await pay(order({ pin: '654321', amountCents: 500 }), suda);
    assert.equal(res.statusCode, 402);
    assert.equal(res.json().code, 'INSUFFICIENT_BALANCE');
    assert.equal(res.json().balanceCents, 300);
    assert.equal((await balance(suda)).usdCents, 300);
    assert.equal(
      (await pay(order({ pin: '654321', amountCents: 300 }), suda)).statusCode,
      201,
      'exact balance is enough',
    );
    assert.equal((await balance(suda)).usdCents, 0);
  });

  it('replays an idempotency key without charging twice; a different body with the key is a conflict', async () => {
    const body = order({ idempotencyKey: 'order-77' });
    const first = await pay(body);
    assert.equal(first.statusCode, 201);
    assert.equal(first.headers['idempotent-replayed'], 'false');
    const replay = await pay(body);
    assert.equal(replay.statusCode, 200);
    assert.equal(replay.headers['idempotent-replayed'], 'true');
    assert.deepEqual(replay.json(), first.json());
    assert.equal((await balance()).usdCents, 99500, 'charged once');
    const conflict = await pay({ ...body, amountCents: 900 });
    assert.equal(conflict.statusCode, 409);
    assert.equal(conflict.json().code, 'IDEMPOTENCY_KEY_REUSED');
    assert.equal((await balance()).usdCents, 99500);
  });

  it('a failed payment does not consume its idempotency key', async () => {
    const body = order({ idempotencyKey: 'order-78' });
    assert.equal((await pay({ ...body, pin: '000000' })).statusCode, 422);
    assert.equal((await pay(body)).statusCode, 201);
  });

  it('validates the payment body', async () => {
    const cases: Record<string, unknown>[] = [
      order({ pin: '12345' }),
      order({ pin: '1234567' }),
      order({ pin: 'abcdef' }),
      order({ pin: 123456 }),
      order({ amountCents: 0 }),
      order({ amountCents: -5 }),
      order({ amountCents: 1.5 }),
      order({ description: '' }),
      order({ idempotencyKey: '' }),
      { amountCents: 500, pin: '123456' },
    ];
    for (const c of cases) {
      const res = await pay(c);
      assert.equal(res.statusCode, 400, JSON.stringify(c));
      assert.equal(res.json().code, 'VALIDATION_ERROR');
    }
    assert.equal((await balance()).usdCents, 100000);
    const invalidPinFormatDoesNotCount = await pay(order({ pin: '000000' }));
    assert.equal(invalidPinFormatDoesNotCount.json().remainingAttempts, 2);
  });

  it('a user without a wallet gets WALLET_NOT_FOUND', async () => {
    const alex = (await tokenFor(app, 'exu_1004')).access_token;
    const res = await pay(order(), alex);
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().code, 'WALLET_NOT_FOUND');
  });

  it('server-to-server payment needs client credentials and the user PIN', async () => {
    const url = `/wallet/v1/wallets/${NOK}/payments`;
    const noAuth = await app.inject({ method: 'POST', url, payload: order({ pin: '111111' }) });
    assert.equal(noAuth.statusCode, 401);
    const wrongPin = await app.inject({ method: 'POST', url, headers: { authorization: basic() }, payload: order() });
    assert.equal(wrongPin.statusCode, 422);
    const paid = order({ pin: '111111' });
    const ok = await app.inject({ method: 'POST', url, headers: { authorization: basic() }, payload: paid });
    assert.equal(ok.statusCode, 201);
    assert.equal(ok.json().balanceCents, 4500);
    // Reconciliation: the payment under a key, only with client credentials; an unused key is 404.
    const lookup = (key: string, authorization = basic()) =>
      app.inject({ url: `${url}?idempotencyKey=${encodeURIComponent(key)}`, headers: { authorization } });
    const found = await lookup(paid.idempotencyKey);
    assert.equal(found.statusCode, 200, found.body);
    assert.equal(found.json().paymentId, ok.json().paymentId);
    assert.equal((await lookup('never-used-key')).json().code, 'PAYMENT_NOT_FOUND');
    assert.equal((await lookup('never-used-key')).statusCode, 404);
    assert.equal((await lookup(paid.idempotencyKey, 'Basic eDp5')).statusCode, 401);
  });
});
