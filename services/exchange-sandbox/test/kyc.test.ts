import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { bearer, makeApp, tokenFor } from './helpers.js';

const PREFILL = '/kyc-api/v1/next/kyc/prefill-data';

describe('KYC prefill and /api/v1/me', () => {
  let app: FastifyInstance;
  before(async () => {
    app = makeApp();
    await app.ready();
  });
  after(() => app.close());

  it('returns the prefill data of a verified user', async () => {
    const { access_token } = await tokenFor(app, 'exu_1001');
    const res = await app.inject({ url: PREFILL, headers: bearer(access_token) });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), {
      data: {
        exchangeUserId: 'exu_1001',
        email: 'somchai.verified@sandbox.test',
        kycStatus: 'verified',
        firstName: 'Somchai',
        lastName: 'Jaidee',
        phone: '+66812345678',
        address: '99/1 Sukhumvit Road, Khlong Toei',
        province: 'Bangkok',
        postcode: '10110',
        walletAddress: '0x1001a11ce0000000000000000000000000001001',
      },
    });
  });

  it('returns unverified status and null fields for an unverified user', async () => {
    const { access_token } = await tokenFor(app, 'exu_1004');
    const res = await app.inject({ url: PREFILL, headers: bearer(access_token) });
    assert.equal(res.statusCode, 200);
    const { data } = res.json();
    assert.equal(data.kycStatus, 'unverified');
    assert.equal(data.phone, null);
    assert.equal(data.walletAddress, null);
    const me = await app.inject({ url: '/api/v1/me', headers: bearer(access_token) });
    assert.equal(me.json().kycStatus, 'unverified');
    assert.equal(me.json().walletAddress, null);
    assert.equal(me.json().email_verified, false);
  });

  it('refuses a missing, malformed or unknown bearer', async () => {
    for (const url of [PREFILL, '/api/v1/me', '/wallet/v1/balance']) {
      const missing = await app.inject({ url });
      assert.equal(missing.statusCode, 401, url);
      assert.deepEqual(missing.json(), {
        statusCode: 401,
        code: 'TOKEN_MISSING',
        message: 'A bearer token is required.',
      });
      assert.match(missing.headers['www-authenticate'] as string, /^Bearer/);

      const invalid = await app.inject({ url, headers: bearer('at_not-a-real-token') });
      assert.equal(invalid.statusCode, 401, url);
      assert.equal(invalid.json().code, 'TOKEN_INVALID');

      const basicInstead = await app.inject({ url, headers: { authorization: 'Basic YWNhZGVteTp4' } });
      assert.equal(basicInstead.statusCode, 401, url);
    }
  });

  it('does not accept the bearer token in the query string', async () => {
    const { access_token } = await tokenFor(app, 'exu_1001');
    const res = await app.inject({ url: `${PREFILL}?access_token=${access_token}` });
    assert.equal(res.statusCode, 401);
  });
});
