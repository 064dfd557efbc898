import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildTestApp } from '../../../support/app.ts';
import { ContentFixture } from '../../../support/content-fixture.ts';
import { importContent } from '../../../../src/content/importer.ts';
import { makeCoverVariants } from '../../../../src/content/social-cards.ts';
import { coverFormats, coverVariantUrl, coverWidths } from '@academy/contracts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

type Card = { slug: string; coverImage?: string; coverVariants?: string };

describe('GET /client/blogs/covers/:file (AVIF and WebP covers)', { timeout: 120_000 }, () => {
  let app: FastifyInstance;
  const fixture = new ContentFixture();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'covers-data-'));
  const get = (url: string, lang = 'en') => app.inject({ method: 'GET', url, headers: { lang } });
  const article = async (slug: string, lang = 'en') => (await get(`/client/blogs/slug/${slug}`, lang)).json() as Card;
  const storedCovers = () => readdirSync(path.join(dataDir, 'uploads', 'cover-images')).sort();

  before(async () => {
    fixture.standard();
    app = await buildTestApp({ config: { DATA_DIR: dataDir } });
    await importContent(app.db, fixture.dir);
  });

  test('every card in lists and on the page names its variants beside the PNG card', async () => {
    const lists: Card[][] = [
      (await get('/client/blogs')).json() as Card[],
      ((await app.inject({ method: 'POST', url: '/client/blogs/filtered', payload: {} })).json() as { items: Card[] })
        .items,
    ];
    for (const cards of lists) {
      assert.equal(cards.length, 3);
      for (const card of cards) {
        assert.match(card.coverVariants ?? '', new RegExp(`^/client/blogs/covers/${card.slug}-en-[0-9a-f]{16}$`));
        assert.match(card.coverImage ?? '', /\.png$/);
      }
    }
    const th = await article('what-is-bitcoin', 'th');
    assert.match(th.coverVariants ?? '', /^\/client\/blogs\/covers\/what-is-bitcoin-th-[0-9a-f]{16}$/);
  });

  test('serves every width in AVIF and WebP, resized from the card, immutable', async () => {
    const { coverVariants } = await article('what-is-bitcoin', 'th');
    for (const format of coverFormats) {
      for (const width of coverWidths) {
        const response = await get(coverVariantUrl(coverVariants!, width, format));
        assert.equal(response.statusCode, 200, `${width} ${format}`);
        assert.equal(response.headers['content-type'], `image/${format}`);
        assert.equal(response.headers['cache-control'], IMMUTABLE);
        assert.equal(response.headers['x-content-type-options'], 'nosniff');
        const meta = await sharp(response.rawPayload).metadata();
        assert.equal(meta.format, format === 'avif' ? 'heif' : 'webp');
        if (format === 'avif') assert.equal(meta.compression, 'av1');
        assert.equal(meta.width, width);
        assert.equal(meta.height, Math.round((width * 630) / 1200));
      }
    }
    // made once: each variant is one file in storage, served from there on the next request
    assert.equal(storedCovers().length, coverWidths.length * coverFormats.length);
    const again = await get(coverVariantUrl(coverVariants!, 320, 'webp'));
    assert.equal(again.statusCode, 200);
    assert.equal(storedCovers().length, coverWidths.length * coverFormats.length);
  });

  test('requests for a variant that is being made all get the same image', async () => {
    const { coverVariants } = await article('order-types', 'th');
    const url = coverVariantUrl(coverVariants!, 640, 'avif');
    const responses = await Promise.all(Array.from({ length: 5 }, () => get(url)));
    for (const response of responses) {
      assert.equal(response.statusCode, 200);
      assert.ok(response.rawPayload.equals(responses[0]!.rawPayload));
    }
  });

  test('an unknown width or format, or a malformed name, is a 400; never a size from the request', async () => {
    const { coverVariants } = await article('what-is-bitcoin');
    const stem = coverVariants!.split('/').pop()!;
    for (const file of [
      `${stem}-500.avif`,
      `${stem}-1200.webp`,
      `${stem}-0.webp`,
      `${stem}-640.png`,
      `${stem}-640.jpg`,
      `${stem}-640.AVIF`,
      `${stem}.webp`,
      `${stem}-640.webp?w=4000`,
      `${stem.slice(0, -1)}-640.webp`,
      `what-is-bitcoin-de-0123456789abcdef-640.webp`,
      `..%2F..%2Fetc%2Fpasswd`,
      `${stem}-640.webp%00`,
    ]) {
      const response = await get(`/client/blogs/covers/${file}`);
      if (file.includes('?')) {
        // a query is no part of the name: the known variant, at its own width
        assert.equal(response.statusCode, 200, file);
        assert.equal((await sharp(response.rawPayload).metadata()).width, 640);
        continue;
      }
      assert.equal(response.statusCode, 400, file);
      assert.equal((response.json() as { code: string }).code, 'VALIDATION_FAILED');
    }
  });

  test("a missing article, an unknown hash or another language's hash is a 404", async () => {
    const { coverVariants: en } = await article('what-is-bitcoin', 'en');
    const hash = en!.split('-').pop();
    for (const file of [
      `no-such-article-en-0123456789abcdef-640.webp`,
      `what-is-bitcoin-en-0123456789abcdef-640.webp`,
      `what-is-bitcoin-th-${hash}-640.webp`,
      `order-types-en-${hash}-640.webp`,
    ]) {
      const response = await get(`/client/blogs/covers/${file}`);
      assert.equal(response.statusCode, 404, file);
      assert.equal((response.json() as { code: string }).code, 'NOT_FOUND');
    }
  });

  test("a changed cover (title or category) gets a new URL; the old one and a removed article's are 404", async () => {
    const before = await article('order-types', 'en');
    const other = await article('what-is-bitcoin', 'en');
    fixture.article({
      slug: 'order-types',
      en: { title: 'Order types, explained', summary: 'Market and limit orders.', body: 'A limit order waits.' },
      th: { title: 'ประเภทคำสั่งซื้อขาย', summary: 'คำสั่งตลาดและคำสั่งจำกัดราคา', body: 'คำสั่งจำกัดราคาจะรอ' },
      category: 'trading',
      difficulty: 'ADVANCED',
      publishedAt: '2026-01-01',
    });
    await importContent(app.db, fixture.dir);
    const after = await article('order-types', 'en');
    assert.notEqual(after.coverVariants, before.coverVariants);
    assert.notEqual(after.coverImage, before.coverImage);
    assert.equal((await get(coverVariantUrl(before.coverVariants!, 320, 'webp'))).statusCode, 404);
    assert.equal((await get(coverVariantUrl(after.coverVariants!, 320, 'webp'))).statusCode, 200);
    // the article whose card did not change keeps its URL
    assert.equal((await article('what-is-bitcoin', 'en')).coverVariants, other.coverVariants);

    // a new category is a new card, so a new cover
    fixture.article({
      slug: 'what-is-bitcoin',
      en: {
        title: 'What is Bitcoin?',
        summary: 'The first cryptocurrency.',
        body: '## Intro\n\nBitcoin is digital money.',
      },
      th: { title: 'บิตคอยน์คืออะไร', summary: 'คริปโตเคอร์เรนซีตัวแรก', body: '## บทนำ\n\nบิตคอยน์คือเงินดิจิทัล' },
      category: 'trading',
      publishedAt: '2026-01-03',
    });
    await importContent(app.db, fixture.dir);
    assert.notEqual((await article('what-is-bitcoin', 'en')).coverVariants, other.coverVariants);

    // an article taken out of content/ is deactivated: its cover is gone too
    fixture.remove('articles/order-types');
    await importContent(app.db, fixture.dir);
    assert.equal((await get(coverVariantUrl(after.coverVariants!, 320, 'webp'))).statusCode, 404);
  });

  test('storage without the card (another volume): the variant draws the card first', async () => {
    const fresh = await buildTestApp({ config: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'covers-empty-')) } });
    await importContent(fresh.db, fixture.dir);
    const { coverVariants } = (
      await fresh.inject({ method: 'GET', url: '/client/blogs/slug/wallet-security', headers: { lang: 'th' } })
    ).json() as Card;
    const response = await fresh.inject({ method: 'GET', url: coverVariantUrl(coverVariants!, 960, 'avif') });
    assert.equal(response.statusCode, 200);
    assert.equal((await sharp(response.rawPayload).metadata()).width, 960);
  });

  test('a deployed replica (DRAW_IMAGES_ON_REQUEST=false) draws nothing: it serves what the release step made, else 404', async () => {
    const replicaData = mkdtempSync(path.join(tmpdir(), 'covers-replica-'));
    const replica = await buildTestApp({ config: { DATA_DIR: replicaData, DRAW_IMAGES_ON_REQUEST: false } });
    await importContent(replica.db, fixture.dir);
    const card = (
      await replica.inject({ method: 'GET', url: '/client/blogs/slug/wallet-security', headers: { lang: 'en' } })
    ).json() as Card;
    const url = coverVariantUrl(card.coverVariants!, 640, 'webp');
    assert.equal((await replica.inject({ method: 'GET', url })).statusCode, 404);
    assert.equal((await replica.inject({ method: 'GET', url: card.coverImage })).statusCode, 404);
    assert.ok(!existsSync(path.join(replicaData, 'uploads', 'cover-images')), 'nothing drawn on request');
    // the release step's work
    await makeCoverVariants(replica.db, replica.storage);
    assert.equal((await replica.inject({ method: 'GET', url })).statusCode, 200);
    assert.equal((await replica.inject({ method: 'GET', url: card.coverImage })).statusCode, 200);
  });
});
