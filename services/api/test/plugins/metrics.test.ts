// GET /metrics (prom-client): requests by route and status with latency histograms, the database
// pool, the payout queue, background failures and the process's own metrics; a token when set.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildTestApp } from '../support/app.ts';
import { testDbKind } from '../support/database.ts';

const sample = (text: string, pattern: RegExp) => {
  const line = text.split('\n').find((l) => pattern.test(l));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
};

describe('/metrics', () => {
  test('counts requests by route template and status, with a latency histogram', async () => {
    const app = await buildTestApp();
    for (let i = 0; i < 3; i++) assert.equal((await app.inject('/client/categories')).statusCode, 200);
    assert.equal((await app.inject('/client/glossaries/999999')).statusCode, 404);
    assert.equal((await app.inject('/no/such/route?email=someone@example.test')).statusCode, 404);
    const response = await app.inject('/metrics');
    assert.equal(response.statusCode, 200);
    assert.match(response.headers['content-type'] as string, /^text\/plain; version=0\.0\.4/);
    const text = response.body;
    assert.equal(
      sample(text, /^http_requests_total\{method="GET",route="\/client\/categories",status_code="200"\}/),
      3,
    );
    assert.equal(
      sample(text, /^http_requests_total\{method="GET",route="\/client\/glossaries\/:id",status_code="404"\}/),
      1,
    );
    assert.equal(sample(text, /^http_requests_total\{method="GET",route="unmatched",status_code="404"\}/), 1);
    assert.match(
      text,
      /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/client\/categories",status_code="200"\}/m,
    );
    assert.doesNotMatch(text, /someone@example/, 'no query parameter in a label');
    // the process's own (CPU, memory, event loop)
    assert.match(text, /^process_cpu_user_seconds_total /m);
    assert.match(text, /^nodejs_eventloop_lag_seconds /m);
    // the payout queue, every status
    for (const status of ['pending', 'running', 'completed', 'failed']) {
      assert.equal(sample(text, new RegExp(`^payout_jobs\\{status="${status}"\\}`)), 0, status);
    }
  });

  test(
    'the PostgreSQL pool: in use, idle, waiting and its size',
    { skip: testDbKind() !== 'postgres' && 'PGlite has no pool' },
    async () => {
      const app = await buildTestApp({ config: { DB_POOL_MAX: 7 } });
      const text = (await app.inject('/metrics')).body;
      assert.equal(sample(text, /^db_pool_connections\{state="max"\}/), 7);
      assert.ok((sample(text, /^db_pool_connections\{state="idle"\}/) ?? -1) >= 0);
      assert.ok((sample(text, /^db_pool_connections\{state="in_use"\}/) ?? -1) >= 0);
      assert.equal(sample(text, /^db_pool_waiting_requests /), 0);
    },
  );

  test('with METRICS_TOKEN, only a request that carries it reads them', async () => {
    const app = await buildTestApp({ config: { METRICS_TOKEN: 'a-long-metrics-token-1234' } });
    const refused = await app.inject('/metrics');
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.json().code, 'UNAUTHORIZED');
    const wrong = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } });
    assert.equal(wrong.statusCode, 401);
    const read = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer a-long-metrics-token-1234' } });
    assert.equal(read.statusCode, 200);
    assert.match(read.body, /^http_requests_total/m);
  });
});
