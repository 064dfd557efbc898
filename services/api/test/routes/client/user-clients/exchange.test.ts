import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../support/app.ts';
import { createSession, createUser, DEFAULT_PASSWORD } from '../../../support/factories.ts';
import { accountConfig, SANDBOX_REDIRECT, startExchangeSandbox } from '../../../support/accounts.ts';

const exchange = await startExchangeSandbox();

describe('exchange sign-on against a real exchange-sandbox', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ config: accountConfig(exchange.config) });
  });
  const loginExchange = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/client/user-clients/login-exchange', payload });

  test('OAuth code -> the API exchanges it (POST /oauth2/access_token), creates the account with bkNext, wallet and KYC', async () => {
    const code = await exchange.authorize('exu_1001');
    const response = await loginExchange({ code, redirectUri: SANDBOX_REDIRECT, language: 'th' });
    assert.equal(response.statusCode, 200, response.body);
    const { token, user } = response.json();
    assert.ok(token);
    assert.equal(user.email, 'somchai.verified@sandbox.test');
    assert.equal(user.emailVerified, true);
    assert.equal(user.kycStatus, 'verified');
    assert.equal(user.name, 'Somchai');
    assert.equal(user.surname, 'Jaidee');
    assert.equal(user.language, 'th');
    assert.equal(user.walletAddressBitkubNext, '0x1001a11ce0000000000000000000000000001001');
    assert.equal(user.hasPassword, false);
    assert.deepEqual(
      { ...user.bkNext, linkedAt: undefined },
      {
        exchangeUserId: 'exu_1001',
        email: 'somchai.verified@sandbox.test',
        firstName: 'Somchai',
        lastName: 'Jaidee',
        kycStatus: 'verified',
        walletAddress: '0x1001a11ce0000000000000000000000000001001',
        linkedAt: undefined,
      },
    );
    // The code is single use at the exchange.
    const replay = await loginExchange({ code, redirectUri: SANDBOX_REDIRECT });
    assert.equal(replay.statusCode, 401);

    // KYC prefill for the profile form (the user confirms before saving).
    const prefill = await app.inject({ method: 'GET', url: '/client/user-clients/me/kyc-prefill', headers: { token } });
    assert.equal(prefill.statusCode, 200, prefill.body);
    assert.deepEqual(prefill.json(), {
      kycStatus: 'verified',
      name: 'Somchai',
      surname: 'Jaidee',
      phoneNumber: '+66812345678',
      address: '99/1 Sukhumvit Road, Khlong Toei',
      province: 'Bangkok',
      postcode: '10110',
    });

    // Kub balance from the exchange wallet, plus the points' KKUB equivalent.
    const balance = await app.inject({ method: 'GET', url: '/client/v2/profile/kub-balance', headers: { token } });
    assert.equal(balance.statusCode, 200, balance.body);
    assert.deepEqual(balance.json(), {
      point: 0,
      pointKkubEquivalent: 0,
      linked: true,
      walletAddress: '0x1001a11ce0000000000000000000000000001001',
      kkub: 250,
      usdCents: 100000,
      available: true,
    });
  });

  test('PKCE: a code issued for a challenge needs the verifier', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const pkce = { code_challenge: challenge, code_challenge_method: 'S256' };
    const without = await loginExchange({
      code: await exchange.authorize('exu_1001', pkce),
      redirectUri: SANDBOX_REDIRECT,
    });
    assert.equal(without.statusCode, 401);
    const code = await exchange.authorize('exu_1001', pkce);
    const response = await loginExchange({ code, redirectUri: SANDBOX_REDIRECT, codeVerifier: verifier });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().user.bkNext.exchangeUserId, 'exu_1001');
  });

  test('an access token signs in to the same account again (found by exchange user id)', async () => {
    const first = await loginExchange({ accessToken: await exchange.accessToken('exu_1001') });
    const second = await loginExchange({ accessToken: await exchange.accessToken('exu_1001') });
    assert.equal(first.statusCode, 200);
    assert.equal(second.json().user.id, first.json().user.id);
  });

  test('an unverified exchange user keeps kycStatus unverified', async () => {
    const response = await loginExchange({ accessToken: await exchange.accessToken('exu_1003') });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().user.kycStatus, 'unverified');
    assert.equal(response.json().user.walletAddressBitkubNext, '0x1003c0de00000000000000000000000000001003');
  });

  test('links a verified email account with the same email', async () => {
    const existing = await createUser(app, { email: 'suda.lowbalance@sandbox.test', point: 300 });
    const response = await loginExchange({ accessToken: await exchange.accessToken('exu_1002') });
    assert.equal(response.statusCode, 200, response.body);
    const { user } = response.json();
    assert.equal(user.id, existing.id);
    assert.equal(user.point, 300);
    assert.equal(user.kycStatus, 'verified');
    assert.equal(user.bkNext.exchangeUserId, 'exu_1002');
    assert.equal(user.hasPassword, true);
    // The email password keeps working.
    const login = await app.inject({
      method: 'POST',
      url: '/client/user-clients/login',
      payload: { email: existing.email, password: DEFAULT_PASSWORD },
    });
    assert.equal(login.statusCode, 200);
  });

  test('an unverified email account with the same email is not taken over -> 409', async () => {
    await createUser(app, { email: 'alex.nowallet@sandbox.test', emailVerifiedAt: null });
    const response = await loginExchange({ accessToken: await exchange.accessToken('exu_1004') });
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().code, 'CONFLICT');
  });

  test('link-exchange (signed in): an email account links the exchange and becomes KYC verified', async () => {
    const app2 = await buildTestApp({ config: accountConfig(exchange.config) });
    const user = await createUser(app2, { email: 'learner@example.test' });
    const { token } = await createSession(app2, user);
    const before = await app2.inject({ method: 'POST', url: '/client/user-clients/me', headers: { token } });
    assert.equal(before.json().kycStatus, 'unverified');
    const kubBefore = await app2.inject({ method: 'GET', url: '/client/v2/profile/kub-balance', headers: { token } });
    assert.equal(kubBefore.json().linked, false);
    assert.equal(kubBefore.json().kkub, null);

    const code = await exchange.authorize('exu_1001');
    const linked = await app2.inject({
      method: 'POST',
      url: '/client/user-clients/link-exchange',
      headers: { authorization: `Bearer ${token}` },
      payload: { code, redirectUri: SANDBOX_REDIRECT },
    });
    assert.equal(linked.statusCode, 200, linked.body);
    assert.equal(linked.json().id, user.id);
    assert.equal(linked.json().email, 'learner@example.test');
    assert.equal(linked.json().kycStatus, 'verified');
    assert.equal(linked.json().bkNext.exchangeUserId, 'exu_1001');
    // Signing on with the exchange now lands in this account.
    const signOn = await app2.inject({
      method: 'POST',
      url: '/client/user-clients/login-exchange',
      payload: { accessToken: await exchange.accessToken('exu_1001') },
    });
    assert.equal(signOn.json().user.id, user.id);

    // Another account cannot link the same exchange user.
    const other = await createUser(app2);
    const otherSession = await createSession(app2, other);
    const conflict = await app2.inject({
      method: 'POST',
      url: '/client/user-clients/link-exchange',
      headers: { token: otherSession.token },
      payload: { accessToken: await exchange.accessToken('exu_1001') },
    });
    assert.equal(conflict.statusCode, 409);
    assert.equal(
      (await app2.inject({ method: 'POST', url: '/client/user-clients/link-exchange', payload: { accessToken: 'x' } }))
        .statusCode,
      401,
    );
  });

  test('a bad token or body is rejected; an unreachable exchange -> 503', async () => {
    const bad = await loginExchange({ accessToken: 'not-a-token' });
    assert.equal(bad.statusCode, 401);
    assert.equal(bad.json().code, 'UNAUTHORIZED');
    assert.equal((await loginExchange({})).statusCode, 400);
    assert.equal((await loginExchange({ code: 'abc' })).statusCode, 400);
    const down = await buildTestApp({ config: accountConfig({ EXCHANGE_BASE_URL: 'http://127.0.0.1:9' }) });
    const response = await down.inject({
      method: 'POST',
      url: '/client/user-clients/login-exchange',
      payload: { accessToken: 'x' },
    });
    assert.equal(response.statusCode, 503);
    assert.equal(response.json().code, 'SERVICE_UNAVAILABLE');
  });
});
