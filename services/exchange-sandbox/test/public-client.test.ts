import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { bearer, CLIENT_ID, exchangeCode, form, FORM, makeApp, REDIRECT, tokenFor } from './helpers.js';

/** The academy's browser is a public client: PKCE instead of a secret (RFC 7636), CORS for its origin. */
const verifier = () => randomBytes(48).toString('base64url');
const challenge = (v: string) => createHash('sha256').update(v).digest('base64url');

async function authorizeWithPkce(app: FastifyInstance, codeVerifier: string, userId = 'exu_1001') {
  const res = await app.inject({
    method: 'POST',
    url: '/oauth2/authorize',
    headers: FORM,
    payload: form({
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT,
      response_type: 'code',
      state: 'st-pkce',
      user_id: userId,
      code_challenge: challenge(codeVerifier),
      code_challenge_method: 'S256',
    }),
  });
  assert.equal(res.statusCode, 302, res.body);
  return new URL(res.headers.location as string).searchParams.get('code')!;
}

const publicToken = (app: FastifyInstance, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/oauth2/access_token',
    headers: FORM,
    payload: form({ client_id: CLIENT_ID, ...fields }),
  });

describe('public client (browser) sign-on', () => {
  let app: FastifyInstance;
  before(async () => {
    app = makeApp();
    await app.ready();
  });
  after(() => app.close());

  it('exchanges a PKCE code without a client secret', async () => {
    const v = verifier();
    const code = await authorizeWithPkce(app, v);
    const res = await publicToken(app, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: v,
    });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.ok(body.access_token && body.refresh_token);
    const me = await app.inject({ url: '/kyc-api/v1/next/kyc/prefill-data', headers: bearer(body.access_token) });
    assert.equal(me.statusCode, 200);
    assert.equal(me.json().data.exchangeUserId, 'exu_1001');
  });

  it('refuses a wrong verifier, and a code without PKCE or secret', async () => {
    const code = await authorizeWithPkce(app, verifier());
    const wrong = await publicToken(app, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier(),
    });
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().code, 'INVALID_GRANT');

    const v = verifier();
    const code2 = await authorizeWithPkce(app, v);
    const none = await publicToken(app, { grant_type: 'authorization_code', code: code2, redirect_uri: REDIRECT });
    assert.equal(none.statusCode, 400);
  });

  it('refreshes a token it got by PKCE without a secret, rotating the pair', async () => {
    const v = verifier();
    const code = await authorizeWithPkce(app, v);
    const first = (
      await publicToken(app, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: v })
    ).json();
    const res = await publicToken(app, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    assert.equal(res.statusCode, 200, res.body);
    const second = res.json();
    assert.notEqual(second.access_token, first.access_token);
    assert.equal((await app.inject({ url: '/api/v1/me', headers: bearer(first.access_token) })).statusCode, 401);
    assert.equal((await app.inject({ url: '/api/v1/me', headers: bearer(second.access_token) })).statusCode, 200);
    // the rotated refresh token is still the public client's
    const third = await publicToken(app, { grant_type: 'refresh_token', refresh_token: second.refresh_token });
    assert.equal(third.statusCode, 200, third.body);
  });

  it('refuses a secretless refresh of a token issued with the client secret', async () => {
    const confidential = await tokenFor(app, 'exu_1002');
    const res = await publicToken(app, { grant_type: 'refresh_token', refresh_token: confidential.refresh_token });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().code, 'INVALID_CLIENT');
    assert.equal((await app.inject({ url: '/api/v1/me', headers: bearer(confidential.access_token) })).statusCode, 200);
  });

  it('still exchanges codes with the secret (server to server)', async () => {
    const code = await authorizeWithPkce(app, verifier());
    // a PKCE code also needs its verifier with a secret
    assert.equal((await exchangeCode(app, code)).statusCode, 400);
  });

  it('allows the site origin by CORS on the token and KYC endpoints', async () => {
    const origin = 'http://localhost:3000';
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/kyc-api/v1/next/kyc/prefill-data',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    assert.ok(preflight.statusCode < 300, String(preflight.statusCode));
    assert.equal(preflight.headers['access-control-allow-origin'], origin);
    const token = await app.inject({
      method: 'POST',
      url: '/oauth2/access_token',
      headers: { ...FORM, origin },
      payload: form({ grant_type: 'refresh_token', refresh_token: 'nope', client_id: CLIENT_ID }),
    });
    assert.equal(token.headers['access-control-allow-origin'], origin);
  });
});
