import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { buildTestApp } from '../support/app.ts';
import { testDbKind } from '../support/database.ts';
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

describe('the database unreachable: 503, logged without the query, and the process survives', () => {
  test('a query cut off by a lost connection (drizzle wraps it with its SQL and parameters): 503, nothing of it logged', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildTestApp({
      logger: { level: 'info', stream, serializers: requestLogSerializers },
      extraRoutes: (scope) => {
        scope.get('/test/db-gone', async () => {
          throw new DrizzleQueryError(
            'select "password_hash" from "users" where "users"."email" = $1',
            [EMAIL],
            new Error('Connection terminated unexpectedly'),
          );
        });
      },
    });
    const response = await app.inject({ method: 'GET', url: '/test/db-gone' });
    assert.equal(response.statusCode, 503);
    assert.deepEqual(response.json(), {
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is temporarily unavailable. Please try again.',
    });
    const log = lines.join('');
    assert.match(log, /"route":"\/test\/db-gone"/);
    assert.ok(!log.includes(EMAIL), 'no email in the log');
    assert.ok(!/password_hash|Failed query/.test(log), 'no SQL in the log');
  });

  test(
    'PostgreSQL: a connection killed inside a transaction (between two queries) does not crash the process',
    { skip: testDbKind() !== 'postgres' && 'needs PostgreSQL (TEST_DB=postgres)' },
    async () => {
      const app = await buildTestApp({
        extraRoutes: (scope) => {
          scope.get('/test/killed-in-tx', async () => {
            await scope.db.transaction(async (tx) => {
              const result = await tx.execute(sql`select pg_backend_pid() as pid`);
              const pid = Number((result as unknown as { rows: Array<{ pid: number }> }).rows[0]!.pid);
              await scope.db.execute(sql`select pg_terminate_backend(${pid})`);
              // The server closes the connection while the transaction waits: 'error' on the checked-out client.
              await new Promise((resolve) => setTimeout(resolve, 300));
              await tx.execute(sql`select 1`);
            });
            return 'unreachable';
          });
        },
      });
      const response = await app.inject({ method: 'GET', url: '/test/killed-in-tx' });
      assert.equal(response.statusCode, 503, response.body);
      assert.equal(response.json().code, 'SERVICE_UNAVAILABLE');
      // Still alive and the pool hands out working connections.
      assert.equal((await app.inject({ method: 'GET', url: '/ready' })).statusCode, 200);
      assert.equal((await app.inject({ method: 'GET', url: '/client/categories' })).statusCode, 200);
    },
  );
});
