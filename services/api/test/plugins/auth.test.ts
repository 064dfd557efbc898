import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../support/app.ts';
import { createSession, createUser } from '../support/factories.ts';

describe('app.optionalUser: the user of an optional session', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({
      extraRoutes: (scope) => {
        scope.get('/test/who', async (request) => ({ userId: (await scope.optionalUser(request))?.id ?? null }));
      },
    });
  });
  const who = async (headers: Record<string, string>) =>
    (await app.inject({ method: 'GET', url: '/test/who', headers })).json().userId as number | null;

  test('a live session (Authorization or token header) gives its user', async () => {
    const user = await createUser(app);
    const { token } = await createSession(app, user);
    assert.equal(await who({ authorization: `Bearer ${token}` }), user.id);
    assert.equal(await who({ token: `Bearer ${token}` }), user.id);
    assert.equal(await who({ token }), user.id);
  });

  test('no token, an unknown, expired, revoked or oversized one: no user, never an error', async () => {
    const user = await createUser(app);
    const expired = await createSession(app, user, { expiresAt: new Date(Date.now() - 1000) });
    const revoked = await createSession(app, user, { revoked: true });
    assert.equal(await who({}), null);
    assert.equal(await who({ authorization: 'Bearer not-a-session' }), null);
    assert.equal(await who({ authorization: `Bearer ${expired.token}` }), null);
    assert.equal(await who({ authorization: `Bearer ${revoked.token}` }), null);
    assert.equal(await who({ authorization: `Bearer ${'x'.repeat(600)}` }), null);
  });
});
