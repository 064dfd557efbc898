import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '../support/app.ts';
import { requestLogSerializers } from '../../src/app.ts';

const EMAIL = 'secret.person@example.test';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$SECRETHASHVALUE';

describe('logs carry codes and routes, never query parameters', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  before(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildTestApp({
      logger: { level: 'info', stream, serializers: requestLogSerializers },
      extraRoutes: (scope) => {
        scope.get('/test/db-secret', async () => {
          await scope.db.execute(sql`select * from no_such_table where email = ${EMAIL} and hash = ${HASH}`);
          return 'unreachable';
        });
        scope.get('/test/db-bad-date', async () => {
          await scope.db.execute(sql`select ${'0000-01-01T00:00:00Z'}::timestamptz as at, ${EMAIL} as email`);
          return 'unreachable';
        });
      },
    });
  });

  test('a failing query with an email and a hash in its parameters: logged by code and route only', async () => {
    const response = await app.inject({ method: 'GET', url: `/test/db-secret?email=${encodeURIComponent(EMAIL)}` });
    assert.equal(response.statusCode, 500);
    const log = lines.join('');
    assert.match(log, /"sqlState":"42P01"/);
    assert.match(log, /"route":"\/test\/db-secret"/);
    assert.ok(!log.includes(EMAIL), 'no email in the log');
    assert.ok(!log.includes('SECRETHASHVALUE'), 'no hash in the log');
    assert.ok(!/no_such_table|select \*/i.test(log), 'no SQL in the log');
  });

  test('a data exception from the database (date out of range) is a 400, logged without parameters', async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/test/db-bad-date' });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'VALIDATION_FAILED');
    const log = lines.join('');
    assert.match(log, /"sqlState":"22/);
    assert.ok(!log.includes(EMAIL));
  });
});
