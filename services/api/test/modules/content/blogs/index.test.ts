import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ContentFixture } from '../../../support/content-fixture.ts';
import { createSession, createUser, grantSubscription } from '../../../support/factories.ts';
import { blogs } from '../../../../src/db/schema/index.ts';
import { buildContentApp } from './content-app.ts';

describe('content endpoints: articles and search', { timeout: 60_000 }, () => {
  let app: FastifyInstance;
  const fixture = new ContentFixture();
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  before(async () => {
    app = await buildContentApp(fixture);
  });

  test('GET /client/blogs lists active cards (Strapi filters) and /count', async () => {
    const response = await get('/client/blogs?active=true&status=true&slug_null=false');
    assert.equal(response.statusCode, 200);
    const cards = response.json() as Array<{ slug: string; readingTime: number; category: { slug: string } | null }>;
    assert.equal(cards.length, 4);
    assert.equal(cards.find((c) => c.slug === 'wallet-security')?.readingTime, 9);
    assert.equal(cards.find((c) => c.slug === 'what-is-bitcoin')?.category?.slug, 'basics');
    assert.equal((await get('/client/blogs/count?exclusive=true')).json(), 1);
    assert.equal((await get('/client/blogs?unknown_field=1')).statusCode, 400);
  });

  test('lang header localizes; a missing translation falls back with fallback: true', async () => {
    const th = (await get('/client/blogs?slug=what-is-bitcoin', { lang: 'th' })).json()[0];
    assert.equal(th.title, 'บิตคอยน์คืออะไร');
    assert.equal(th.language, 'th');
    assert.equal(th.fallback, false);
    const detail = (await get('/client/blogs/slug/english-only', { lang: 'th' })).json();
    assert.equal(detail.title, 'English only');
    assert.equal(detail.language, 'en');
    assert.equal(detail.fallback, true);
    assert.deepEqual(detail.alternates, { en: true, th: false });
  });

  test('GET /client/blogs/slug/{slug}: free article full; unknown and inactive 404', async () => {
    const free = (await get('/client/blogs/slug/what-is-bitcoin')).json();
    assert.equal(free.locked, false);
    assert.match(free.body, /digital money/);
    assert.equal(free.quizSlug, 'what-is-bitcoin');
    const missing = await get('/client/blogs/slug/nope');
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().code, 'NOT_FOUND');
    await app.db.update(blogs).set({ active: false }).where(eq(blogs.slug, 'order-types'));
    assert.equal((await get('/client/blogs/slug/order-types')).statusCode, 404);
    await app.db.update(blogs).set({ active: true }).where(eq(blogs.slug, 'order-types'));
  });

  test('exclusive: locked teaser for visitors and expired subscriptions, full body with an active one', async () => {
    const visitor = (await get('/client/blogs/slug/wallet-security')).json();
    assert.equal(visitor.locked, true);
    assert.equal(visitor.body, null);
    assert.match(visitor.teaser, /seed phrase/);
    assert.doesNotMatch(visitor.teaser, /Third paragraph/);

    const user = await createUser(app);
    const { token } = await createSession(app, user);
    const day = 24 * 60 * 60 * 1000;
    await grantSubscription(app, user, { durationDays: 29 }, new Date(Date.now() - 30 * day));
    const expired = (await get('/client/blogs/slug/wallet-security', { token: `Bearer ${token}` })).json();
    assert.equal(expired.locked, true);
    assert.equal(expired.body, null);

    await grantSubscription(app, user, { durationDays: 31 }, new Date(Date.now() - day));
    const active = (await get('/client/blogs/slug/wallet-security', { token: `Bearer ${token}` })).json();
    assert.equal(active.locked, false);
    assert.match(active.body, /Third paragraph/);
    assert.equal(active.teaser, null);
    // a bad token is just a visitor here
    const bad = await get('/client/blogs/slug/wallet-security', { token: 'Bearer nope' });
    assert.equal(bad.statusCode, 200);
    assert.equal(bad.json().locked, true);
  });

  test('exclusive access and session expiry are judged on the app clock, not the wall clock', async () => {
    const { fakeClock } = await import('../../../support/accounts.ts');
    const realNow = app.clock.now;
    const clock = fakeClock(app, new Date('2031-06-01T00:00:00Z'));
    try {
      const user = await createUser(app);
      const { token } = await createSession(app, user, { expiresAt: new Date('2031-06-02T00:00:00Z') });
      // active from the app's "now" (2031) on: at the wall clock's time it has not started yet
      await grantSubscription(app, user, { durationDays: 30 });
      const active = (await get('/client/blogs/slug/wallet-security', { token: `Bearer ${token}` })).json();
      assert.equal(active.locked, false);
      assert.match(active.body, /Third paragraph/);
      // 40 days later on the app clock the subscription is over (and the session too: a visitor)
      clock.advanceMinutes(40 * 24 * 60);
      const later = (await get('/client/blogs/slug/wallet-security', { token: `Bearer ${token}` })).json();
      assert.equal(later.locked, true);
      assert.equal(later.body, null);
    } finally {
      app.clock.now = realNow;
    }
  });

  test('GET /client/search: a locked exclusive body neither matches nor leaks into snippets', async () => {
    // "secret" / "ความลับ" only appear in the third (locked) paragraph of the exclusive article
    for (const [q, lang] of [
      ['secret', 'en'],
      ['paragraph', 'en'],
      ['ความลับ', 'th'],
    ] as const) {
      const visitor = (await get(`/client/search?q=${encodeURIComponent(q)}`, { lang })).json();
      assert.deepEqual(
        visitor.articles.map((a: { slug: string }) => a.slug),
        [],
        `${q} finds nothing for a visitor`,
      );
      assert.doesNotMatch(JSON.stringify(visitor), /Third paragraph|ย่อหน้าที่สาม/);
    }
    // the public teaser still counts, and its snippet is cut from the teaser only
    const teaserHit = (await get('/client/search?q=seed')).json();
    assert.deepEqual(
      teaserHit.articles.map((a: { slug: string }) => a.slug),
      ['wallet-security'],
    );
    assert.doesNotMatch(JSON.stringify(teaserHit), /Third paragraph/);
    const badToken = (await get('/client/search?q=secret', { token: 'Bearer nope' })).json();
    assert.equal(badToken.articles.length, 0);

    // a subscriber with exclusive access finds the body
    const user = await createUser(app);
    const { token } = await createSession(app, user);
    await grantSubscription(app, user, { durationDays: 31 }, new Date(Date.now() - 24 * 60 * 60 * 1000));
    const member = (await get('/client/search?q=secret', { token: `Bearer ${token}` })).json();
    assert.deepEqual(
      member.articles.map((a: { slug: string }) => a.slug),
      ['wallet-security'],
    );
    assert.match(member.articles[0].snippet, /Third paragraph is secret/);
  });

  test('PUT /client/blogs/blogview/{id} counts once per learner (or IP) per article per day, whatever the User-Agent', async () => {
    const [blog] = await app.db.select().from(blogs).where(eq(blogs.slug, 'order-types'));
    const put = (ua: string, remoteAddress = '203.0.113.7', headers: Record<string, string> = {}) =>
      app.inject({
        method: 'PUT',
        url: `/client/blogs/blogview/${blog!.id}`,
        headers: { 'user-agent': ua, ...headers },
        remoteAddress,
      });
    assert.deepEqual((await put('browser-a')).json(), { id: blog!.id, viewCount: 1, counted: true });
    assert.deepEqual((await put('browser-a')).json(), { id: blog!.id, viewCount: 1, counted: false });
    // A new User-Agent per request is the same visitor.
    for (const ua of ['browser-b', `bot-${Math.random()}`, '']) {
      assert.deepEqual((await put(ua)).json(), { id: blog!.id, viewCount: 1, counted: false }, ua);
    }
    assert.equal((await put('browser-a', '198.51.100.9')).json().viewCount, 2);
    // A learner counts once, from any address.
    const learner = await createUser(app);
    const auth = { authorization: `Bearer ${(await createSession(app, learner)).token}` };
    assert.equal((await put('phone', '192.0.2.1', auth)).json().viewCount, 3);
    assert.deepEqual((await put('laptop', '192.0.2.2', auth)).json(), { id: blog!.id, viewCount: 3, counted: false });
    assert.equal((await app.inject({ method: 'PUT', url: '/client/blogs/blogview/999999' })).statusCode, 404);
    assert.equal((await app.inject({ method: 'PUT', url: '/client/blogs/blogview/abc' })).statusCode, 400);
  });

  test('GET /client/search: Thai finds Thai; title beats body; terms and snippets; bad q is 400', async () => {
    const thai = (await get(`/client/search?q=${encodeURIComponent('บิตคอยน์')}`, { lang: 'th' })).json();
    assert.equal(thai.articles[0].slug, 'what-is-bitcoin');
    assert.equal(thai.articles[0].title, 'บิตคอยน์คืออะไร');
    assert.ok(thai.terms.includes('บิตคอยน์'));
    const english = (await get('/client/search?q=bitcoin')).json();
    assert.deepEqual(
      english.articles.map((a: { slug: string }) => a.slug),
      ['what-is-bitcoin', 'order-types'],
    );
    assert.match(english.articles[1].snippet, /bitcoin/i);
    assert.ok(english.glossary.some((g: { slug: string }) => g.slug === 'altcoin'));
    const wallet = (await get('/client/search?q=wallet')).json();
    assert.equal(wallet.glossary[0].slug, 'wallet'); // term match before definition match
    for (const q of ['', '%20%20', 'x'.repeat(201)]) {
      const response = await get(`/client/search?q=${q}`);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().code, 'VALIDATION_FAILED');
    }
    assert.equal((await get('/client/search')).statusCode, 400);
  });
});
