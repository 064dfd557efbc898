import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../../../src/db/schema/index.ts';
import { hashSessionToken } from '../../../../src/lib/session-token.ts';
import { verifyPassword } from '../../../../src/lib/passwords.ts';
import { buildTestApp } from '../../../support/app.ts';
import { createSession, createUser, DEFAULT_PASSWORD } from '../../../support/factories.ts';

describe('GET /client/v2/profile (requireUser)', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  const profile = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/client/v2/profile', headers });

  test('Bearer token -> the current user with points', async () => {
    const user = await createUser(app, { email: 'Alice@Example.test', point: 120 });
    const { token } = await createSession(app, user);
    const response = await profile({ authorization: `Bearer ${token}` });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { id: user.id, email: 'alice@example.test', point: 120 });
  });

  test('the `token` header works too, and picks the right user', async () => {
    const first = await createUser(app, { point: 1 });
    const second = await createUser(app, { point: 2 });
    await createSession(app, first);
    const { token } = await createSession(app, second);
    const response = await profile({ token });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().id, second.id);
    assert.equal(response.json().point, 2);
    const withPrefix = await profile({ token: `Bearer ${token}` });
    assert.equal(withPrefix.json().id, second.id);
  });

  const expectUnauthorized = async (headers: Record<string, string>) => {
    const response = await profile(headers);
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { statusCode: 401, code: 'UNAUTHORIZED', message: 'Please log in to continue.' });
  };

  test('missing or malformed token -> 401 UNAUTHORIZED', async () => {
    await expectUnauthorized({});
    await expectUnauthorized({ authorization: 'Bearer' });
    await expectUnauthorized({ authorization: 'Basic dXNlcjpwYXNz' });
    await expectUnauthorized({ authorization: 'Bearer not-a-real-token' });
    await expectUnauthorized({ token: 'x'.repeat(600) });
  });

  test('expired session -> 401', async () => {
    const user = await createUser(app);
    const { token } = await createSession(app, user, { expiresAt: new Date(Date.now() - 1000) });
    await expectUnauthorized({ authorization: `Bearer ${token}` });
  });

  test('revoked session -> 401 (and revoke works on a live one)', async () => {
    const user = await createUser(app);
    const dead = await createSession(app, user, { revoked: true });
    await expectUnauthorized({ token: dead.token });
    const { token } = await app.repositories.sessions.create(user.id, 60_000);
    assert.equal((await profile({ token })).statusCode, 200);
    assert.equal(await app.repositories.sessions.revoke(token), true);
    await expectUnauthorized({ token });
    assert.equal(await app.repositories.sessions.revoke(token), false);
  });

  test('only the SHA-256 of the token is stored; passwords are argon2id', async () => {
    const user = await createUser(app);
    const { token } = await app.repositories.sessions.create(user.id, 60_000);
    const rows = await app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.tokenHash, hashSessionToken(token));
    assert.notEqual(rows[0]?.tokenHash, token);
    assert.ok(token.length >= 43);
    const [stored] = await app.db.select().from(users).where(eq(users.id, user.id));
    assert.match(String(stored?.passwordHash), /^\$argon2id\$/);
    assert.equal(await verifyPassword(String(stored?.passwordHash), DEFAULT_PASSWORD), true);
    assert.equal(await verifyPassword(String(stored?.passwordHash), 'wrong'), false);
  });

  test('users table has the spec defaults; emails are unique', async () => {
    const user = await createUser(app, { email: 'dup@example.test' });
    assert.equal(user.point, 0);
    assert.equal(user.failedLoginCount, 0);
    assert.equal(user.kycStatus, 'unverified');
    assert.equal(user.agreeToUpdate, false);
    assert.equal(user.bkNext, null);
    await assert.rejects(createUser(app, { email: 'DUP@example.test' }));
  });
});
