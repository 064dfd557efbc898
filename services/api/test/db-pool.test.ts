// The PostgreSQL pool's size and timeouts come from env (DB_POOL_MAX, DB_CONNECT_TIMEOUT_MS,
// DB_STATEMENT_TIMEOUT_MS, DB_IDLE_IN_TRANSACTION_TIMEOUT_MS); what they cut answers 503, not 500.
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { databaseErrorCode } from '../src/lib/database-errors.ts';
import { openDatabase } from '../src/db/client.ts';
import { isDatabaseUnavailable } from '../src/plugins/errors.ts';
import { buildTestApp } from './support/app.ts';
import { testDbKind } from './support/database.ts';
import { createTestDatabase, testServerUrl } from './support/postgres.ts';

const postgresOnly = { skip: testDbKind() !== 'postgres' && 'the pool is PostgreSQL only' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the database pool from env', postgresOnly, () => {
  const open = async (pool: {
    max: number;
    connectTimeoutMs: number;
    statementTimeoutMs: number;
    idleInTransactionTimeoutMs: number;
  }) => {
    const database = await createTestDatabase(await testServerUrl());
    const opened = await openDatabase({ databaseUrl: database.url, dataDir: '/nonexistent', pool });
    after(async () => {
      await opened.close();
      await database.drop();
    });
    return opened;
  };

  test('a statement over the timeout is cancelled by the server (57014), as unavailable', async () => {
    const { db } = await open({
      max: 2,
      connectTimeoutMs: 2_000,
      statementTimeoutMs: 150,
      idleInTransactionTimeoutMs: 0,
    });
    const { rows } = (await db.execute(sql`show statement_timeout`)) as unknown as {
      rows: { statement_timeout: string }[];
    };
    assert.equal(rows[0]?.statement_timeout, '150ms');
    const error = await db.execute(sql`select pg_sleep(2)`).then(
      () => null,
      (e: unknown) => e,
    );
    assert.equal(databaseErrorCode(error), '57014');
    assert.ok(isDatabaseUnavailable(error));
    // the migrations' lock wait is not a statement to cut: they ran, and the connection keeps the limit
    const again = (await db.execute(sql`show statement_timeout`)) as unknown as {
      rows: { statement_timeout: string }[];
    };
    assert.equal(again.rows[0]?.statement_timeout, '150ms');
  });

  test('a full pool makes a query wait DB_CONNECT_TIMEOUT_MS at most, then fail as unavailable', async () => {
    const database = await open({
      max: 1,
      connectTimeoutMs: 300,
      statementTimeoutMs: 0,
      idleInTransactionTimeoutMs: 0,
    });
    assert.deepEqual(database.poolStats?.().max, 1);
    const held = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await sleep(1_000);
    });
    await sleep(50);
    const started = Date.now();
    const error = await database.db.execute(sql`select 1`).then(
      () => null,
      (e: unknown) => e,
    );
    assert.ok(error, 'the query did not wait for the held connection');
    assert.ok(Date.now() - started < 900, 'it gave up at the connect timeout');
    assert.ok(isDatabaseUnavailable(error), String(error));
    await held;
  });

  test('a transaction left idle longer than allowed is ended by the server (25P03)', async () => {
    const { db } = await open({
      max: 2,
      connectTimeoutMs: 2_000,
      statementTimeoutMs: 0,
      idleInTransactionTimeoutMs: 150,
    });
    const error = await db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await sleep(600);
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    assert.ok(error);
    assert.ok(isDatabaseUnavailable(error), String(error));
  });

  test('the API answers a statement cut by the timeout with 503 SERVICE_UNAVAILABLE', async () => {
    const app = await buildTestApp({
      config: { DB_STATEMENT_TIMEOUT_MS: 150 },
      extraRoutes: (scope) => {
        scope.get('/test/slow', async () => {
          await scope.db.execute(sql`select pg_sleep(2)`);
          return { ok: true };
        });
      },
    });
    const response = await app.inject('/test/slow');
    assert.equal(response.statusCode, 503, response.body);
    assert.equal(response.json().code, 'SERVICE_UNAVAILABLE');
  });
});
