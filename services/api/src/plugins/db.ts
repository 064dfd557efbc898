import fp from 'fastify-plugin';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database, type Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

export interface DbPluginOptions {
  /** Tests pass an open PGlite (a clone of a migrated template); the app closes it. */
  pglite?: PGlite | undefined;
}

export default fp<DbPluginOptions>(
  async (app, options) => {
    const database = await openDatabase({
      databaseUrl: app.config.DATABASE_URL,
      dataDir: app.config.DATA_DIR,
      pglite: options.pglite,
      migrate: app.config.MIGRATE_ON_START,
      pool: {
        max: app.config.DB_POOL_MAX,
        connectTimeoutMs: app.config.DB_CONNECT_TIMEOUT_MS,
        statementTimeoutMs: app.config.DB_STATEMENT_TIMEOUT_MS,
        idleInTransactionTimeoutMs: app.config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      },
      onIdleError: (error) => app.log.warn({ err: error }, 'idle database connection failed'),
    });
    app.log.info({ database: database.kind }, 'database ready (migrations applied)');
    app.decorate('database', database);
    app.decorate('db', database.db);
    // PGlite keeps the process alive until closed; a pool likewise.
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'db', dependencies: ['config'] },
);
