import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { bearer, CLIENT_ID, CLIENT_SECRET, form, FORM, makeApp, REDIRECT } from './helpers.js';

const OTHER = { id: 'other-app', secret: 'other-secret', redirect: 'http://localhost:3999/callback' };

describe('a second registered client', () => {
  let app: FastifyInstance;
  before(async () => {
    app = makeApp({ config: { otherClient: { id: OTHER.id, secret: OTHER.secret, redirectUris: [OTHER.redirect] } } });
    await app.ready();
  });
  after(() => app.close());

  const codeFor = async (clientId: string, redirectUri: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/oauth2/authorize',
      headers: FORM,
      payload: form({
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        state: 's',
        user_id: 'exu_1001',
      }),
    });
    assert.equal(res.statusCode, 302, res.body);
    return new URL(res.headers.location as string).searchParams.get('code')!;
  };
  const redeem = (code: string, redirectUri: string, id: string, secret: string) =>
    app.inject({
      method: 'POST',
      url: '/oauth2/access_token',
      headers: FORM,
      payload: form({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: id,
        client_secret: secret,
      }),
    });

  it('has its own login page and redirect URIs', async () => {
    const ok = await app.inject(
      `/oauth2/authorize?${new URLSearchParams({ client_id: OTHER.id, redirect_uri: OTHER.redirect, response_type: 'code', state: 's' })}`,
    );
    assert.equal(ok.statusCode, 200);
    const academyRedirect = await app.inject(
      `/oauth2/authorize?${new URLSearchParams({ client_id: OTHER.id, redirect_uri: REDIRECT, response_type: 'code', state: 's' })}`,
    );
    assert.equal(academyRedirect.json().code, 'INVALID_REDIRECT_URI');
  });

  it('redeems its own codes, and another client cannot redeem them', async () => {
    const code = await codeFor(OTHER.id, OTHER.redirect);
    const stolen = await redeem(code, OTHER.redirect, CLIENT_ID, CLIENT_SECRET);
    assert.equal(stolen.statusCode, 400, stolen.body);
    const own = await redeem(await codeFor(OTHER.id, OTHER.redirect), OTHER.redirect, OTHER.id, OTHER.secret);
    assert.equal(own.statusCode, 200, own.body);
    const me = await app.inject({ url: '/api/v1/me', headers: bearer(own.json().access_token) });
    assert.equal(me.json().id, 'exu_1001');
  });

  it('cannot use the server-to-server wallet endpoints of the academy', async () => {
    const res = await app.inject({
      url: '/wallet/v1/treasury',
      headers: { authorization: `Basic ${Buffer.from(`${OTHER.id}:${OTHER.secret}`).toString('base64')}` },
    });
    assert.equal(res.statusCode, 401);
  });
});
