import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './support/app.ts';

describe('app', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({
      config: { CORS_ORIGINS: ['http://localhost:3000', 'http://localhost:3001'] },
      extraRoutes: (scope) => {
        scope.get('/test/boom', async () => {
          throw new Error('secret connection string postgres://admin:hunter2@db/prod');
        });
        scope.get('/test/db-boom', async () => {
          await scope.db.execute('select * from table_that_does_not_exist');
          return 'unreachable';
        });
      },
    });
  });

  test('/health answers ok', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ok' });
  });

  test('/ready checks the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/ready' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      status: 'ready',
      database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
    });
  });

  test('unknown route -> 404 NOT_FOUND in the error shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/client/nothing-here?x=1' });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(Object.keys(response.json()).sort(), ['code', 'message', 'statusCode']);
    assert.equal(response.json().code, 'NOT_FOUND');
  });

  test('a throwing route -> 500 INTERNAL_ERROR without leaking the message or stack', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/boom' });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), {
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again.',
    });
    assert.doesNotMatch(response.body, /hunter2|secret|stack|at /);
  });

  test('a database error -> 500 INTERNAL_ERROR without SQL details', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/db-boom' });
    assert.equal(response.statusCode, 500);
    assert.equal(response.json().code, 'INTERNAL_ERROR');
    assert.doesNotMatch(response.body, /table_that_does_not_exist|relation/);
  });

  test('every response carries a request id; a sane incoming one is kept', async () => {
    const generated = await app.inject({ method: 'GET', url: '/health' });
    assert.match(String(generated.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    const given = await app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'edge-123' } });
    assert.equal(given.headers['x-request-id'], 'edge-123');
    const hostile = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'bad id\u0000<script>' },
    });
    assert.notEqual(hostile.headers['x-request-id'], 'bad id\u0000<script>');
  });

  test('security headers (helmet)', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.ok(response.headers['strict-transport-security']);
    assert.equal(response.headers['x-powered-by'], undefined);
  });

  test('CORS: allowlisted origins get the header, others do not', async () => {
    const allowed = await app.inject({ method: 'GET', url: '/health', headers: { origin: 'http://localhost:3001' } });
    assert.equal(allowed.headers['access-control-allow-origin'], 'http://localhost:3001');
    const rejected = await app.inject({ method: 'GET', url: '/health', headers: { origin: 'https://evil.example' } });
    assert.equal(rejected.headers['access-control-allow-origin'], undefined);
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/client/v2/profile',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    assert.equal(preflight.headers['access-control-allow-origin'], undefined);
    const goodPreflight = await app.inject({
      method: 'OPTIONS',
      url: '/client/v2/profile',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'token',
      },
    });
    assert.equal(goodPreflight.statusCode, 204);
    assert.equal(goodPreflight.headers['access-control-allow-origin'], 'http://localhost:3000');
    assert.match(String(goodPreflight.headers['access-control-allow-headers']), /token/);
    // Every header the site's HTTP client sends for a logged-in user must be allowed.
    const allowedHeaders = String(goodPreflight.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/);
    for (const header of ['authorization', 'token', 'type', 'lang', 'x-xsrf-token', 'content-type']) {
      assert.ok(allowedHeaders.includes(header), `${header} not allowed`);
    }
  });

  test('OpenAPI document at /documentation/json lists the routes; UI at /documentation', async () => {
    const json = await app.inject({ method: 'GET', url: '/documentation/json' });
    assert.equal(json.statusCode, 200);
    const paths = Object.keys(json.json().paths);
    for (const path of [
      '/client/glossaries/',
      '/client/glossaries/count',
      '/client/glossaries/{id}',
      '/client/categories/',
      '/client/v2/profile/',
      '/ready',
    ]) {
      assert.ok(paths.includes(path), `${path} in ${paths.join(', ')}`);
    }
    const ui = await app.inject({ method: 'GET', url: '/documentation/' });
    assert.equal(ui.statusCode, 200);
    assert.match(ui.body, /swagger/i);
  });
});

describe('rate limit', () => {
  test('over the limit -> 429 RATE_LIMITED in the error shape', async () => {
    const app = await buildTestApp({ config: { RATE_LIMIT_MAX: 3 } });
    for (let i = 0; i < 3; i += 1) {
      const ok = await app.inject({ method: 'GET', url: '/client/categories' });
      assert.equal(ok.statusCode, 200);
    }
    const limited = await app.inject({ method: 'GET', url: '/client/categories' });
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.json().code, 'RATE_LIMITED');
    assert.equal(limited.json().statusCode, 429);
    assert.equal(typeof limited.json().message, 'string');
    assert.ok(limited.headers['retry-after']);
    // health checks are not limited
    assert.equal((await app.inject({ method: 'GET', url: '/health' })).statusCode, 200);
  });
});
