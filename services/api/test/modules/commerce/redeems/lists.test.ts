import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../support/app.ts';
import { fakeClock } from '../../../support/accounts.ts';
import { createRedeemer, createReward } from '../../../support/redeem.ts';

const address = {
  name: 'Somchai',
  surname: 'Jaidee',
  phoneNumber: '081-234-5678',
  address: '99/1 Sukhumvit Road',
  province: 'Bangkok',
  postcode: '10110',
};

describe('redeem lists, trackings and points history', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
    fakeClock(app, new Date('2026-06-10T03:00:00Z'));
  });
  const submit = (rewardId: number, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: `/client/redeems/${rewardId}/submit`, headers });

  test('redeems-available: quota for visitors; times left, per-day left and affordability for a user', async () => {
    const kkub = await createReward(app, {
      pointCost: 100,
      totalQuota: 5,
      perUserLimit: 3,
      perDayLimit: 2,
      ranking: -2,
    });
    const open = await createReward(app, { type: 'physical', pointCost: 900, amountKkub: null, ranking: -1 });
    await createReward(app, { active: false, ranking: -3 });
    const visitor = await app.inject({ method: 'GET', url: '/client/redeems-available' });
    assert.equal(visitor.statusCode, 200);
    const [first, second] = visitor.json();
    assert.equal(first.id, kkub.id);
    assert.equal(second.id, open.id);
    assert.deepEqual(
      [first.remaining, first.timesLeft, first.perDayLeft, first.affordable, first.amountKkub],
      [5, null, null, null, 1],
    );
    assert.equal(visitor.json().length, 2);

    const { headers } = await createRedeemer(app, { points: 250 });
    assert.equal((await submit(kkub.id, headers)).statusCode, 200);
    const mine = await app.inject({ method: 'GET', url: '/client/redeems-available', headers });
    const [a, b] = mine.json();
    assert.deepEqual([a.remaining, a.timesLeft, a.perDayLeft, a.affordable], [4, 2, 1, true]);
    assert.deepEqual([b.timesLeft, b.perDayLeft, b.affordable], [null, null, false]);
    assert.deepEqual(a.name, { en: kkub.nameEn, th: kkub.nameTh });
  });

  test('redeem-histories and reward-trackings-user list only the user’s own, newest first', async () => {
    const reward = await createReward(app, { pointCost: 100 });
    const shirt = await createReward(app, { type: 'physical', pointCost: 100, amountKkub: null });
    const me = await createRedeemer(app, { points: 500 });
    const other = await createRedeemer(app, { points: 500 });
    const first = (await submit(reward.id, me.headers)).json();
    const second = (await submit(shirt.id, me.headers)).json();
    await submit(reward.id, other.headers);

    const history = await app.inject({ method: 'GET', url: '/client/redeem-histories', headers: me.headers });
    assert.equal(history.statusCode, 200);
    assert.deepEqual(
      history.json().map((row: { id: number; status: string }) => [row.id, row.status]),
      [
        [second.redeem.id, 'waiting-address'],
        [first.redeem.id, 'pending'],
      ],
    );
    const paged = await app.inject({
      method: 'GET',
      url: '/client/redeem-histories?_start=1&_limit=1',
      headers: me.headers,
    });
    assert.deepEqual(
      paged.json().map((row: { id: number }) => row.id),
      [first.redeem.id],
    );
    const trackings = await app.inject({ method: 'GET', url: '/client/reward-trackings-user', headers: me.headers });
    assert.deepEqual(
      trackings.json().map((row: { id: number }) => row.id),
      [second.tracking.id, first.tracking.id],
    );
    assert.equal((await app.inject({ method: 'GET', url: '/client/redeem-histories' })).statusCode, 401);
    assert.equal((await app.inject({ method: 'GET', url: '/client/reward-trackings-user' })).statusCode, 401);
  });

  test('GET and PUT /client/reward-trackings/{id}: only one’s own, the address only while waiting', async () => {
    const shirt = await createReward(app, { type: 'physical', pointCost: 100, amountKkub: null });
    const kkub = await createReward(app, { pointCost: 100 });
    const me = await createRedeemer(app, { points: 500 });
    const other = await createRedeemer(app, { points: 500 });
    const { tracking } = (await submit(shirt.id, me.headers)).json();
    const url = `/client/reward-trackings/${tracking.id}`;

    assert.equal((await app.inject({ method: 'GET', url, headers: other.headers })).statusCode, 404);
    const put = (headers: Record<string, string>, payload: unknown) =>
      app.inject({ method: 'PUT', url, headers, payload: payload as object });
    assert.equal((await put(other.headers, address)).statusCode, 404);
    assert.equal((await put(me.headers, { ...address, postcode: '1011' })).statusCode, 400);
    assert.equal((await put(me.headers, { ...address, name: 'A\u0000B' })).statusCode, 400);
    assert.equal((await put(me.headers, { ...address, address: 'x'.repeat(501) })).statusCode, 400);
    assert.equal((await put(me.headers, { ...address, phoneNumber: 'abc' })).statusCode, 400);

    const saved = await put(me.headers, address);
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().status, 'preparing');
    assert.equal(saved.json().deliveryAddress.phoneNumber, '0812345678');
    const again = await put(me.headers, { ...address, name: 'Changed' });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'CONFLICT');

    const shown = await app.inject({ method: 'GET', url, headers: me.headers });
    assert.deepEqual(
      shown.json().history.map((entry: { status: string }) => entry.status),
      ['waiting-address', 'preparing'],
    );

    const crypto = (await submit(kkub.id, me.headers)).json().tracking;
    const notPhysical = await app.inject({
      method: 'PUT',
      url: `/client/reward-trackings/${crypto.id}`,
      headers: me.headers,
      payload: address,
    });
    assert.equal(notPhysical.statusCode, 409);
  });

  test('GET /client/v2/profile/points-history pages the ledger, newest first', async () => {
    const reward = await createReward(app, { pointCost: 100 });
    const me = await createRedeemer(app, { points: 300 });
    await submit(reward.id, me.headers);
    const response = await app.inject({
      method: 'GET',
      url: '/client/v2/profile/points-history?_limit=1',
      headers: me.headers,
    });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.total, 2);
    assert.equal(body.items.length, 1);
    assert.equal(body.items[0].delta, -100);
    assert.match(body.items[0].sourceKey, /^redeem:\d+$/);
    const second = await app.inject({
      method: 'GET',
      url: '/client/v2/profile/points-history?_start=1&_limit=1',
      headers: me.headers,
    });
    assert.equal(second.json().items[0].delta, 300);
    assert.equal(
      (await app.inject({ method: 'GET', url: '/client/v2/profile/points-history?_limit=1000', headers: me.headers }))
        .statusCode,
      400,
    );
    assert.equal((await app.inject({ method: 'GET', url: '/client/v2/profile/points-history' })).statusCode, 401);
  });
});
