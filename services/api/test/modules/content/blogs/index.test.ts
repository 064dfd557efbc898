import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { routePrefixes } from '@academy/contracts';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../../../support/app.ts';
import { ContentFixture } from '../../../support/content-fixture.ts';
import { createSession, createUser, grantSubscription } from '../../../support/factories.ts';
import { importContent } from '../../../../src/content/importer.ts';
import { blogs, getStartBanners } from '../../../../src/db/schema/index.ts';

describe('content endpoints', { timeout: 60_000 }, () => {
  let app: FastifyInstance;
  const fixture = new ContentFixture();
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  before(async () => {
    fixture.standard();
    // an article with an English translation only (fallback)
    fixture.article({
      slug: 'english-only',
      en: { title: 'English only', summary: 'Only EN.', body: 'Just English text about staking.' },
      th: null,
    });
    app = await buildTestApp();
    // loadContent rejects a missing translation, so import the valid set, then add the EN-only one by hand
    fixture.remove('articles/english-only');
    await importContent(app.db, fixture.dir);
    const [enOnly] = await app.db
      .insert(blogs)
      .values({ slug: 'english-only', difficulty: 'BEGINNER', publishedAt: new Date('2025-12-01') })
      .returning();
    const { blogTranslations } = await import('../../../../src/db/schema/index.ts');
    await app.db.insert(blogTranslations).values({
      blogId: enOnly!.id,
      language: 'en',
      title: 'English only',
      summary: 'Only EN.',
      body: 'Staking text.',
    });
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

  test('GET /client/glossaries: tag order, latest, search, bucket, /count, /{id} with related', async () => {
    const tags = (await get('/client/glossaries')).json().map((g: { tag: string }) => g.tag);
    assert.deepEqual(tags, ['51% attack', 'Address', 'Altcoin', 'Wallet']);
    assert.equal((await get('/client/glossaries?_sort=created_at:DESC&_limit=2')).json().length, 2);
    assert.deepEqual(
      (await get('/client/glossaries?bucket=A')).json().map((g: { slug: string }) => g.slug),
      ['address', 'altcoin'],
    );
    assert.deepEqual(
      (await get('/client/glossaries?bucket=%23')).json().map((g: { slug: string }) => g.slug),
      ['51-percent-attack'],
    );
    assert.equal((await get('/client/glossaries/count?bucket=A')).json(), 2);
    assert.deepEqual(
      (await get(`/client/glossaries?_q=${encodeURIComponent('วอลเล็ต')}`)).json().map((g: { slug: string }) => g.slug),
      ['wallet'],
    );
    const address = (await get('/client/glossaries?slug=address', { lang: 'th' })).json()[0];
    assert.equal(address.term, 'แอดเดรส (Address)');
    // The Thai index: by the first Thai consonant, the leading vowel of แอดเดรส skipped.
    const byThai = async (letter: string) =>
      (await get(`/client/glossaries?bucket_th=${encodeURIComponent(letter)}&_sort=tag:ASC`))
        .json()
        .map((g: { slug: string }) => g.slug);
    assert.deepEqual(await byThai('อ'), ['address', 'altcoin']);
    assert.deepEqual(await byThai('ว'), ['wallet']);
    assert.deepEqual(await byThai('ก'), ['51-percent-attack']);
    assert.deepEqual(await byThai('แ'), []);
    assert.equal(address.bucket_th, 'อ');
    const detail = (await get(`/client/glossaries/${address.id}`)).json();
    assert.deepEqual(
      detail.related.map((r: { slug: string }) => r.slug),
      ['wallet'],
    );
    assert.equal((await get('/client/glossaries/999999')).statusCode, 404);
  });

  test('GET /client/footers for the four types; unknown type 400', async () => {
    for (const type of ['Terms-Conditions', 'Privacy-Policy', 'Terms-Subscriptions', 'Cookies-Policy']) {
      const response = await get(`/client/footers?type=${type}`);
      assert.equal(response.statusCode, 200, type);
      assert.equal(response.json().type, type);
    }
    const th = (await get('/client/footers?type=Privacy-Policy', { lang: 'th' })).json();
    assert.equal(th.title, 'privacy-policy TH');
    assert.equal(th.updated_at, '2026-02-02T00:00:00.000Z');
    assert.equal((await get('/client/footers?type=Nope')).statusCode, 400);
    assert.equal((await get('/client/footers')).statusCode, 400);
  });

  test('GET /client/categories, get-starts, get-start-banners, pages, sitemap', async () => {
    const categories = (await get('/client/categories?_sort=ranking:ASC&_limit=-1')).json();
    assert.deepEqual(
      categories.map((c: { slug: string }) => c.slug),
      ['basics', 'trading'],
    );
    assert.equal(categories[0].description, 'Start here');
    const guides = (await get('/client/get-starts', { lang: 'th' })).json();
    assert.deepEqual(
      guides.map((g: { slug: string }) => g.slug),
      ['welcome', 'wallets'],
    );
    assert.equal(guides[0].title, 'ยินดีต้อนรับ');
    assert.deepEqual((await get('/client/get-start-banners')).json(), []);
    await app.db.insert(getStartBanners).values([
      { titleEn: 'Old', subtitleEn: 'o', updatedAt: new Date('2025-01-01') },
      { titleEn: 'New', subtitleEn: 'n', titleTh: '', updatedAt: new Date('2026-01-01') },
    ]);
    const banners = (await get('/client/get-start-banners?_sort=updated_at:DESC&_limit=1', { lang: 'th' })).json();
    assert.equal(banners.length, 1);
    assert.equal(banners[0].title, 'New');
    assert.equal(banners[0].fallback, true);
    const about = (await get('/client/pages/about-us')).json();
    assert.equal(about.title, 'About us');
    assert.equal((await get('/client/pages/nope')).statusCode, 404);
    const sitemap = (await get('/client/sitemap')).json();
    assert.ok(sitemap.articles.some((a: { slug: string }) => a.slug === 'what-is-bitcoin'));
    assert.equal(sitemap.glossary.length, 4);
    assert.deepEqual(
      sitemap.pages.map((p: { slug: string }) => p.slug),
      ['about-us'],
    );
    // the public pages as the shell's /sitemap.xml lists them: path after the language, last change
    const entries = new Map(sitemap.entries.map((e: { path: string; lastmod: string | null }) => [e.path, e.lastmod]));
    assert.equal(entries.get(''), null);
    assert.equal(entries.get('legal/privacy-policy'), null);
    const article = sitemap.articles.find((a: { slug: string }) => a.slug === 'what-is-bitcoin');
    assert.equal(entries.get('articles/what-is-bitcoin'), article.updated_at.slice(0, 10));
    assert.match(String(entries.get('articles/what-is-bitcoin')), /^\d{4}-\d{2}-\d{2}$/);
    for (const term of sitemap.glossary) assert.ok(entries.has(`glossary/${encodeURIComponent(term.slug)}`), term.slug);
    // only pages some remote serves (the route table's prefixes), the events and quiz pages included
    const owned = new Set<string>(Object.values(routePrefixes).flat());
    for (const path of entries.keys())
      assert.ok(owned.has(String(path).split('/')[0] ?? ''), `no remote serves /${path}`);
    for (const page of ['hackathon', 'pitch-2024', 'pop-quizzes', 'redeem']) assert.ok(entries.has(page), page);
  });

  test('OpenAPI documents the content routes', async () => {
    const doc = (await get('/documentation/json')).json();
    for (const path of [
      '/client/blogs/filtered',
      '/client/blogs/slug/{slug}',
      '/client/search',
      '/client/footers',
      '/client/sitemap',
    ]) {
      assert.ok(doc.paths[path], path);
    }
  });
});
