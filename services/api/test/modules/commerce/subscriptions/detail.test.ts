import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../../../support/app.ts';
import { createSession, createUser, grantSubscription } from '../../../support/factories.ts';
import { accountConfig, fakeClock } from '../../../support/accounts.ts';

test('GET /client/user-subscription-infos/detail, /detail-all-subscription, /{id} and the user.subscription summary', async () => {
  const app = await buildTestApp({ config: accountConfig() });
  const clock = fakeClock(app, new Date('2026-05-01T00:00:00Z'));
  const user = await createUser(app, { name: 'Malee', surname: 'Dee' });
  const { token } = await createSession(app, user);
  const get = (path: string, headers: Record<string, string> = { token }) =>
    app.inject({ method: 'GET', url: `/client/user-subscription-infos${path}`, headers });

  const none = await get('/detail');
  assert.equal(none.statusCode, 200, none.body);
  assert.equal(none.json().user, user.id);
  assert.equal(none.json().active, false);
  assert.equal(none.json().endDay, null);
  assert.equal(none.json().nftCard, null);
  assert.deepEqual((await get('/detail-all-subscription')).json(), []);

  // bought on 15 April, extended before it ran out: the second period starts at the first's end
  const first = await grantSubscription(
    app,
    user,
    { durationDays: 30, packageName: 'Monthly', mainQuizCount: 20, hintCount: 10 },
    new Date('2026-04-15T00:00:00Z'),
  );
  const second = await grantSubscription(
    app,
    user,
    { durationDays: 30, packageName: 'Monthly', mainQuizCount: 20, hintCount: 10 },
    new Date('2026-04-20T00:00:00Z'),
  );
  await app.repositories.entitlements.spendHint(user.id, clock.at);
  const active = (await get('/detail')).json();
  assert.equal(active.active, true);
  assert.equal(active.startDay, '2026-04-15T00:00:00.000Z');
  assert.equal(active.endDay, '2026-06-14T00:00:00.000Z');
  assert.deepEqual(
    [
      active.totalMainQuiz,
      active.usedMainQuiz,
      active.remainingMainQuiz,
      active.totalHint,
      active.usedHint,
      active.remainingHint,
    ],
    [40, 0, 40, 20, 1, 19],
  );
  assert.equal(active.unlimitedExclusive, true);
  assert.equal(active.earnPoints, true);

  const all = await get('/detail-all-subscription');
  assert.equal(all.statusCode, 200, all.body);
  assert.deepEqual(
    all
      .json()
      .map((p: { id: number; startDay: string; endDay: string; active: boolean }) => [
        p.id,
        p.startDay,
        p.endDay,
        p.active,
      ]),
    [
      [second.id, '2026-05-15T00:00:00.000Z', '2026-06-14T00:00:00.000Z', false],
      [first.id, '2026-04-15T00:00:00.000Z', '2026-05-15T00:00:00.000Z', true],
    ],
  );
  const one = await get(`/${first.id}`);
  assert.equal(one.statusCode, 200, one.body);
  assert.equal(one.json().packageName, 'Monthly');
  assert.equal(one.json().mainQuizCount, 20);

  const me = await app.inject({ method: 'POST', url: '/client/user-clients/me', headers: { token } });
  assert.deepEqual(me.json().subscription, {
    active: true,
    packageName: 'Monthly',
    startDate: '2026-04-15T00:00:00.000Z',
    endDate: '2026-06-14T00:00:00.000Z',
  });

  clock.at = new Date('2026-07-01T00:00:00Z');
  const expired = (await get('/detail')).json();
  assert.equal(expired.active, false);
  assert.equal(expired.remainingHint, 0);
  assert.equal(expired.unlimitedExclusive, false);
  assert.equal(
    (await app.inject({ method: 'POST', url: '/client/user-clients/me', headers: { token } })).json().subscription
      .active,
    false,
  );

  // someone else's period is not found (its existence is not revealed); the old route is gone
  const other = await createUser(app);
  const otherSession = await createSession(app, other);
  assert.equal((await get(`/${first.id}`, { token: otherSession.token })).statusCode, 404);
  assert.deepEqual((await get('/detail-all-subscription', { token: otherSession.token })).json(), []);
  assert.equal((await get(`/${first.id + 1000}`)).statusCode, 404);
  assert.equal((await get('/0')).statusCode, 400);
  assert.equal((await get('/detail', {})).statusCode, 401);
  assert.equal((await get('/detail-all-subscription', {})).statusCode, 401);
  assert.equal((await get(`/${first.id}`, {})).statusCode, 401);
  assert.equal((await get(`/by-user/${user.id}`)).statusCode, 404);
});
