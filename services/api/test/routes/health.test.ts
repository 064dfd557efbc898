import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../support/app.ts';

test('/ready -> 503 SERVICE_UNAVAILABLE when the database is gone; /health still ok', async () => {
  const app = await buildTestApp();
  assert.equal((await app.inject({ method: 'GET', url: '/ready' })).statusCode, 200);
  await app.database.close();
  const response = await app.inject({ method: 'GET', url: '/ready' });
  assert.equal(response.statusCode, 503);
  assert.deepEqual(response.json(), { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
  assert.equal((await app.inject({ method: 'GET', url: '/health' })).statusCode, 200);
});
