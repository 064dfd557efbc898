import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../support/app.ts';
import { createSession, createUser, DEFAULT_PASSWORD } from '../../../support/factories.ts';
import { startSmtpCapture } from '../../../support/smtp.ts';
import { accountConfig, fakeClock, SANDBOX_REDIRECT, startExchangeSandbox } from '../../../support/accounts.ts';

const exchange = await startExchangeSandbox();
const smtp = await startSmtpCapture();
after(() => smtp.close());

describe('exchange sign-on against a real exchange-sandbox', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ config: accountConfig({ ...exchange.config, SMTP_URL: smtp.url }) });
  });
  const loginExchange = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/client/user-clients/login-exchange', payload });

  test('OAuth code -> the API exchanges it (POST /oauth2/access_token), creates the account with bkNext, wallet and KYC', async () => {
    const body = await exchange.signOnBody('exu_1001');
    const response = await loginExchange({ ...body, language: 'th' });
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
    const replay = await loginExchange(body);
    assert.equal(replay.statusCode, 401);
    // The exchange's tokens stay on the server, sealed (AES-256-GCM): not in the answer, not in clear.
    assert.doesNotMatch(response.body, /at_|rt_|refresh/i);
    const stored = await app.exchangeTokens.raw(user.id);
    assert.ok(stored?.refreshTokenSealed);
    assert.match(stored.accessTokenSealed, /^v1\./);
    assert.doesNotMatch(`${stored.accessTokenSealed} ${stored.refreshTokenSealed}`, /at_|rt_/);

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

  test('PKCE: the code needs its verifier (a missing one is a 400, a wrong one a 401)', async () => {
    const { code, redirectUri } = await exchange.signOnBody('exu_1001');
    const without = await loginExchange({ code, redirectUri });
    assert.equal(without.statusCode, 400);
    const wrong = await loginExchange({ code, redirectUri, codeVerifier: randomBytes(32).toString('base64url') });
    assert.equal(wrong.statusCode, 401);
    // A code asked without a challenge is refused too (the verifier does not match anything).
    const noChallenge = await exchange.authorize('exu_1001');
    const plain = await loginExchange({
      code: noChallenge,
      redirectUri,
      codeVerifier: randomBytes(32).toString('base64url'),
    });
    assert.equal(plain.statusCode, 401);
    const response = await loginExchange(await exchange.signOnBody('exu_1001'));
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().user.bkNext.exchangeUserId, 'exu_1001');
  });

  test("the API refreshes the stored exchange token on the user's behalf (kyc-prefill stays live)", async () => {
    const app4 = await buildTestApp({ config: accountConfig(exchange.config) });
    const signedOn = await app4.inject({
      method: 'POST',
      url: '/client/user-clients/login-exchange',
      payload: await exchange.signOnBody('exu_1002'),
    });
    const { token, user } = signedOn.json();
    const before = await app4.exchangeTokens.raw(user.id);
    const clock = fakeClock(app4);
    clock.advanceMinutes(120); // past the access token's hour
    const prefill = await app4.inject({
      method: 'GET',
      url: '/client/user-clients/me/kyc-prefill',
      headers: { token },
    });
    assert.equal(prefill.statusCode, 200, prefill.body);
    assert.equal(prefill.json().phoneNumber, '+66898765432');
    const after = await app4.exchangeTokens.raw(user.id);
    assert.notEqual(after?.refreshTokenSealed, before?.refreshTokenSealed);
    assert.ok(after!.accessExpiresAt.getTime() > clock.at.getTime());
  });

  test('tokens and codes of another app of the exchange are refused', async () => {
    // An access token the victim gave another app: not accepted in any form.
    const foreignToken = await exchange.accessToken('exu_1002', { client: 'other' });
    const byToken = await loginExchange({ accessToken: foreignToken });
    assert.equal(byToken.statusCode, 400);
    // A code issued to the other app cannot be redeemed with the academy's credentials.
    const foreignCode = await exchange.signOnBody('exu_1002', { client: 'other' });
    const byCode = await loginExchange(foreignCode);
    assert.equal(byCode.statusCode, 401, byCode.body);
    assert.equal(byCode.json().code, 'UNAUTHORIZED');
    const byCodeOwnRedirect = await loginExchange({ ...foreignCode, redirectUri: SANDBOX_REDIRECT });
    assert.equal(byCodeOwnRedirect.statusCode, 401);
    const user = await createUser(app, { email: 'victim@example.test' });
    const { token } = await createSession(app, user);
    const link = await app.inject({
      method: 'POST',
      url: '/client/user-clients/link-exchange',
      headers: { token },
      payload: await exchange.signOnBody('exu_1002', { client: 'other' }),
    });
    assert.equal(link.statusCode, 401);
    const me = await app.inject({ method: 'GET', url: '/client/user-clients/me', headers: { token } });
    assert.equal(me.json().bkNext, null);
  });

  test('an exchange email the exchange did not verify does not link to an existing academy account', async () => {
    const app3 = await buildTestApp({ config: accountConfig(exchange.config) });
    // exu_1003 (email_verified: false) has the same email as a verified academy account
    const existing = await createUser(app3, { email: 'nok.unverified@sandbox.test', point: 50 });
    const response = await app3.inject({
      method: 'POST',
      url: '/client/user-clients/login-exchange',
      payload: await exchange.signOnBody('exu_1003'),
    });
    assert.equal(response.statusCode, 409, response.body);
    assert.equal(response.json().code, 'EXCHANGE_ACCOUNT_EXISTS');
    const after = await app3.repositories.users.findById(existing.id);
    assert.equal(after?.exchangeUserId, null);
    // Without an academy account it signs on, but the address does not count as verified.
    const fresh = await app3.inject({
      method: 'POST',
      url: '/client/user-clients/login-exchange',
      payload: await exchange.signOnBody('exu_1004'),
    });
    assert.equal(fresh.statusCode, 200, fresh.body);
    assert.equal(fresh.json().user.emailVerified, false);
  });

  test('an access token signs in to the same account again (found by exchange user id)', async () => {
    const first = await loginExchange(await exchange.signOnBody('exu_1001'));
    const second = await loginExchange(await exchange.signOnBody('exu_1001'));
    assert.equal(first.statusCode, 200);
    assert.equal(second.json().user.id, first.json().user.id);
  });

  test('an unverified exchange user keeps kycStatus unverified', async () => {
    const response = await loginExchange(await exchange.signOnBody('exu_1003'));
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().user.kycStatus, 'unverified');
    assert.equal(response.json().user.walletAddressBitkubNext, '0x1003c0de00000000000000000000000000001003');
  });

  test('a verified email account with the same email is not merged: no session, a mailed link (exchange-link.test.ts)', async () => {
    const existing = await createUser(app, { email: 'suda.lowbalance@sandbox.test', point: 300 });
    const { token } = await createSession(app, existing);
    const response = await loginExchange(await exchange.signOnBody('exu_1002'));
    assert.equal(response.statusCode, 409, response.body);
    assert.equal(response.json().code, 'EXCHANGE_LINK_CONFIRM_EMAIL_SENT');
    assert.equal('token' in response.json(), false);
    assert.equal(
      response.cookies.find((c) => c.name === 'academy_session'),
      undefined,
    );
    const me = await app.inject({ method: 'GET', url: '/client/user-clients/me', headers: { token } });
    assert.equal(me.json().bkNext, null);
    assert.equal(me.json().kycStatus, 'unverified');
    const login = await app.inject({
      method: 'POST',
      url: '/client/user-clients/login',
      payload: { email: existing.email, password: DEFAULT_PASSWORD },
    });
    assert.equal(login.statusCode, 200);
  });

  test('an unverified exchange email with an academy account of that email -> 409 EXCHANGE_ACCOUNT_EXISTS', async () => {
    await createUser(app, { email: 'alex.nowallet@sandbox.test', emailVerifiedAt: null });
    const response = await loginExchange(await exchange.signOnBody('exu_1004'));
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().code, 'EXCHANGE_ACCOUNT_EXISTS');
  });

  test('a bad code or body is rejected; an unreachable exchange -> 503', async () => {
    const bad = await loginExchange({ ...(await exchange.signOnBody('exu_1001')), code: 'not-a-code' });
    assert.equal(bad.statusCode, 401);
    assert.equal(bad.json().code, 'UNAUTHORIZED');
    assert.equal((await loginExchange({})).statusCode, 400);
    assert.equal((await loginExchange({ code: 'abc' })).statusCode, 400);
    const down = await buildTestApp({ config: accountConfig({ EXCHANGE_BASE_URL: 'http://127.0.0.1:9' }) });
    const response = await down.inject({
      method: 'POST',
      url: '/client/user-clients/login-exchange',
      payload: { code: 'x', redirectUri: SANDBOX_REDIRECT, codeVerifier: 'v'.repeat(43) },
    });
    assert.equal(response.statusCode, 503);
    assert.equal(response.json().code, 'SERVICE_UNAVAILABLE');
  });
});
