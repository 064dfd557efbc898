import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../../../support/app.ts';
import { freePort } from '../../../support/ports.ts';
import { startS3 } from '../../../support/s3.ts';

test('/ready -> 503 SERVICE_UNAVAILABLE when the database is gone; /health still ok', async () => {
  const app = await buildTestApp();
  assert.equal((await app.inject({ method: 'GET', url: '/ready' })).statusCode, 200);
  await app.database.close();
  const response = await app.inject({ method: 'GET', url: '/ready' });
  assert.equal(response.statusCode, 503);
  assert.deepEqual(response.json(), {
    statusCode: 503,
    code: 'SERVICE_UNAVAILABLE',
    message: 'The service is temporarily unavailable. Please try again.',
  });
  assert.equal((await app.inject({ method: 'GET', url: '/health' })).statusCode, 200);
});

test('/ready with an S3 bucket: 200 while the bucket answers, 503 when it is missing or its host does not answer', async () => {
  const s3 = await startS3();
  const answering = await buildTestApp({ config: s3.config() });
  assert.equal((await answering.inject({ method: 'GET', url: '/ready' })).statusCode, 200);

  for (const config of [
    s3.config('no-such-bucket'),
    { ...s3.config(), S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` },
  ]) {
    const app = await buildTestApp({ config });
    const response = await app.inject({ method: 'GET', url: '/ready' });
    assert.equal(response.statusCode, 503, config.S3_ENDPOINT);
    assert.deepEqual(response.json(), {
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is temporarily unavailable. Please try again.',
    });
    assert.equal((await app.inject({ method: 'GET', url: '/health' })).statusCode, 200);
  }
});
