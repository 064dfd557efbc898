import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../../../src/db/schema/index.ts';
import { buildTestApp } from '../../../support/app.ts';
import { testDbKind } from '../../../support/database.ts';
import { createSession, createUser, DEFAULT_PASSWORD } from '../../../support/factories.ts';
import { accountConfig, fakeClock } from '../../../support/accounts.ts';
import { login } from './auth-requests.ts';

describe('login, lock-out, logout, me', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ config: accountConfig() });
  });

  test('login -> { token, user } with the site fields; the token works on /me (POST and GET) and by-token', async () => {
    const user = await createUser(app, { email: 'me@example.test', point: 250, phishingWords: 'green tea' });
    const response = await login(app, 'ME@example.test', DEFAULT_PASSWORD);
    assert.equal(response.statusCode, 200, response.body);
    const { token, user: body } = response.json();
    assert.ok(token.length >= 43);
    assert.equal(body.id, user.id);
    assert.equal(body.point, 250);
    assert.equal(body.kub, 2.5);
    assert.equal(body.kycStatus, 'unverified');
    assert.equal(body.subscription, null);
    assert.equal(body.bkNext, null);
    for (const key of [
      'name',
      'surname',
      'email',
      'phoneNumber',
      'address',
      'province',
      'postcode',
      'remark',
      'phishingWords',
      'walletAddress',
      'walletAddressBitkubNext',
      'agreeToUpdate',
      'profileImage',
    ]) {
      assert.ok(key in body, key);
    }
    assert.equal('passwordHash' in body, false);
    for (const request of [
      { method: 'POST' as const, url: '/client/user-clients/me', headers: { token: `Bearer ${token}` } },
      { method: 'GET' as const, url: '/client/user-clients/me', headers: { authorization: `Bearer ${token}` } },
      { method: 'GET' as const, url: '/client/user-clients/by-token', headers: { token } },
    ]) {
      const me = await app.inject(request);
      assert.equal(me.statusCode, 200, request.url);
      assert.equal(me.json().email, 'me@example.test');
      assert.equal(me.json().phishingWords, 'green tea');
    }
    assert.equal((await app.inject({ method: 'POST', url: '/client/user-clients/me' })).statusCode, 401);
  });

  test('wrong password or unknown email -> 401 LOGIN_INVALID_CREDENTIALS', async () => {
    await createUser(app, { email: 'wrong@example.test' });
    for (const [email, password] of [
      ['wrong@example.test', 'Wrong1!pass'],
      ['ghost@example.test', DEFAULT_PASSWORD],
    ] as const) {
      const response = await login(app, email, password);
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), {
        statusCode: 401,
        code: 'LOGIN_INVALID_CREDENTIALS',
        message: 'Email or password is incorrect.',
      });
    }
  });

  test('5 wrong passwords within 15 minutes lock for 15 minutes, even with the right password', async () => {
    const clock = fakeClock(app);
    await createUser(app, { email: 'lock@example.test' });
    for (let i = 1; i <= 4; i += 1) {
      assert.equal(
        (await login(app, 'lock@example.test', 'Wrong1!pass')).json().code,
        'LOGIN_INVALID_CREDENTIALS',
        `attempt ${i}`,
      );
      clock.advanceMinutes(3); // 4 failures over 12 minutes
    }
    const fifth = await login(app, 'lock@example.test', 'Wrong1!pass');
    assert.equal(fifth.statusCode, 423);
    assert.deepEqual(fifth.json(), {
      statusCode: 423,
      code: 'LOGIN_ACCOUNT_LOCKED',
      message: 'Your account has been temporarily locked.',
    });
    const right = await login(app, 'lock@example.test', DEFAULT_PASSWORD);
    assert.equal(right.statusCode, 423);
    assert.equal(right.json().code, 'LOGIN_ACCOUNT_LOCKED');
    clock.advanceMinutes(14);
    assert.equal((await login(app, 'lock@example.test', DEFAULT_PASSWORD)).json().code, 'LOGIN_ACCOUNT_LOCKED');
    clock.advanceMinutes(1.1);
    assert.equal((await login(app, 'lock@example.test', DEFAULT_PASSWORD)).statusCode, 200);
  });

  test(
    '8 concurrent wrong passwords lock the account (one atomic UPDATE per failure)',
    { skip: testDbKind() !== 'postgres' && 'PGlite runs statements one at a time; this needs TEST_DB=postgres' },
    async () => {
      await createUser(app, { email: 'race@example.test' });
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => login(app, 'race@example.test', 'Wrong1!pass')),
      );
      assert.ok(answers.every((a) => a.statusCode === 401 || a.statusCode === 423));
      const [row] = await app.db.select().from(users).where(eq(users.email, 'race@example.test'));
      assert.ok(row?.lockedUntil && row.lockedUntil.getTime() > Date.now(), 'the account is locked');
      const right = await login(app, 'race@example.test', DEFAULT_PASSWORD);
      assert.equal(right.statusCode, 423);
      assert.equal(right.json().code, 'LOGIN_ACCOUNT_LOCKED');
    },
  );

  test('the failure count is one atomic statement: failures recorded from a stale read still add up', async () => {
    const user = await createUser(app, { email: 'stale@example.test' });
    const now = new Date();
    const rules = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
    // The same (stale) user object for every call, as concurrent requests would each hold.
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await app.repositories.accounts.recordFailedLogin(user, now, rules));
    assert.deepEqual(results, [false, false, false, false, true]);
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    assert.ok(row?.lockedUntil && row.lockedUntil.getTime() > now.getTime());
  });

  test('failures spread over more than 15 minutes do not lock; a success resets the count', async () => {
    const clock = fakeClock(app);
    await createUser(app, { email: 'slow@example.test' });
    for (let i = 0; i < 4; i += 1) await login(app, 'slow@example.test', 'Wrong1!pass');
    clock.advanceMinutes(16);
    for (let i = 0; i < 4; i += 1) {
      assert.equal((await login(app, 'slow@example.test', 'Wrong1!pass')).json().code, 'LOGIN_INVALID_CREDENTIALS');
    }
    assert.equal((await login(app, 'slow@example.test', DEFAULT_PASSWORD)).statusCode, 200);
    for (let i = 0; i < 4; i += 1) {
      assert.equal((await login(app, 'slow@example.test', 'Wrong1!pass')).json().code, 'LOGIN_INVALID_CREDENTIALS');
    }
  });

  test('logout revokes the session: the token is no longer accepted; other sessions stay', async () => {
    const user = await createUser(app, { email: 'bye@example.test' });
    const { token } = (await login(app, 'bye@example.test', DEFAULT_PASSWORD)).json();
    const other = await createSession(app, user);
    const out = await app.inject({
      method: 'POST',
      url: '/client/user-clients/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(out.statusCode, 200);
    for (const url of ['/client/user-clients/me', '/client/v2/profile']) {
      const response = await app.inject({
        method: url.endsWith('me') ? 'POST' : 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(response.statusCode, 401, url);
      assert.equal(response.json().code, 'UNAUTHORIZED');
    }
    // Logging out again answers 200 (nothing left to revoke) and never revives the token.
    assert.equal(
      (await app.inject({ method: 'POST', url: '/client/user-clients/logout', headers: { token } })).statusCode,
      200,
    );
    assert.equal(
      (await app.inject({ method: 'GET', url: '/client/user-clients/me', headers: { token } })).statusCode,
      401,
    );
    assert.equal(
      (await app.inject({ method: 'POST', url: '/client/user-clients/me', headers: { token: other.token } }))
        .statusCode,
      200,
    );
  });

  test('PATCH /me updates profile fields; phone "Please enter a valid phone number" as a detail; unknown fields rejected', async () => {
    const user = await createUser(app, { email: 'patch@example.test' });
    const { token } = await createSession(app, user);
    const patch = (payload: Record<string, unknown>) =>
      app.inject({ method: 'PATCH', url: '/client/user-clients/me', headers: { token }, payload });
    const response = await patch({
      name: '  Somsak ',
      lastName: 'Deemak',
      phoneNumber: '081-234 5678',
      address: '1 Silom Road',
      province: 'Bangkok',
      postcode: '10500',
      remark: 'near BTS',
      phishingWords: 'red kite',
      agreeToUpdate: true,
      language: 'th',
    });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.name, 'Somsak');
    assert.equal(body.surname, 'Deemak');
    assert.equal(body.lastName, 'Deemak');
    assert.equal(body.phoneNumber, '0812345678');
    assert.equal(body.tel, '0812345678');
    assert.equal(body.postcode, '10500');
    assert.equal(body.phishingWords, 'red kite');
    assert.equal(body.agreeToUpdate, true);
    assert.equal(body.language, 'th');

    const bad = await patch({ phoneNumber: '12ab' });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().code, 'VALIDATION_FAILED');
    assert.deepEqual(bad.json().details, [{ path: 'phoneNumber', message: 'Please enter a valid phone number' }]);
    assert.equal((await patch({ postcode: '123' })).json().details[0].path, 'postcode');
    assert.equal((await patch({ email: 'x@y.test' })).statusCode, 400);
    assert.equal((await patch({ point: 1_000_000 })).statusCode, 400);

    const cleared = await patch({ phoneNumber: '', remark: null });
    assert.equal(cleared.json().phoneNumber, null);
    assert.equal(cleared.json().remark, null);
    assert.equal(cleared.json().name, 'Somsak');
    assert.equal(
      (await app.inject({ method: 'PATCH', url: '/client/user-clients/me', payload: { name: 'x' } })).statusCode,
      401,
    );
  });

  test('active users = signed in within 30 days', async () => {
    const clock = fakeClock(app);
    const baseline = (await app.inject('/client/user-clients/active-users')).json().count;
    const recent = await createUser(app, { lastLoginAt: new Date(clock.at.getTime() - 29 * 86_400_000) });
    await createUser(app, { lastLoginAt: new Date(clock.at.getTime() - 31 * 86_400_000) });
    await createUser(app); // never signed in
    const response = await app.inject('/client/user-clients/active-users');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { count: baseline + 1, days: 30 });
    assert.ok(recent);
    await createUser(app, { email: 'fresh@example.test' });
    await login(app, 'fresh@example.test', DEFAULT_PASSWORD);
    assert.equal((await app.inject('/client/user-clients/active-users')).json().count, baseline + 2);
  });
});
