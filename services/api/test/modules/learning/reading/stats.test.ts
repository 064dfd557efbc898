import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { ReadingStats } from '@academy/contracts';
import { blogs, categories } from '../../../../src/db/schema/index.ts';
import { fakeClock } from '../../../support/accounts.ts';
import { buildTestApp } from '../../../support/app.ts';
import { grantSubscription } from '../../../support/factories.ts';
import { importRealContent, learner } from '../../../support/learning.ts';
import { expectError } from '../../../support/quizzes.ts';

/** Issue 34 item 2: the profile's reading section (GET /client/v2/reading). */
describe('reading stats', { timeout: 120_000 }, () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof fakeClock>;
  let articles: Array<{ slug: string; category: string | null }>;

  const stats = async (headers: Record<string, string>) => {
    const res = await app.inject({ method: 'GET', url: '/client/v2/reading', headers });
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as ReadingStats;
  };
  const read = async (headers: Record<string, string>, slug: string) => {
    const res = await app.inject({ method: 'POST', url: `/client/v2/reading/${slug}/read`, headers });
    assert.equal(res.statusCode, 200, res.body);
    clock.advanceMinutes(1);
  };
  const inCategory = (slug: string) => articles.filter((a) => a.category === slug).length;

  before(async () => {
    app = await buildTestApp();
    clock = fakeClock(app, new Date('2026-05-01T10:00:00Z'));
    await importRealContent(app);
    articles = await app.db
      .select({ slug: blogs.slug, category: categories.slug })
      .from(blogs)
      .leftJoin(categories, eq(categories.id, blogs.categoryId))
      .where(and(eq(blogs.active, true), eq(blogs.status, true)));
  });

  test('a visitor gets 401 and nothing', async () => {
    expectError(await app.inject({ method: 'GET', url: '/client/v2/reading' }), 401, 'UNAUTHORIZED');
  });

  test('a new learner has read nothing of the whole catalogue', async () => {
    const { headers } = await learner(app);
    const fresh = await stats(headers);
    assert.deepEqual(fresh.recent, []);
    assert.deepEqual(fresh.catalogue, { read: 0, total: articles.length });
    assert.ok(fresh.categories.length > 0);
    for (const c of fresh.categories) assert.deepEqual([c.read, c.total], [0, inCategory(c.slug)], c.slug);
  });

  test("only reads to the end count, the last five newest first, exclusive included, no one else's", async () => {
    const { user, headers } = await learner(app);
    const other = await learner(app);
    await read(other.headers, 'what-is-defi');
    await app.inject({
      method: 'PUT',
      url: '/client/v2/reading/what-is-ethereum/position',
      headers,
      payload: { position: 60 },
    });
    await grantSubscription(app, user);
    const order = [
      'what-is-bitcoin',
      'bitcoin-mining-basics',
      'layer-2-rollups',
      'what-is-blockchain',
      'dollar-cost-averaging',
      'gas-fees-explained',
    ];
    for (const slug of order) await read(headers, slug);
    await read(headers, 'what-is-bitcoin'); // reading again keeps the first time

    const en = await stats(headers);
    assert.deepEqual(
      en.recent.map((r) => r.slug),
      ['gas-fees-explained', 'dollar-cost-averaging', 'what-is-blockchain', 'layer-2-rollups', 'bitcoin-mining-basics'],
    );
    assert.equal(en.recent[3]!.title, 'Layer 2 rollups: optimistic vs ZK, data availability and blobs');
    assert.equal(en.recent[0]!.readAt, '2026-05-01T10:06:00.000Z');
    assert.deepEqual(Object.keys(en.recent[0]!).sort(), ['readAt', 'slug', 'title'], 'a title, never a body');
    assert.deepEqual(en.catalogue, { read: 6, total: articles.length });
    const bitcoin = en.categories.find((c) => c.slug === 'bitcoin')!;
    assert.deepEqual([bitcoin.read, bitcoin.total], [2, inCategory('bitcoin')]);
    assert.equal(en.categories.find((c) => c.slug === 'defi')!.read, 0, "another learner's read");
    assert.equal(en.categories.find((c) => c.slug === 'ethereum-smart-contracts')!.read, 2, 'exclusive and gas fees');

    const th = await stats({ ...headers, lang: 'th' });
    assert.equal(th.recent[4]!.title, 'พื้นฐานการขุดบิตคอยน์');
    assert.notEqual(th.categories.find((c) => c.slug === 'bitcoin')!.name, bitcoin.name);
  });

  test('an article switched off leaves the counts and the list', async () => {
    const { headers } = await learner(app);
    await read(headers, 'what-are-nfts');
    await app.db.update(blogs).set({ active: false }).where(eq(blogs.slug, 'what-are-nfts'));
    try {
      const after = await stats(headers);
      assert.deepEqual(after.recent, []);
      assert.deepEqual(after.catalogue, { read: 0, total: articles.length - 1 });
    } finally {
      await app.db.update(blogs).set({ active: true }).where(eq(blogs.slug, 'what-are-nfts'));
    }
  });
});
