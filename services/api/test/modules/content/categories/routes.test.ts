import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../support/app.ts';
import { createCategories } from '../../../support/factories.ts';

describe('GET /client/categories', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
    await createCategories(app, [
      { slug: 'defi', ranking: 3 },
      { slug: 'basics', ranking: 1, nameTh: 'พื้นฐาน' },
      { slug: 'nft', ranking: 2 },
      { slug: 'trading', ranking: 4 },
    ]);
  });

  test('sorted by ranking ascending, unlimited (what the site asks)', async () => {
    const response = await app.inject({ method: 'GET', url: '/client/categories?_sort=ranking:ASC&_limit=-1' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(
      response.json().map((row: { slug: string }) => row.slug),
      ['basics', 'nft', 'defi', 'trading'],
    );
    assert.deepEqual(Object.keys(response.json()[0]).sort(), [
      'description',
      'description_en',
      'description_th',
      'id',
      'name',
      'name_en',
      'name_th',
      'ranking',
      'slug',
    ]);
    assert.equal(response.json()[0].name_th, 'พื้นฐาน');
    const th = await app.inject({ method: 'GET', url: '/client/categories?_limit=-1', headers: { lang: 'th' } });
    assert.equal(th.json()[0].name, 'พื้นฐาน');
  });

  test('default order is ranking, filters and _q work', async () => {
    const ordered = await app.inject({ method: 'GET', url: '/client/categories?ranking_gte=3' });
    assert.deepEqual(
      ordered.json().map((row: { slug: string }) => row.slug),
      ['defi', 'trading'],
    );
    const searched = await app.inject({ method: 'GET', url: '/client/categories?_q=พื้น' });
    assert.deepEqual(
      searched.json().map((row: { slug: string }) => row.slug),
      ['basics'],
    );
  });

  test('/count returns a bare number', async () => {
    const response = await app.inject({ method: 'GET', url: '/client/categories/count?ranking_lt=3' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, '2');
  });

  test('unknown field -> 400 VALIDATION_FAILED', async () => {
    const response = await app.inject({ method: 'GET', url: '/client/categories?secret_ne=1' });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'VALIDATION_FAILED');
    assert.match(response.json().details[0].message, /secret_ne/);
  });
});
