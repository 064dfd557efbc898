import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../support/app.ts';
import { createGlossaries } from '../../../support/factories.ts';

type Row = { id: number; tag: string; title_en: string; created_at: string };

describe('GET /client/glossaries (Strapi v3 query)', () => {
  let app: FastifyInstance;
  let ids: Record<string, number>;
  const get = async (url: string) => app.inject({ method: 'GET', url });
  const tags = async (query: string) =>
    ((await get(`/client/glossaries?${query}`)).json() as Row[]).map((row) => row.tag);

  before(async () => {
    app = await buildTestApp();
    const day = (n: number) => new Date(Date.UTC(2024, 0, n));
    const rows = await createGlossaries(app, [
      { tag: 'Bitcoin', createdAt: day(1), definitionEn: 'The first cryptocurrency' },
      { tag: 'Altcoin', createdAt: day(2), definitionEn: 'Any coin other than bitcoin' },
      { tag: 'Ethereum', createdAt: day(3), definitionEn: 'Smart contract platform' },
      { tag: 'DeFi', slug: 'defi', createdAt: day(4), definitionEn: 'Decentralised finance', titleTh: 'ดีไฟ' },
      { tag: '100% reserve', createdAt: day(5), definitionEn: 'Fully backed' },
      { tag: 'Wallet', createdAt: day(6), definitionEn: 'Holds keys' },
    ]);
    ids = Object.fromEntries(rows.map((row) => [row.tag, row.id]));
  });

  test('lists rows with the contract fields (ISO dates)', async () => {
    const response = await get('/client/glossaries');
    assert.equal(response.statusCode, 200);
    const body = response.json() as Row[];
    assert.equal(body.length, 6);
    assert.deepEqual(Object.keys(body[0] as object).sort(), [
      'bucket',
      'bucket_th',
      'created_at',
      'definition',
      'definition_en',
      'definition_th',
      'fallback',
      'id',
      'slug',
      'tag',
      'term',
      'title_en',
      'title_th',
      'updated_at',
    ]);
    assert.equal(body.find((row) => row.tag === 'Bitcoin')?.created_at, '2024-01-01T00:00:00.000Z');
  });

  test('_sort ASC/DESC and comma lists (the site: tag:ASC, created_at:DESC with _limit)', async () => {
    assert.deepEqual(await tags('_sort=tag:ASC'), ['100% reserve', 'Altcoin', 'Bitcoin', 'DeFi', 'Ethereum', 'Wallet']);
    assert.deepEqual(await tags('_sort=created_at:DESC&_limit=2'), ['Wallet', '100% reserve']);
    assert.deepEqual(await tags('_sort=title_th:desc,tag:asc&_limit=1'), ['DeFi']);
  });

  test('_limit, _start and _limit=-1', async () => {
    assert.deepEqual(await tags('_sort=id:ASC&_limit=2&_start=2'), ['Ethereum', 'DeFi']);
    assert.equal((await tags('_limit=-1')).length, 6);
    assert.equal((await tags('_limit=0')).length, 0);
  });

  test('field filters: eq, ne, lt/lte/gt/gte, in (comma and repeated), null', async () => {
    assert.deepEqual(await tags('tag=Bitcoin'), ['Bitcoin']);
    assert.equal((await tags('tag_ne=Bitcoin')).length, 5);
    assert.deepEqual(await tags(`id_lt=${ids.Altcoin}&_sort=id:ASC`), ['Bitcoin']);
    assert.deepEqual(await tags(`id_lte=${ids.Altcoin}&_sort=id:ASC`), ['Bitcoin', 'Altcoin']);
    assert.deepEqual(await tags('created_at_gte=2024-01-05&_sort=id:ASC'), ['100% reserve', 'Wallet']);
    assert.deepEqual(await tags('created_at_gt=2024-01-05T00:00:00Z'), ['Wallet']);
    assert.deepEqual(await tags('tag_in=Bitcoin,Wallet&_sort=tag:DESC'), ['Wallet', 'Bitcoin']);
    assert.deepEqual(await tags('tag_in=Bitcoin&tag_in=DeFi&_sort=tag:ASC'), ['Bitcoin', 'DeFi']);
    assert.equal((await tags('tag_null=true')).length, 0);
    assert.equal((await tags('tag_null=false')).length, 6);
  });

  test('_contains is case-insensitive and treats % and _ literally', async () => {
    assert.deepEqual(await tags('tag_contains=COIN&_sort=tag:ASC'), ['Altcoin', 'Bitcoin']);
    assert.deepEqual(await tags('tag_contains=%25'), ['100% reserve']);
    assert.deepEqual(await tags('tag_contains=_'), []);
  });

  test('_q searches tag, titles and definitions (EN and TH)', async () => {
    assert.deepEqual(await tags('_q=bitcoin&_sort=tag:ASC'), ['Altcoin', 'Bitcoin']);
    assert.deepEqual(await tags('_q=ดีไฟ'), ['DeFi']);
    assert.deepEqual(await tags('_q=smart%20CONTRACT'), ['Ethereum']);
  });

  test('/count takes the same filters and returns a bare number', async () => {
    const all = await get('/client/glossaries/count');
    assert.equal(all.statusCode, 200);
    assert.equal(all.body, '6');
    const filtered = await get('/client/glossaries/count?_q=coin');
    assert.equal(filtered.json(), 2);
    // paging does not change a count
    assert.equal((await get('/client/glossaries/count?_limit=1&_start=3')).json(), 6);
  });

  test('/:id returns one row by id or slug; unknown id or slug -> 404 NOT_FOUND; neither -> 400', async () => {
    const one = await get(`/client/glossaries/${ids.DeFi}`);
    assert.equal(one.statusCode, 200);
    assert.equal(one.json().tag, 'DeFi');
    assert.equal(one.json().title_th, 'ดีไฟ');
    const missing = await get('/client/glossaries/999999');
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(missing.json(), {
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'We could not find what you were looking for.',
    });
    // an article's term links name the entry by its slug
    const bySlug = await get('/client/glossaries/defi');
    assert.equal(bySlug.statusCode, 200);
    assert.equal(bySlug.json().id, ids.DeFi);
    assert.equal((await get('/client/glossaries/no-such-term')).statusCode, 404);
    for (const bad of ['Abc', 'a_b', '-1', '3000000000', 'x'.repeat(81), '%E0%B8%81']) {
      const response = await get(`/client/glossaries/${bad}`);
      assert.equal(response.statusCode, 400, bad);
      assert.equal(response.json().code, 'VALIDATION_FAILED', bad);
    }
  });

  const badQueries = [
    'password=x',
    'unknown_field_contains=x',
    '_sort=password:ASC',
    '_sort=tag:SIDEWAYS',
    '_sort=tag:ASC:x',
    '_limit=abc',
    '_limit=-2',
    '_limit=1.5',
    '_start=-1',
    'id=abc',
    'id_gt=1e400',
    'id=3000000000',
    'created_at_lt=not-a-date',
    'tag_null=maybe',
    'id_contains=1',
    '_limit=1&_limit=2',
  ];
  for (const query of badQueries) {
    test(`rejects ?${query} with 400 VALIDATION_FAILED (list and count)`, async () => {
      for (const path of ['/client/glossaries', '/client/glossaries/count']) {
        const response = await get(`${path}?${query}`);
        assert.equal(response.statusCode, 400, `${path}?${query}: ${response.body}`);
        assert.equal(response.json().code, 'VALIDATION_FAILED');
        assert.equal(response.json().statusCode, 400);
      }
    });
  }
});
