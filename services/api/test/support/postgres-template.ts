/**
 * Migrated test databases on PostgreSQL without migrating each one: the migrations run once per
 * server into a template database named after their hash, and every test database is a copy of
 * it (`CREATE DATABASE x TEMPLATE t`, a file copy, ~0.1 s against ~0.5 s of migrations).
 * The app's start-up migration then finds everything applied. Tests of the migrations themselves
 * use createTestDatabase (empty) instead.
 */
import pg from 'pg';
import { migrateUnderLock } from '../../src/db/client.ts';
import { migrationsHash } from './migrations-hash.ts';
import { createTestDatabase, withDatabase } from './postgres.ts';

/** Advisory lock held (in the maintenance database) while a template is checked or built. */
const TEMPLATE_LOCK_KEY = 0x61637470; // 'actp'

const templates = new Map<string, Promise<string>>();

/**
 * The name of the migrated template on the server behind `adminUrl`, built when missing. Test
 * files run in parallel processes may ask at once: the lock makes one build it, and it gets its
 * final name only once complete (a copy needs a template nobody is connected to).
 */
export function migratedTemplate(adminUrl: string): Promise<string> {
  const name = `academy_template_${migrationsHash()}`;
  const key = `${adminUrl} ${name}`;
  let template = templates.get(key);
  if (!template) {
    template = ensureMigratedTemplate(adminUrl, name);
    templates.set(key, template);
    template.catch(() => templates.delete(key));
  }
  return template;
}

/** Makes sure database `name` exists with every migration applied: builds it under the lock if missing. */
export async function ensureMigratedTemplate(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return name;
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${building}"`);
    const pool = new pg.Pool({ connectionString: withDatabase(adminUrl, building), max: 1 });
    try {
      await migrateUnderLock(pool);
    } finally {
      await pool.end();
    }
    await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    return name;
  } finally {
    // ends the session, which also releases the advisory lock
    await admin.end();
  }
}

/** A fresh database with every migration applied (a copy of the migrated template). */
export async function createMigratedTestDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  return createTestDatabase(adminUrl, { template: await migratedTemplate(adminUrl) });
}
