import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { databaseErrorCode } from '../lib/database-errors.ts';
import * as schema from './schema/index.ts';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The one database type the code uses: the same on PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle has the same query API. Inside a transaction always use it, never `db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface PoolStats {
  /** Connections open, idle among them, requests waiting for one, and the pool's size. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL pool's state (none on PGlite: one in-process connection). */
  poolStats?: () => PoolStats;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** An already open PGlite (tests pass a clone of a migrated template). Closed with the app. */
  pglite?: PGlite | undefined;
  /** PostgreSQL pool: size and timeouts (DB_POOL_MAX and DB_*_TIMEOUT_MS). */
  pool?: {
    max: number;
    connectTimeoutMs: number;
    statementTimeoutMs: number;
    idleInTransactionTimeoutMs: number;
  };
  /**
   * false: apply no migration, only check that every migration of this build is applied
   * (SchemaBehindError otherwise): the serving replicas of a deploy whose release step migrates.
   */
  migrate?: boolean;
  /** Called when an idle pooled connection fails (it is dropped and replaced). */
  onIdleError?: (error: Error) => void;
}

const defaultPool = {
  max: 10,
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 60_000,
};

/** Key of the session-level advisory lock migrations run under ('academy-migrations'). */
export const MIGRATION_LOCK_KEY = 0x61636d69; // 'acmi'

/**
 * Runs the migrations on one connection holding a PostgreSQL advisory lock, so N replicas can
 * start at once: the first migrates, the others wait, then find nothing left to apply.
 */
export async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    // waiting for another replica's migrations is no statement to time out
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      await client.query('reset statement_timeout');
    }
  } finally {
    client.release();
  }
}

/** The database lacks migrations this build needs: the release step has not run for it yet. */
export class SchemaBehindError extends Error {
  constructor(applied: number | null, needed: number) {
    super(
      `the database schema is behind this build (newest migration applied: ${applied === null ? 'none' : new Date(applied).toISOString()}, needed: ${new Date(needed).toISOString()}); run the release step (pnpm --filter @academy/api release) first`,
    );
    this.name = 'SchemaBehindError';
  }
}

/** When the newest migration of this build was written (drizzle's journal `when`, its `created_at`). */
async function newestMigrationOfBuild(): Promise<number> {
  const journal = JSON.parse(await fs.readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** Checks, without changing anything, that drizzle recorded this build's newest migration. */
async function assertMigrated(db: Db): Promise<void> {
  const needed = await newestMigrationOfBuild();
  const { rows } = (await db
    .execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`)
    .catch((error: unknown) => {
      // no migration table (or schema) yet: nothing was ever migrated
      if (['42P01', '3F000'].includes(databaseErrorCode(error) ?? '')) return { rows: [] };
      throw error;
    })) as { rows: { newest: string | null }[] };
  const applied = rows[0]?.newest ? Number(rows[0].newest) : null;
  if (applied === null || applied < needed) throw new SchemaBehindError(applied, needed);
}

/**
 * Opens PGlite (default, data under DATA_DIR/pglite) or node-postgres (DATABASE_URL) and
 * migrates (or, with `migrate: false`, checks that the release step did).
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl && !options.pglite) {
    const limits = options.pool ?? defaultPool;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: limits.max,
      connectionTimeoutMillis: limits.connectTimeoutMs,
      statement_timeout: limits.statementTimeoutMs,
      idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    });
    // An idle client whose connection dies (server restart, failover, admin kill) emits
    // 'error' on the pool; unhandled, that would crash the process. The pool replaces it.
    pool.on('error', (error) => options.onIdleError?.(error));
    // A client checked out (e.g. inside a transaction, between two queries) whose connection is
    // cut emits 'error' on itself; without a listener that is an uncaught error and the process
    // dies (seen in the soak run: PostgreSQL stopped under load killed the API). The query in
    // flight fails with the same error and the pool drops the client when it is released.
    pool.on('connect', (client) => {
      client.on('error', (error) => options.onIdleError?.(error));
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    try {
      if (options.migrate === false) await assertMigrated(db);
      else await migrateUnderLock(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      kind: 'postgres',
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: limits.max }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        if (!pool.ended) await pool.end();
      },
    };
  }

  let client = options.pglite;
  if (!client) {
    const dir = path.join(options.dataDir, 'pglite');
    await fs.mkdir(dir, { recursive: true });
    client = await PGlite.create(dir);
  }
  const pglite = client;
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await pglite.close();
  };
  try {
    if (options.migrate === false) await assertMigrated(db);
    else await migratePglite(drizzlePglite({ client: pglite, schema }), { migrationsFolder });
  } catch (error) {
    await close();
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close,
  };
}
