import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { before, describe, test } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { SESSION_COOKIE } from '../../src/lib/session-cookie.ts';
import { buildTestApp } from '../support/app.ts';
import { ContentFixture } from '../support/content-fixture.ts';
import { createSession, createUser, grantSubscription } from '../support/factories.ts';
import { importContent } from '../../src/content/importer.ts';
import { glossaries } from '../../src/db/schema/index.ts';
import { etagMatches, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../src/plugins/public-cache.ts';
import { languages } from '@academy/contracts';

const PUBLIC_READS = [
  '/client/blogs?active=true&status=true&slug_null=false',
  '/client/blogs/count',
  '/client/blogs/slug/what-is-bitcoin',
  '/client/categories?_sort=ranking:ASC&_limit=-1',
  '/client/categories/count',
  '/client/glossaries?_limit=20',
  '/client/glossaries/count',
  '/client/footers?type=Privacy-Policy',
  '/client/get-starts',
  '/client/get-start-banners',
  '/client/pages/about-us',
  '/client/search?q=bitcoin',
  '/client/sitemap',
];

const TTL = 300;

describe('HTTP caching of public content (Cache-Control, ETag, 304)', () => {
  let app: FastifyInstance;
  const fixture = new ContentFixture();
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  before(async () => {
    fixture.standard();
    app = await buildTestApp({ config: { PUBLIC_CACHE_TTL_MS: TTL } });
    await importContent(app.db, fixture.dir);
  });

  test('every public read sends Cache-Control, Vary: lang and an ETag, and answers If-None-Match with an empty 304', async () => {
    for (const url of PUBLIC_READS) {
      for (const lang of languages) {
        const first = await get(url, { lang });
        assert.equal(first.statusCode, 200, url);
        assert.equal(first.headers['cache-control'], PUBLIC_CACHE_CONTROL, url);
        assert.match(String(first.headers.vary), /\blang\b/, url);
        assert.match(String(first.headers.vary), /accept-language/i, url);
        const etag = String(first.headers.etag);
        assert.match(etag, /^"[^"]+-[^"]+"$/, url);
        const again = await get(url, { lang, 'if-none-match': etag });
        assert.equal(again.statusCode, 304, url);
        assert.equal(again.body, '', url);
        assert.equal(again.headers.etag, etag, url);
        assert.equal(again.headers['cache-control'], PUBLIC_CACHE_CONTROL, url);
        // another tag (or a list without ours) gets the full answer
        const other = await get(url, { lang, 'if-none-match': '"0-nope", W/"x"' });
        assert.equal(other.statusCode, 200, url);
        assert.equal(other.body, first.body, url);
      }
    }
  });

  test('the tag differs by language (the body differs) and stays the same for the same answer', async () => {
    const en = await get('/client/glossaries?_limit=20', { lang: 'en' });
    const th = await get('/client/glossaries?_limit=20', { lang: 'th' });
    assert.notEqual(en.headers.etag, th.headers.etag);
    assert.notEqual(en.body, th.body);
    assert.equal((await get('/client/glossaries?_limit=20', { lang: 'en' })).headers.etag, en.headers.etag);
    // a th tag does not revalidate the en answer
    assert.equal(
      (await get('/client/glossaries?_limit=20', { lang: 'en', 'if-none-match': String(th.headers.etag) })).statusCode,
      200,
    );
  });

  test('errors, writes and private routes get no ETag', async () => {
    const missing = await get('/client/blogs/slug/no-such-article');
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.headers.etag, undefined);
    assert.notEqual(missing.headers['cache-control'], PUBLIC_CACHE_CONTROL);
    const bad = await get('/client/search?q=');
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.headers.etag, undefined);
    const filtered = await app.inject({ method: 'POST', url: '/client/blogs/filtered', payload: {} });
    assert.equal(filtered.statusCode, 200);
    assert.equal(filtered.headers.etag, undefined);
    const profile = await get('/client/v2/profile');
    assert.equal(profile.headers.etag, undefined);
  });

  test('exclusive text: a subscriber gets a private answer; the public (cached) answer never holds the full text', async () => {
    const url = '/client/blogs/slug/wallet-security';
    const visitor = await get(url);
    assert.equal(visitor.headers['cache-control'], PUBLIC_CACHE_CONTROL);
    assert.match(String(visitor.headers.vary), /authorization/i);
    assert.match(String(visitor.headers.vary), /\btoken\b/);
    assert.match(String(visitor.headers.vary), /\bcookie\b/i);
    assert.equal((visitor.json() as { locked: boolean }).locked, true);
    assert.doesNotMatch(visitor.body, /Third paragraph is secret/);

    const user = await createUser(app);
    await grantSubscription(app, user);
    const { token } = await createSession(app, user);
    const sessions: Array<Record<string, string>> = [
      { authorization: `Bearer ${token}` },
      { token: `Bearer ${token}` },
      // the site's session cookie (a browser's reads)
      { cookie: `theme=dark; ${SESSION_COOKIE}=${token}` },
    ];
    for (const headers of sessions) {
      const subscriber = await get(url, headers);
      assert.equal(subscriber.statusCode, 200);
      assert.equal(subscriber.headers['cache-control'], PRIVATE_CACHE_CONTROL);
      assert.match(subscriber.body, /Third paragraph is secret/);
      assert.notEqual(subscriber.headers.etag, visitor.headers.etag);
      // the subscriber's own tag revalidates (private cache), still private
      const again = await get(url, { ...headers, 'if-none-match': String(subscriber.headers.etag) });
      assert.equal(again.statusCode, 304);
      assert.equal(again.headers['cache-control'], PRIVATE_CACHE_CONTROL);
      // a subscriber sending the visitor's tag is not told "not modified"
      const stale = await get(url, { ...headers, 'if-none-match': String(visitor.headers.etag) });
      assert.equal(stale.statusCode, 200);
      assert.match(stale.body, /Third paragraph is secret/);
    }
    // after the subscriber's reads, visitors (from the in-process cache) still get the teaser
    const later = await get(url);
    assert.equal(later.body, visitor.body);
    assert.doesNotMatch(later.body, /Third paragraph is secret/);
    // search: the exclusive body matches only for the subscriber, and that answer is private
    const subscriberSearch = await get('/client/search?q=secret', { authorization: `Bearer ${token}` });
    assert.equal(subscriberSearch.headers['cache-control'], PRIVATE_CACHE_CONTROL);
    assert.equal((subscriberSearch.json() as { articles: unknown[] }).articles.length, 1);
    const visitorSearch = await get('/client/search?q=secret');
    assert.equal(visitorSearch.headers['cache-control'], PUBLIC_CACHE_CONTROL);
    assert.equal((visitorSearch.json() as { articles: unknown[] }).articles.length, 0);
  });

  test('a content import changes the tags (also a forced import of the same files); old tags get 200', async () => {
    const url = '/client/glossaries?_limit=20';
    const before = await get(url);
    const guideBefore = await get('/client/get-starts');
    assert.equal((await get(url, { 'if-none-match': String(before.headers.etag) })).statusCode, 304);

    fixture.write(
      'glossary/w.yaml',
      [
        '- slug: wallet',
        '  en: { term: Wallet, definition: Software that holds your private keys. }',
        '  th: { term: วอลเล็ต, definition: ซอฟต์แวร์เก็บกุญแจ }',
        '  related: [address]',
        '',
      ].join('\n'),
    );
    assert.equal((await importContent(app.db, fixture.dir)).skipped, false);
    await sleep(TTL + 50);
    const after = await get(url, { 'if-none-match': String(before.headers.etag) });
    assert.equal(after.statusCode, 200);
    assert.match(after.body, /holds your private keys/);
    assert.notEqual(after.headers.etag, before.headers.etag);
    // an answer the import did not change still gets a new tag (the content version is in it)
    const guideAfter = await get('/client/get-starts', { 'if-none-match': String(guideBefore.headers.etag) });
    assert.equal(guideAfter.statusCode, 200);
    assert.equal(guideAfter.body, guideBefore.body);

    await importContent(app.db, fixture.dir, { force: true });
    app.publicCache.clear(); // what the start-up import does in this process
    const forced = await get(url, { 'if-none-match': String(after.headers.etag) });
    assert.equal(forced.statusCode, 200);
    assert.notEqual(forced.headers.etag, after.headers.etag);
  });

  test('repeated anonymous reads come from memory within the TTL, fresh rows after it', async () => {
    const url = '/client/glossaries/count';
    const first = await get(url);
    await app.db.delete(glossaries).where(eq(glossaries.slug, '51-percent-attack'));
    const cached = await get(url);
    assert.equal(cached.body, first.body);
    assert.equal(cached.headers.etag, first.headers.etag);
    assert.ok(app.publicCache.size() > 0);
    await sleep(TTL + 50);
    const fresh: LightMyRequestResponse = await get(url, { 'if-none-match': String(first.headers.etag) });
    assert.equal(fresh.statusCode, 200);
    assert.equal(Number(fresh.body), Number(first.body) - 1);
  });

  test('CORS Vary: Origin is kept beside lang', async () => {
    const response = await get('/client/categories', { origin: 'http://localhost:3000' });
    const vary = String(response.headers.vary).toLowerCase();
    assert.match(vary, /origin/);
    assert.match(vary, /lang/);
    const cached = await get('/client/categories', { origin: 'http://localhost:3000' });
    assert.match(String(cached.headers.vary).toLowerCase(), /origin/);
    assert.equal(cached.headers['access-control-allow-origin'], 'http://localhost:3000');
  });

  test('If-None-Match parsing: lists, weak tags and *', () => {
    assert.equal(etagMatches('"a-b"', '"a-b"'), true);
    assert.equal(etagMatches('W/"a-b"', '"a-b"'), true);
    assert.equal(etagMatches('"x", "a-b"', '"a-b"'), true);
    assert.equal(etagMatches('*', '"a-b"'), true);
    assert.equal(etagMatches('"a-c"', '"a-b"'), false);
    assert.equal(etagMatches(undefined, '"a-b"'), false);
  });
});

describe('public cache off (PUBLIC_CACHE_TTL_MS=0): headers and 304 still work, nothing kept', () => {
  test('reads run every time', async () => {
    const app = await buildTestApp();
    const first = await app.inject({ method: 'GET', url: '/client/categories' });
    assert.equal(first.headers['cache-control'], PUBLIC_CACHE_CONTROL);
    const again = await app.inject({
      method: 'GET',
      url: '/client/categories',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    assert.equal(again.statusCode, 304);
    assert.equal(app.publicCache.size(), 0);
  });
});
