import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { seedUsers } from '../src/users.js';
import {
  authorize,
  basic,
  bearer,
  CLIENT_ID,
  CLIENT_SECRET,
  exchangeCode,
  form,
  FORM,
  makeApp,
  REDIRECT,
  REDIRECT_TH,
  tokenFor,
} from './helpers.js';

const authorizeUrl = (params: Record<string, string>) =>
  `/oauth2/authorize?${new URLSearchParams({ client_id: CLIENT_ID, redirect_uri: REDIRECT, response_type: 'code', state: 'abc', ...params })}`;

describe('OAuth2 authorization_code flow', () => {
  let app: FastifyInstance;
  before(async () => {
    app = makeApp();
    await app.ready();
  });
  after(() => app.close());

  it('serves /health', async () => {
    const res = await app.inject('/health');
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().status, 'ok');
  });

  it('renders a sandbox login page listing every seeded user with a button', async () => {
    const res = await app.inject(authorizeUrl({ state: 'abc<script>' }));
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'] as string, /text\/html/);
    assert.match(res.body, /SANDBOX/);
    for (const u of seedUsers) {
      assert.ok(res.body.includes(u.email), `lists ${u.email}`);
      assert.ok(res.body.includes(`data-user-id="${u.id}"`), `button for ${u.id}`);
    }
    assert.match(res.body, /KYC verified/);
    assert.match(res.body, /KYC unverified/);
    assert.ok(res.body.includes('value="abc&lt;script&gt;"'), 'state is escaped and carried in the form');
    assert.ok(!res.body.includes('abc<script>'));
  });

  it('refuses the page for a wrong client_id, unregistered redirect_uri, response_type or missing state', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ client_id: 'evil' }, 'INVALID_CLIENT'],
      [{ redirect_uri: 'https://evil.example/cb' }, 'INVALID_REDIRECT_URI'],
      [{ redirect_uri: `${REDIRECT}/extra` }, 'INVALID_REDIRECT_URI'],
      [{ response_type: 'token' }, 'UNSUPPORTED_RESPONSE_TYPE'],
      [{ state: '' }, 'INVALID_REQUEST'],
    ];
    for (const [params, code] of cases) {
      const res = await app.inject(authorizeUrl(params));
      assert.equal(res.statusCode, 400, JSON.stringify(params));
      assert.deepEqual(Object.keys(res.json()).sort(), ['code', 'message', 'statusCode']);
      assert.equal(res.json().code, code);
    }
  });

  it('POST /oauth2/authorize redirects to redirect_uri with code and state', async () => {
    const { location, code } = await authorize(app, 'exu_1001', 'state-42', REDIRECT_TH);
    assert.equal(`${location.origin}${location.pathname}`, REDIRECT_TH);
    assert.equal(location.searchParams.get('state'), 'state-42');
    assert.ok(code && code.length > 20);
  });

  it('POST /oauth2/authorize rejects an unknown user, a wrong client and a foreign redirect_uri without redirecting', async () => {
    const base = { client_id: CLIENT_ID, redirect_uri: REDIRECT, response_type: 'code', state: 's' };
    const unknownUser = await app.inject({
      method: 'POST',
      url: '/oauth2/authorize',
      headers: FORM,
      payload: form({ ...base, user_id: 'nobody' }),
    });
    assert.equal(unknownUser.statusCode, 400);
    assert.equal(unknownUser.json().code, 'USER_NOT_FOUND');
    const badClient = await app.inject({
      method: 'POST',
      url: '/oauth2/authorize',
      headers: FORM,
      payload: form({ ...base, client_id: 'evil', user_id: 'exu_1001' }),
    });
    assert.equal(badClient.statusCode, 400);
    assert.equal(badClient.json().code, 'INVALID_CLIENT');
    assert.equal(badClient.headers.location, undefined);
    const badRedirect = await app.inject({
      method: 'POST',
      url: '/oauth2/authorize',
      headers: FORM,
      payload: form({ ...base, redirect_uri: 'https://evil.example/cb', user_id: 'exu_1001' }),
    });
    assert.ok(badRedirect.statusCode >= 400 && badRedirect.statusCode < 500);
    assert.equal(badRedirect.headers.location, undefined);
  });

  it('cancel redirects back with error=access_denied and the state', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/oauth2/authorize',
      headers: FORM,
      payload: form({
        client_id: CLIENT_ID,
        redirect_uri: REDIRECT,
        response_type: 'code',
        state: 'st-x',
        allowed: 'false',
      }),
    });
    assert.equal(res.statusCode, 302);
    const loc = new URL(res.headers.location as string);
    assert.equal(loc.searchParams.get('error'), 'access_denied');
    assert.equal(loc.searchParams.get('state'), 'st-x');
    assert.equal(loc.searchParams.get('code'), null);
  });

  it('exchanges a code for tokens, once only', async () => {
    const { code } = await authorize(app, 'exu_1001');
    const res = await exchangeCode(app, code);
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.match(body.access_token, /^at_/);
    assert.match(body.refresh_token, /^rt_/);
    assert.equal(body.token_type, 'Bearer');
    assert.equal(body.expires_in, 3600);
    assert.equal(res.headers['cache-control'], 'no-store');

    const me = await app.inject({ url: '/api/v1/me', headers: bearer(body.access_token) });
    assert.equal(me.statusCode, 200);
    assert.deepEqual(me.json(), {
      id: 'exu_1001',
      email: 'somchai.verified@sandbox.test',
      email_verified: true,
      firstName: 'Somchai',
      lastName: 'Jaidee',
      kycStatus: 'verified',
      walletAddress: '0x1001a11ce0000000000000000000000000001001',
    });

    const reuse = await exchangeCode(app, code);
    assert.equal(reuse.statusCode, 400);
    assert.equal(reuse.json().code, 'INVALID_GRANT');
    assert.equal(reuse.json().error, 'invalid_grant');
  });

  it('rejects a code with a different redirect_uri (and burns the code)', async () => {
    const { code } = await authorize(app, 'exu_1002');
    const wrong = await exchangeCode(app, code, REDIRECT_TH);
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().code, 'INVALID_REQUEST');
    const retry = await exchangeCode(app, code);
    assert.equal(retry.statusCode, 400, 'a code is single use even after a failed exchange');
  });

  it('rejects an unknown code, a wrong secret, missing client auth and an unsupported grant', async () => {
    const unknown = await exchangeCode(app, 'code_does_not_exist');
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().code, 'INVALID_GRANT');

    const { code } = await authorize(app, 'exu_1001');
    const wrongSecret = await app.inject({
      method: 'POST',
      url: '/oauth2/access_token',
      headers: FORM,
      payload: form({
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT,
        client_id: CLIENT_ID,
        client_secret: 'nope',
      }),
    });
    assert.equal(wrongSecret.statusCode, 400);
    assert.equal(wrongSecret.json().code, 'INVALID_CLIENT');

    const wrongBasic = await app.inject({
      method: 'POST',
      url: '/oauth2/access_token',
      headers: { ...FORM, authorization: basic(CLIENT_ID, 'nope') },
      payload: form({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT }),
    });
    assert.equal(wrongBasic.statusCode, 401, 'Basic auth failures answer 401 (RFC 6749 5.2)');
    assert.equal(wrongBasic.json().code, 'INVALID_CLIENT');

    const noClient = await app.inject({
      method: 'POST',
      url: '/oauth2/access_token',
      headers: FORM,
      payload: form({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT }),
    });
    assert.equal(noClient.statusCode, 400);
    assert.equal(noClient.json().code, 'INVALID_CLIENT');

    const password = await app.inject({
      method: 'POST',
      url: '/oauth2/access_token',
      headers: { ...FORM, authorization: basic() },
      payload: form({ grant_type: 'password', username: 'x', password: 'y' }),
    });
    assert.equal(password.statusCode, 400);
    assert.equal(password.json().code, 'UNAUTHORIZED_CLIENT');

    const json = await app.inject({
      method: 'POST',
      url: '/oauth2/access_token',
      headers: { authorization: basic() },
      payload: { grant_type: 'authorization_code', code, redirect_uri: REDIRECT },
    });
    assert.equal(json.statusCode, 400, 'the token endpoint is form-encoded only');
  });

  it('accepts client credentials by HTTP Basic', async () => {
    const { code } = await authorize(app, 'exu_1003');
    const res = await app.inject({
      method: 'POST',
      url: '/oauth2/access_token',
      headers: { ...FORM, authorization: basic() },
      payload: form({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT }),
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.ok(res.json().access_token);
  });

  it('refresh_token grant rotates the pair: new tokens work, the old access and refresh tokens stop', async () => {
    const first = await tokenFor(app, 'exu_1001');
    const refresh = () =>
      app.inject({
        method: 'POST',
        url: '/oauth2/access_token',
        headers: FORM,
        payload: form({
          grant_type: 'refresh_token',
          refresh_token: first.refresh_token,
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
        }),
      });
    const res = await refresh();
    assert.equal(res.statusCode, 200, res.body);
    const second = res.json();
    assert.notEqual(second.access_token, first.access_token);
    assert.notEqual(second.refresh_token, first.refresh_token);
    assert.equal(second.token_type, 'Bearer');
    assert.equal(second.expires_in, 3600);

    assert.equal((await app.inject({ url: '/api/v1/me', headers: bearer(second.access_token) })).statusCode, 200);
    const old = await app.inject({ url: '/api/v1/me', headers: bearer(first.access_token) });
    assert.equal(old.statusCode, 401);
    assert.equal(old.json().code, 'TOKEN_INVALID');

    const again = await refresh();
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().code, 'INVALID_GRANT');
  });

  it('expired access tokens are refused', async () => {
    const shortLived = makeApp({ config: { accessTokenLifetime: 1 } });
    try {
      const t = await tokenFor(shortLived, 'exu_1001');
      assert.equal(t.expires_in, 1);
      await new Promise((r) => setTimeout(r, 1100));
      const res = await shortLived.inject({ url: '/api/v1/me', headers: bearer(t.access_token) });
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().code, 'TOKEN_INVALID');
    } finally {
      await shortLived.close();
    }
  });

  it('answers unknown routes with the error shape', async () => {
    const res = await app.inject('/nope');
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().code, 'NOT_FOUND');
  });
});
