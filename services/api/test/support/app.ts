import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { openTestDatabase } from './database.ts';
import { whenFileEnds } from './file-end.ts';

export interface TestAppOptions {
  config?: Partial<Config>;
  extraRoutes?: BuildAppOptions['extraRoutes'];
  onRoute?: BuildAppOptions['onRoute'];
  /** A logger (tests that read the log); none by default. */
  logger?: BuildAppOptions['logger'];
  /**
   * Runs the app as NODE_ENV=production without loadConfig's production checks (which need a
   * shared PostgreSQL and Redis; test/deploy-defaults.test.ts covers them): for the app's own
   * production defaults.
   */
  asProduction?: boolean;
}

/**
 * Builds the app on a fresh database (PGlite clone or a new PostgreSQL database, by TEST_DB)
 * and closes it - and drops the database - when the test file ends.
 * Call it in `before` or in a test, any number of times per file.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const database = await openTestDatabase();
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.databaseUrl,
      RATE_LIMIT_MAX: 100_000,
      SMTP_URL: 'smtp://127.0.0.1:9',
      CORS_ORIGINS: ['http://localhost:3000'],
      PAYOUT_INTERVAL_MS: 0,
      WEEKLY_DIGEST_INTERVAL_MS: 0,
      // Tests move app.clock by days with one session; the idle-timeout tests set their own.
      SESSION_IDLE_MINUTES: 366 * 24 * 60,
      // Tests write rows and read them back at once; the public-cache tests turn it on.
      PUBLIC_CACHE_TTL_MS: 0,
      ...options.config,
    },
  );
  if (options.asProduction) config.NODE_ENV = 'production';
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      logger: options.logger ?? false,
      ...(database.pglite ? { pglite: database.pglite } : {}),
      ...(options.extraRoutes ? { extraRoutes: options.extraRoutes } : {}),
      ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    });
    await app.ready();
  } catch (error) {
    await database.pglite?.close();
    await database.cleanup();
    throw error;
  }
  whenFileEnds(async () => {
    await app.close();
    await database.cleanup();
  });
  return app;
}
