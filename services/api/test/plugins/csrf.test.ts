/**
 * Cross-site request forgery and CORS with credentials (issue 21 item 5): the session cookie is
 * an ambient credential, so every state-changing request made with it must prove it comes from
 * the site (src/plugins/csrf.ts).
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.ts';
import { SESSION_COOKIE, xsrfTokenFor } from '../../src/lib/session-cookie.ts';
import { buildTestApp } from '../support/app.ts';
import { accountConfig } from '../support/accounts.ts';
import { createSession, createUser, DEFAULT_PASSWORD } from '../support/factories.ts';

const SITE = 'http://localhost:3000';
const EVIL = 'https://evil.example';
const refused = {
  statusCode: 403,
  code: 'CSRF_REJECTED',
  message: 'This request was refused for your safety. Please reload the page and try again.',
};

describe('CSRF: state-changing requests signed in by the cookie', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ config: accountConfig() });
  });

  const signedIn = async () => {
    const user = await createUser(app);
    const { token } = await createSession(app, user);
    return { user, token, cookies: { [SESSION_COOKIE]: token } };
  };
  const nameOf = async (id: number) => (await app.db.select().from(users).where(eq(users.id, id)))[0]?.name;
  const patchName = (name: string, cookies: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'PATCH',
      url: '/client/user-clients/me',
      headers: { origin: SITE, ...headers },
      cookies,
      payload: { name },
    });

  test('without X-XSRF-TOKEN: 403 CSRF_REJECTED and nothing changes', async () => {
    const { user, cookies } = await signedIn();
    const response = await patchName('Forged', cookies);
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), refused);
    assert.equal(await nameOf(user.id), user.name);
  });

  test("a wrong token, or another session's, is refused too; the session's own token passes", async () => {
    const { user, token, cookies } = await signedIn();
    const other = await signedIn();
    for (const header of ['', 'guess', token, xsrfTokenFor(other.token), `${xsrfTokenFor(token)}x`]) {
      const response = await patchName('Forged', cookies, { 'x-xsrf-token': header });
      assert.equal(response.statusCode, 403, `header ${JSON.stringify(header)}`);
      assert.equal(response.json().code, 'CSRF_REJECTED');
    }
    const ok = await patchName('Mali', cookies, { 'x-xsrf-token': xsrfTokenFor(token) });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(await nameOf(user.id), 'Mali');
  });

  test('a cross-site form post is refused before its body is read, signed in or not', async () => {
    const { token, cookies } = await signedIn();
    const formPost = (url: string, extra: { cookies?: Record<string, string> } = {}) =>
      app.inject({
        method: 'POST',
        url,
        headers: { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=attacker%40evil.example&password=Passw0rd!',
        ...extra,
      });
    // even with the right token (another origin can never have it; the Origin alone decides)
    const logout = await app.inject({
      method: 'POST',
      url: '/client/user-clients/logout',
      headers: {
        origin: EVIL,
        'content-type': 'application/x-www-form-urlencoded',
        'x-xsrf-token': xsrfTokenFor(token),
      },
      cookies,
      payload: 'a=1',
    });
    assert.equal(logout.statusCode, 403);
    assert.deepEqual(logout.json(), refused);
    assert.equal((await app.inject({ method: 'GET', url: '/client/user-clients/me', cookies })).statusCode, 200);
    // login CSRF: signing the visitor in to the attacker's account
    for (const response of [
      await formPost('/client/user-clients/login'),
      await formPost('/client/favorites/1', { cookies }),
    ]) {
      assert.equal(response.statusCode, 403);
      assert.equal(response.json().code, 'CSRF_REJECTED');
    }
    const nullOrigin = await app.inject({
      method: 'POST',
      url: '/client/user-clients/login',
      headers: { origin: 'null' },
      payload: { email: 'a@b.test', password: DEFAULT_PASSWORD },
    });
    assert.equal(nullOrigin.json().code, 'CSRF_REJECTED');
  });

  test('every state-changing method is checked; reads are not', async () => {
    const { cookies } = await signedIn();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/client/favorites/1', cookies, headers: { origin: SITE } });
      assert.equal(response.statusCode, 403, method);
      assert.equal(response.json().code, 'CSRF_REJECTED', method);
    }
    for (const url of ['/client/user-clients/me', '/client/v2/profile', '/client/user-clients/session']) {
      assert.equal((await app.inject({ method: 'GET', url, cookies })).statusCode, 200, url);
    }
  });

  test('API clients with a header token need no XSRF token; a signed-out login from the site needs none', async () => {
    const { token } = await signedIn();
    const withHeader = await app.inject({
      method: 'PATCH',
      url: '/client/user-clients/me',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Api' },
    });
    assert.equal(withHeader.statusCode, 200, withHeader.body);
    await createUser(app, { email: 'site-login@example.test' });
    const login = await app.inject({
      method: 'POST',
      url: '/client/user-clients/login',
      headers: { origin: SITE },
      payload: { email: 'site-login@example.test', password: DEFAULT_PASSWORD },
    });
    assert.equal(login.statusCode, 200, login.body);
  });

  test("the API's own origin (its OpenAPI page) may post", async () => {
    await createUser(app, { email: 'docs@example.test' });
    const response = await app.inject({
      method: 'POST',
      url: '/client/user-clients/login',
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
      payload: { email: 'docs@example.test', password: DEFAULT_PASSWORD },
    });
    assert.equal(response.statusCode, 200, response.body);
  });
});

describe('CORS with credentials, for the allowed origins only', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ config: accountConfig() });
  });
  const preflight = (origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/client/user-clients/me',
      headers: {
        origin,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'content-type,x-xsrf-token',
      },
    });

  test('the site: its origin echoed (never *), credentials allowed, X-XSRF-TOKEN allowed', async () => {
    const response = await preflight(SITE);
    assert.equal(response.statusCode, 204);
    assert.equal(response.headers['access-control-allow-origin'], SITE);
    assert.equal(response.headers['access-control-allow-credentials'], 'true');
    assert.match(String(response.headers['access-control-allow-headers']), /X-XSRF-TOKEN/i);
    assert.match(String(response.headers['access-control-allow-methods']), /PATCH/);
    const read = await app.inject({ method: 'GET', url: '/client/user-clients/session', headers: { origin: SITE } });
    assert.equal(read.headers['access-control-allow-origin'], SITE);
    assert.equal(read.headers['access-control-allow-credentials'], 'true');
    assert.match(String(read.headers.vary), /Origin/);
  });

  test('another origin: no CORS header at all, so its page can neither send the cookie with custom headers nor read answers', async () => {
    for (const response of [
      await preflight(EVIL),
      await app.inject({ method: 'GET', url: '/client/user-clients/session', headers: { origin: EVIL } }),
    ]) {
      assert.equal(response.headers['access-control-allow-origin'], undefined);
      assert.equal(response.headers['access-control-allow-credentials'], undefined);
    }
  });
});
