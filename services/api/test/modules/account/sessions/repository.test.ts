import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { sessions } from '../../../../src/db/schema/index.ts';
import { hashSessionToken } from '../../../../src/lib/session-token.ts';
import { buildTestApp } from '../../../support/app.ts';
import { accountConfig, fakeClock } from '../../../support/accounts.ts';
import { createUser } from '../../../support/factories.ts';

const DAY = 24 * 60 * 60_000;

describe('session idle timeout (SESSION_IDLE_MINUTES) besides the 30-day limit', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ config: accountConfig({ SESSION_IDLE_MINUTES: 30 }) });
  });
  const me = (token: string) =>
    app.inject({ url: '/client/user-clients/me', headers: { authorization: `Bearer ${token}` } });
  const lastSeen = async (token: string) =>
    (
      await app.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashSessionToken(token)))
    )[0]?.lastSeenAt;

  test('a session used within the idle time stays; one left idle longer ends (401)', async () => {
    const clock = fakeClock(app);
    const user = await createUser(app);
    const { token } = await app.repositories.sessions.create(user.id, 30 * DAY, clock.at);
    assert.equal((await me(token)).statusCode, 200);
    // Each use moves the idle window on: 29 + 29 + 29 minutes is more than 30 but never idle for 30.
    for (let i = 0; i < 3; i += 1) {
      clock.advanceMinutes(29);
      assert.equal((await me(token)).statusCode, 200, `use ${i}`);
    }
    clock.advanceMinutes(31);
    const idle = await me(token);
    assert.equal(idle.statusCode, 401);
    assert.equal(idle.json().code, 'UNAUTHORIZED');
    // The refused request did not move the window on.
    assert.equal((await me(token)).statusCode, 401);
  });

  test('last_seen_at is written at most once a minute, not on every request', async () => {
    const clock = fakeClock(app);
    const user = await createUser(app);
    const { token } = await app.repositories.sessions.create(user.id, 30 * DAY, clock.at);
    const created = await lastSeen(token);
    clock.at = new Date(clock.at.getTime() + 20_000);
    assert.equal((await me(token)).statusCode, 200);
    assert.deepEqual(await lastSeen(token), created);
    clock.at = new Date(clock.at.getTime() + 50_000);
    assert.equal((await me(token)).statusCode, 200);
    assert.deepEqual(await lastSeen(token), clock.at);
  });

  test('the absolute lifetime still applies to a session in constant use', async () => {
    const user = await createUser(app);
    fakeClock(app);
    const { token } = await app.repositories.sessions.create(user.id, -1000);
    assert.equal((await me(token)).statusCode, 401);
  });
});
