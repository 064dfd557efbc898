import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../../support/app.ts';
import { createSession, createUser, grantSubscription } from '../../support/factories.ts';
import { accountConfig, fakeClock } from '../../support/accounts.ts';

test('GET /client/user-subscription-infos/by-user/:id and the user.subscription summary', async () => {
  const app = await buildTestApp({ config: accountConfig() });
  const clock = fakeClock(app, new Date('2026-05-01T00:00:00Z'));
  const user = await createUser(app);
  const { token } = await createSession(app, user);
  const get = (id: number) =>
    app.inject({ method: 'GET', url: `/client/user-subscription-infos/by-user/${id}`, headers: { token } });

  const none = await get(user.id);
  assert.equal(none.statusCode, 200, none.body);
  assert.equal(none.json().active, false);
  assert.equal(none.json().endDay, null);

  // bought on 15 April, extended before it ran out: the second period starts at the first's end
  await grantSubscription(app, user, { durationDays: 30, packageName: 'Monthly' }, new Date('2026-04-15T00:00:00Z'));
  await grantSubscription(app, user, { durationDays: 30, packageName: 'Monthly' }, new Date('2026-04-20T00:00:00Z'));
  const active = await get(user.id);
  assert.equal(active.json().user, user.id);
  assert.equal(active.json().active, true);
  assert.equal(active.json().startDay, '2026-04-15T00:00:00.000Z');
  assert.equal(active.json().endDay, '2026-06-14T00:00:00.000Z');
  const me = await app.inject({ method: 'POST', url: '/client/user-clients/me', headers: { token } });
  assert.deepEqual(me.json().subscription, {
    active: true,
    packageName: 'Monthly',
    startDate: '2026-04-15T00:00:00.000Z',
    endDate: '2026-06-14T00:00:00.000Z',
  });

  clock.at = new Date('2026-07-01T00:00:00Z');
  assert.equal((await get(user.id)).json().active, false);
  assert.equal(
    (await app.inject({ method: 'POST', url: '/client/user-clients/me', headers: { token } })).json().subscription
      .active,
    false,
  );

  const other = await createUser(app);
  assert.equal((await get(other.id)).statusCode, 403);
  assert.equal((await app.inject(`/client/user-subscription-infos/by-user/${user.id}`)).statusCode, 401);
});
