import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { routePrefixes } from '@academy/contracts';
import { ContentFixture } from '../../../support/content-fixture.ts';
import { getStartBanners } from '../../../../src/db/schema/index.ts';
import { buildContentApp } from './content-app.ts';

describe('content endpoints: glossaries, footers, categories, guides, pages, sitemap', { timeout: 60_000 }, () => {
  let app: FastifyInstance;
  const fixture = new ContentFixture();
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  before(async () => {
    app = await buildContentApp(fixture);
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
