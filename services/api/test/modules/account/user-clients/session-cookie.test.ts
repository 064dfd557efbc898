/**
 * The browser's session lives in cookies (issue 21 item 5): the HttpOnly session cookie and the
 * readable XSRF-TOKEN beside it, set by login, read again by GET /session, cleared by logout.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE, XSRF_COOKIE, xsrfTokenFor } from '../../../../src/lib/session-cookie.ts';
import { buildTestApp } from '../../../support/app.ts';
import { accountConfig } from '../../../support/accounts.ts';
import { createSession, createUser, DEFAULT_PASSWORD } from '../../../support/factories.ts';

const SITE = 'http://localhost:3000';
const DAY_SECONDS = 24 * 60 * 60;

const cookie = (response: LightMyRequestResponse, name: string) => response.cookies.find((c) => c.name === name);
const setCookieHeaders = (response: LightMyRequestResponse) => {
  const value = response.headers['set-cookie'] ?? [];
  return Array.isArray(value) ? value : [value];
};

/** A login as the site's page makes it (a browser sends Origin). */
const browserLogin = (app: FastifyInstance, email: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/client/user-clients/login',
    headers: { origin: SITE, ...headers },
    payload: { email, password: DEFAULT_PASSWORD },
  });

describe('login sets the session cookies', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ config: accountConfig() });
  });

  test('a browser gets an HttpOnly, SameSite=Lax session cookie and XSRF-TOKEN, and no token in the body', async () => {
    const user = await createUser(app, { email: 'cookie@example.test' });
    const response = await browserLogin(app, 'cookie@example.test');
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal('token' in body, false);
    assert.equal(body.user.id, user.id);
    assert.equal(response.headers['cache-control'], 'no-store');

    const session = cookie(response, SESSION_COOKIE);
    assert.ok(session && session.value.length >= 43);
    assert.equal(session.httpOnly, true);
    assert.equal(session.sameSite, 'Lax');
    assert.equal(session.path, '/');
    assert.equal(session.secure, undefined, 'not Secure over plain http');
    assert.equal(session.domain, undefined, 'host-only without SESSION_COOKIE_DOMAIN');
    // Max-Age is the session's remaining lifetime (SESSION_TTL_DAYS, 30 by default).
    const expiresAt = new Date(body.expiresAt).getTime();
    assert.ok(Math.abs(Number(session.maxAge) - (expiresAt - Date.now()) / 1000) < 5, String(session.maxAge));
    assert.ok(Math.abs(Number(session.maxAge) - 30 * DAY_SECONDS) < 5);

    const xsrf = cookie(response, XSRF_COOKIE);
    assert.equal(xsrf?.value, xsrfTokenFor(session.value));
    assert.notEqual(xsrf?.value, session.value);
    assert.equal(xsrf?.httpOnly, undefined, 'the site reads XSRF-TOKEN');
    assert.equal(xsrf?.sameSite, 'Lax');
    assert.equal(xsrf?.maxAge, session.maxAge);
  });

  test('an API client (no Origin) also gets the token in the body, the same as the cookie', async () => {
    await createUser(app, { email: 'client@example.test' });
    const response = await app.inject({
      method: 'POST',
      url: '/client/user-clients/login',
      payload: { email: 'client@example.test', password: DEFAULT_PASSWORD },
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().token, cookie(response, SESSION_COOKIE)?.value);
  });

  test('a failed login sets no cookie', async () => {
    await createUser(app, { email: 'nocookie@example.test' });
    const response = await app.inject({
      method: 'POST',
      url: '/client/user-clients/login',
      headers: { origin: SITE },
      payload: { email: 'nocookie@example.test', password: 'Wrong1!pass' },
    });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(setCookieHeaders(response), []);
  });

  test('X-Forwarded-Proto https is not trusted without TRUST_PROXY: no Secure', async () => {
    await createUser(app, { email: 'spoof@example.test' });
    const response = await browserLogin(app, 'spoof@example.test', { 'x-forwarded-proto': 'https' });
    assert.equal(cookie(response, SESSION_COOKIE)?.secure, undefined);
  });
});

