import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildTestApp } from '../../../support/app.ts';
import { accountConfig } from '../../../support/accounts.ts';
import { GOOD, login, register } from './auth-requests.ts';

describe('rate limits on login, register, forgot and resend', () => {
  test('per email and per IP -> 429 RATE_LIMITED', async () => {
    const app = await buildTestApp({
      config: accountConfig({ AUTH_RATE_LIMIT_EMAIL_MAX: 3, AUTH_RATE_LIMIT_IP_MAX: 6 }),
    });
    for (let i = 0; i < 3; i += 1) assert.equal((await login(app, 'rl@example.test', 'Wrong1!pass')).statusCode, 401);
    const limited = await login(app, 'rl@example.test', 'Wrong1!pass');
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.json().code, 'RATE_LIMITED');
    assert.ok(limited.headers['retry-after']);
    // Another email from the same IP still passes until the IP limit (6 per window).
    assert.equal((await login(app, 'other@example.test', 'Wrong1!pass')).statusCode, 401);
    assert.equal((await login(app, 'third@example.test', 'Wrong1!pass')).statusCode, 401);
    assert.equal((await login(app, 'fourth@example.test', 'Wrong1!pass')).statusCode, 429);
    // Separate routes keep separate counters.
    const forgot = await app.inject({
      method: 'POST',
      url: '/client/user-clients/forgot-password',
      payload: { email: 'rl@example.test' },
    });
    assert.equal(forgot.json().code, 'RESET_EMAIL_NOT_FOUND');
    for (let i = 0; i < 3; i += 1)
      await app.inject({
        method: 'POST',
        url: '/client/user-clients/resend-verification',
        payload: { email: 'rl@example.test' },
      });
    const resend = await app.inject({
      method: 'POST',
      url: '/client/user-clients/resend-verification',
      payload: { email: 'rl@example.test' },
    });
    assert.equal(resend.statusCode, 429);
    for (let i = 0; i < 3; i += 1)
      await register(app, { email: 'rl2@example.test', password: GOOD, confirmPassword: GOOD, acceptTerms: true });
    assert.equal(
      (await register(app, { email: 'rl2@example.test', password: GOOD, confirmPassword: GOOD, acceptTerms: true }))
        .statusCode,
      429,
    );
  });
});
