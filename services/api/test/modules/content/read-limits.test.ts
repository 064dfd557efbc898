import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { blogs, glossaries } from '../../../src/db/schema/index.ts';
import { buildTestApp } from '../../support/app.ts';

/** Issue 11 item 7: `_limit=-1` used to return every row. Reads are capped (docs/strapi-query.md). */
describe('bounded reads: _limit is capped', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
    await app.db.insert(blogs).values(Array.from({ length: 130 }, (_, i) => ({ slug: `bulk-${i}`, tags: [] })));
    await app.db
      .insert(glossaries)
      .values(
        Array.from({ length: 520 }, (_, i) => ({ tag: `term ${String(i).padStart(3, '0')}`, slug: `term-${i}` })),
      );
  });

  test('blogs: -1 and huge limits return at most 100 rows; paging still reaches the rest', async () => {
    const count = (await app.inject('/client/blogs/count')).json();
    assert.ok(count >= 130, String(count));
    for (const limit of ['-1', '1000', '100000000']) {
      const response = await app.inject(`/client/blogs?_limit=${limit}`);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().length, 100, `_limit=${limit}`);
    }
    assert.equal((await app.inject('/client/blogs?_limit=7')).json().length, 7);
    const rest = await app.inject('/client/blogs?_limit=100&_start=100');
    assert.equal(rest.json().length, count - 100);
    assert.equal((await app.inject('/client/blogs?_limit=-2')).statusCode, 400);
  });

  test('glossary (a reference list the site reads whole): capped at 500', async () => {
    const all = await app.inject('/client/glossaries?_limit=-1');
    assert.equal(all.statusCode, 200);
    assert.equal(all.json().length, 500);
    assert.equal((await app.inject('/client/glossaries?_limit=100000')).json().length, 500);
    assert.equal((await app.inject('/client/glossaries?_limit=30')).json().length, 30);
  });
});

describe('search reads a bounded candidate set (the cut is in the query), best matches first', () => {
  test('300 glossary definitions mention the word: the term itself is still the first hit, at most 20 returned', async () => {
    const app = await buildTestApp();
    await app.db.insert(glossaries).values(
      Array.from({ length: 300 }, (_, i) => ({
        tag: `aaa filler ${String(i).padStart(3, '0')}`,
        slug: `filler-${i}`,
        definitionEn: 'Something related to zephyrcoin in passing.',
      })),
    );
    await app.db
      .insert(glossaries)
      .values({ tag: 'zzz Zephyrcoin', slug: 'zephyrcoin', titleEn: 'Zephyrcoin', definitionEn: 'A coin.' });
    const response = await app.inject('/client/search?q=zephyrcoin');
    assert.equal(response.statusCode, 200, response.body);
    const glossary = response.json().glossary as Array<{ slug: string }>;
    assert.equal(glossary.length, 20);
    assert.equal(glossary[0]!.slug, 'zephyrcoin');
  });
});