describe('behind a trusted https proxy, with a cookie domain', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({
      config: accountConfig({ TRUST_PROXY: 1, SESSION_COOKIE_DOMAIN: 'academy.test' }),
    });
  });

  test('both cookies are Secure and carry the configured Domain; logout clears them with the same attributes', async () => {
    await createUser(app, { email: 'proxied@example.test' });
    const response = await browserLogin(app, 'proxied@example.test', { 'x-forwarded-proto': 'https' });
    for (const name of [SESSION_COOKIE, XSRF_COOKIE]) {
      assert.equal(cookie(response, name)?.secure, true, name);
      assert.equal(cookie(response, name)?.domain, 'academy.test', name);
    }
    const token = cookie(response, SESSION_COOKIE)!.value;
    const out = await app.inject({
      method: 'POST',
      url: '/client/user-clients/logout',
      headers: { origin: SITE, 'x-forwarded-proto': 'https', 'x-xsrf-token': xsrfTokenFor(token) },
      cookies: { [SESSION_COOKIE]: token },
    });
    assert.equal(out.statusCode, 200, out.body);
    for (const name of [SESSION_COOKIE, XSRF_COOKIE]) {
      const cleared = cookie(out, name);
      assert.equal(cleared?.value, '', name);
      assert.equal(cleared?.domain, 'academy.test', name);
      assert.ok(cleared?.expires && cleared.expires.getTime() <= Date.now(), name);
    }
  });
});

describe('GET /session and logout with the cookie', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ config: accountConfig() });
  });
  const readSession = (cookies: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/client/user-clients/session', cookies, headers });

  test('no session: 200 { user: null }, no cookie set, not stored by any cache', async () => {
    const response = await readSession();
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { user: null });
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.deepEqual(setCookieHeaders(response), []);
  });

  test('the session cookie gives the user as the contract shapes it, and sets XSRF-TOKEN again', async () => {
    const user = await createUser(app, { email: 'reader@example.test', point: 320, phishingWords: 'red kite' });
    const { token } = await createSession(app, user);
    const response = await readSession({ [SESSION_COOKIE]: token });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.user.id, user.id);
    assert.equal(body.user.point, 320);
    assert.equal(body.user.kub, 3.2);
    assert.equal(body.user.phishingWords, 'red kite');
    assert.equal(cookie(response, XSRF_COOKIE)?.value, xsrfTokenFor(token));
    // GET /me answers the same user with the cookie alone
    const me = await app.inject({
      method: 'GET',
      url: '/client/user-clients/me',
      cookies: { [SESSION_COOKIE]: token },
    });
    assert.equal(me.json().id, user.id);
  });

  test('an ended session (revoked, expired, unknown): { user: null } and both cookies cleared', async () => {
    const user = await createUser(app);
    const revoked = await createSession(app, user, { revoked: true });
    const expired = await createSession(app, user, { expiresAt: new Date(Date.now() - 1000) });
    for (const token of [revoked.token, expired.token, 'not-a-session', 'x'.repeat(600)]) {
      const response = await readSession({ [SESSION_COOKIE]: token });
      assert.deepEqual(response.json(), { user: null });
      assert.equal(cookie(response, SESSION_COOKIE)?.value, '');
      assert.equal(cookie(response, XSRF_COOKIE)?.value, '');
    }
  });

  test('a header token answers its user and leaves the cookies alone (API clients)', async () => {
    const user = await createUser(app);
    const { token } = await createSession(app, user);
    const response = await readSession({}, { authorization: `Bearer ${token}` });
    assert.equal(response.json().user.id, user.id);
    assert.deepEqual(setCookieHeaders(response), []);
  });

  test('logout with the cookie and its XSRF token revokes the session and clears the cookies', async () => {
    await createUser(app, { email: 'leaver@example.test' });
    const token = cookie(await browserLogin(app, 'leaver@example.test'), SESSION_COOKIE)!.value;
    const out = await app.inject({
      method: 'POST',
      url: '/client/user-clients/logout',
      headers: { origin: SITE, 'x-xsrf-token': xsrfTokenFor(token) },
      cookies: { [SESSION_COOKIE]: token },
    });
    assert.equal(out.statusCode, 200, out.body);
    assert.equal(cookie(out, SESSION_COOKIE)?.value, '');
    assert.equal(cookie(out, XSRF_COOKIE)?.value, '');
    // the browser that kept the cookie anyway is nobody now; so is an API client with the token
    assert.deepEqual((await readSession({ [SESSION_COOKIE]: token })).json(), { user: null });
    const me = await app.inject({ method: 'GET', url: '/client/user-clients/me', headers: { token } });
    assert.equal(me.statusCode, 401);
  });
});
