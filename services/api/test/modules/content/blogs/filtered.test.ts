import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../support/app.ts';
import { ContentFixture } from '../../../support/content-fixture.ts';
import { importContent } from '../../../../src/content/importer.ts';
import { blogs } from '../../../../src/db/schema/index.ts';

describe('POST /client/blogs/filtered', { timeout: 60_000 }, () => {
  let app: FastifyInstance;
  const fixture = new ContentFixture();

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

  test('POST /client/blogs/filtered: filters, sorts, pages; bad bodies are 400', async () => {
    const post = (body: unknown) =>
      app.inject({ method: 'POST', url: '/client/blogs/filtered', payload: body as object });
    const slugs = async (body: unknown) =>
      ((await post(body)).json() as { items: Array<{ slug: string }> }).items.map((i) => i.slug);
    const total = async (body: unknown) => ((await post(body)).json() as { total: number }).total;
    const all = (await post({})).json();
    assert.equal(all.total, 4);
    assert.equal(all.items[0].slug, 'what-is-bitcoin'); // latest first
    const trading = await slugs({ category: 'trading' });
    assert.deepEqual(trading, ['order-types']);
    const unknown = await total({ category: 'unknown' });
    assert.equal(unknown, 0);
    const longest = await slugs({ difficulty: ['INTERMEDIATE', 'ADVANCED'], sort: 'longest' });
    assert.deepEqual(longest, ['wallet-security', 'order-types']);
    const exclusive = await total({ access: 'exclusive' });
    assert.equal(exclusive, 1);
    const freeLong = await total({ access: 'free', readingTimeMin: 5 });
    assert.equal(freeLong, 0);
    const seed = await slugs({ text: 'seed phrase' });
    assert.deepEqual(seed, ['wallet-security']);
    const thai = await slugs({ text: 'บิตคอยน์' });
    assert.deepEqual(thai, ['what-is-bitcoin']);
    const paged = (await post({ page: 2, pageSize: 3 })).json();
    assert.equal(paged.items.length, 1);
    assert.equal(paged.total, 4);
    for (const bad of [
      { difficulty: ['EASY'] },
      { sort: 'random' },
      { pageSize: 500 },
      { readingTimeMin: 10, readingTimeMax: 2 },
    ]) {
      const response = await post(bad);
      assert.equal(response.statusCode, 400, JSON.stringify(bad));
      assert.equal(response.json().code, 'VALIDATION_FAILED');
    }
  });
});
