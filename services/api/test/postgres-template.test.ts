// Test databases on PostgreSQL are copies of a template migrated once (test/support/postgres-template.ts):
// the copy must be fully migrated (the app's start-up migration then applies nothing), concurrent
// builders must agree on one template, and the empty databases migration tests use stay empty.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import pg from 'pg';
import { migrationsFolder, openDatabase } from '../src/db/client.ts';
import { testDbKind } from './support/database.ts';
import { createMigratedTestDatabase, ensureMigratedTemplate } from './support/postgres-template.ts';
import { createTestDatabase, testServerUrl, withDatabase } from './support/postgres.ts';

const skip = testDbKind() !== 'postgres' && 'needs TEST_DB=postgres';
const journalEntries = () =>
  (JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] })
    .entries.length;

async function query<Row extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const appliedMigrations = async (url: string) =>
  Number((await query<{ n: string }>(url, 'select count(*) as n from drizzle.__drizzle_migrations'))[0]?.n);

const drops: (() => Promise<void>)[] = [];
after(async () => {
  for (const drop of drops.reverse()) await drop();
});

describe('migrated test databases on PostgreSQL', { skip }, () => {
  test('a copy of the template has every migration; the app start-up applies none', async () => {
    const database = await createMigratedTestDatabase(await testServerUrl());
    drops.push(database.drop);
    assert.equal(await appliedMigrations(database.url), journalEntries());
    const before = await query(
      database.url,
      'select id, hash, created_at from drizzle.__drizzle_migrations order by id',
    );

    const opened = await openDatabase({ databaseUrl: database.url, dataDir: '' });
    await opened.close();

    const afterStart = await query(
      database.url,
      'select id, hash, created_at from drizzle.__drizzle_migrations order by id',
    );
    assert.deepEqual(afterStart, before);
  });

  test('builders racing on a server without the template agree on one, complete template', async () => {
    const adminUrl = await testServerUrl();
    const name = `academy_template_race_${process.pid}_${Date.now().toString(36)}`;
    drops.push(async () => {
      await query(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    });
    const names = await Promise.all([1, 2, 3, 4].map(() => ensureMigratedTemplate(adminUrl, name)));
    assert.deepEqual(names, [name, name, name, name]);
    const left = await query<{ datname: string }>(adminUrl, 'select datname from pg_database where datname like $1', [
      `${name}%`,
    ]);
    assert.deepEqual(
      left.map((row) => row.datname),
      [name],
      'no half-built copy left behind',
    );
    assert.equal(await appliedMigrations(withDatabase(adminUrl, name)), journalEntries());

    const copies = await Promise.all([1, 2, 3].map(() => createTestDatabase(adminUrl, { template: name })));
    drops.push(...copies.map((copy) => copy.drop));
    for (const copy of copies) assert.equal(await appliedMigrations(copy.url), journalEntries());
  });

  test('createTestDatabase without a template stays empty, for the tests of migrations themselves', async () => {
    const database = await createTestDatabase(await testServerUrl());
    drops.push(database.drop);
    const schemas = await query(
      database.url,
      "select 1 from information_schema.schemata where schema_name = 'drizzle'",
    );
    assert.equal(schemas.length, 0);
  });
});
