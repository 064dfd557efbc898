// Deploy defaults (issue 11 item 11): production refuses development secrets and localhost
// origins; N replicas can start at once on a fresh PostgreSQL database; /documentation can be off.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { migrationsFolder } from '../src/db/client.ts';
import { UnsafeConfigError } from '../src/production-config.ts';
import { runApiProcess } from './support/api-process.ts';
import { buildTestApp } from './support/app.ts';
import { testDbKind } from './support/database.ts';
import { createTestDatabase, testServerUrl } from './support/postgres.ts';

/** A production env that passes every check. */
const productionEnv = {
  NODE_ENV: 'production',
  EXCHANGE_CLIENT_SECRET: 'a-real-client-secret-from-the-exchange',
  EXCHANGE_TOKEN_KEY: 'k'.repeat(48),
  CORS_ORIGINS: 'https://academy.example,https://quiz.academy.example',
  PUBLIC_SITE_URL: 'https://academy.example',
  PUBLIC_API_URL: 'https://academy.example/api',
  DATABASE_URL: 'postgres://academy:secret@postgres:5432/academy',
  REDIS_URL: 'redis://redis:6379',
  STORAGE_DRIVER: 's3',
  S3_BUCKET: 'academy-files',
};

describe('production refuses unsafe defaults', () => {
  test('a real production env loads', () => {
    const config = loadConfig(productionEnv);
    assert.equal(config.NODE_ENV, 'production');
  });

  test('the default secrets are refused, each named', () => {
    const env: Record<string, string> = { ...productionEnv };
    delete env.EXCHANGE_CLIENT_SECRET;
    delete env.EXCHANGE_TOKEN_KEY;
    assert.throws(
      () => loadConfig(env),
      (error: Error) =>
        error instanceof UnsafeConfigError &&
        /EXCHANGE_CLIENT_SECRET is the development default/.test(error.message) &&
        /EXCHANGE_TOKEN_KEY is the development default/.test(error.message),
    );
    assert.throws(
      () => loadConfig({ ...productionEnv, EXCHANGE_CLIENT_SECRET: 'academy-sandbox-secret' }),
      /EXCHANGE_CLIENT_SECRET/,
    );
    assert.throws(
      () => loadConfig({ ...productionEnv, EXCHANGE_CLIENT_SECRET: 'short' }),
      /EXCHANGE_CLIENT_SECRET is shorter than 16/,
    );
  });

  test('no shared PostgreSQL or Redis is refused: a replica never falls back to its own PGlite or in-memory limits', () => {
    const { DATABASE_URL: _database, REDIS_URL: _redis, ...alone } = productionEnv;
    assert.throws(
      () => loadConfig(alone),
      (error: Error) =>
        error instanceof UnsafeConfigError &&
        /DATABASE_URL is not set/.test(error.message) &&
        /REDIS_URL is not set/.test(error.message),
    );
    assert.throws(() => loadConfig({ ...productionEnv, REDIS_URL: '' }), /REDIS_URL is not set/);
    assert.throws(() => loadConfig({ ...productionEnv, DATABASE_URL: '' }), /DATABASE_URL is not set/);
    // outside production PGlite and in-memory limits stay the zero-setup default
    assert.doesNotThrow(() => loadConfig({ NODE_ENV: 'development' }));
  });

  test("files on one replica's own disk are refused: a bucket, or the operator's word that the disk is shared", () => {
    const { S3_BUCKET: _bucket, ...onDisk } = { ...productionEnv, STORAGE_DRIVER: 'disk' };
    assert.throws(
      () => loadConfig(onDisk),
      (error: Error) =>
        error instanceof UnsafeConfigError &&
        /STORAGE_DRIVER is disk: a file stored on one replica's disk is missing on the others; set STORAGE_DRIVER=s3 and S3_BUCKET, or STORAGE_DISK_SHARED=true/.test(
          error.message,
        ),
    );
    assert.equal(loadConfig({ ...onDisk, STORAGE_DISK_SHARED: 'true' }).STORAGE_DRIVER, 'disk');
    assert.equal(loadConfig(productionEnv).STORAGE_DRIVER, 's3');
    // outside production the local disk stays the zero-setup default
    assert.doesNotThrow(() => loadConfig({ NODE_ENV: 'development' }));
  });

  test('localhost CORS origins and site URL are refused, unless a local trial says so', () => {
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://shell.localhost:3000',
    ]) {
      assert.throws(
        () => loadConfig({ ...productionEnv, CORS_ORIGINS: `https://academy.example,${origin}` }),
        /CORS_ORIGINS has localhost origins/,
        origin,
      );
    }
    assert.throws(() => loadConfig({ ...productionEnv, CORS_ORIGINS: '*' }), /not \*/);
    assert.throws(() => loadConfig({ ...productionEnv, PUBLIC_SITE_URL: 'http://localhost:3000' }), /PUBLIC_SITE_URL/);
    assert.throws(() => loadConfig({ ...productionEnv, PUBLIC_API_URL: 'http://127.0.0.1:1337' }), /PUBLIC_API_URL/);
    const { CORS_ORIGINS: _cors, PUBLIC_SITE_URL: _site, ...withDefaults } = productionEnv;
    assert.throws(() => loadConfig(withDefaults), /CORS_ORIGINS has localhost origins.*PUBLIC_SITE_URL/);
    const trial = loadConfig({ ...withDefaults, ALLOW_LOCAL_ORIGINS: 'true' });
    assert.ok(trial.CORS_ORIGINS.includes('http://localhost:3000'));
    // the flag does not excuse a default secret
    assert.throws(
      () => loadConfig({ ...withDefaults, ALLOW_LOCAL_ORIGINS: 'true', EXCHANGE_TOKEN_KEY: '' }),
      /EXCHANGE_TOKEN_KEY/,
    );
  });

  test('SESSION_COOKIE_DOMAIN must be a host name that covers the site (else the site cannot read XSRF-TOKEN)', () => {
    for (const domain of ['academy.example', '.academy.example']) {
      const config = loadConfig({ ...productionEnv, SESSION_COOKIE_DOMAIN: domain });
      assert.equal(config.SESSION_COOKIE_DOMAIN, domain);
    }
    assert.throws(
      () => loadConfig({ ...productionEnv, SESSION_COOKIE_DOMAIN: 'api.academy.example' }),
      /SESSION_COOKIE_DOMAIN api\.academy\.example does not cover PUBLIC_SITE_URL/,
    );
    assert.throws(() => loadConfig({ ...productionEnv, SESSION_COOKIE_DOMAIN: 'other.example' }), /does not cover/);
    for (const bad of ['https://academy.example', 'academy.example:443', 'a b', 'academy.example/path'])
      assert.throws(() => loadConfig({ SESSION_COOKIE_DOMAIN: bad }), /SESSION_COOKIE_DOMAIN/, bad);
  });

  test('development and test keep their zero-setup defaults', () => {
    assert.doesNotThrow(() => loadConfig({}));
    assert.doesNotThrow(() => loadConfig({ NODE_ENV: 'test' }));
  });

  test('server.ts exits with code 78 and names the problem, before opening anything', { timeout: 60_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-api-unsafe-'));
    try {
      const server = runApiProcess('src/server.ts', {
        NODE_ENV: 'production',
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        EXCHANGE_TOKEN_KEY: '',
        EXCHANGE_CLIENT_SECRET: '',
        CORS_ORIGINS: '',
      });
      const code = await server.exited;
      const output = server.output();
      assert.equal(code, 78, output);
      assert.match(
        output,
        /Refusing to start with NODE_ENV=production: EXCHANGE_CLIENT_SECRET is the development default/,
      );
      assert.match(output, /CORS_ORIGINS has localhost origins/);
      assert.match(output, /DATABASE_URL is not set/);
      assert.match(output, /REDIS_URL is not set/);
      assert.match(output, /STORAGE_DRIVER is disk/);
      assert.ok(!fs.existsSync(path.join(dataDir, 'pglite')), 'no database was opened');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('/documentation', () => {
  test('is served by default outside production and can be turned off', async () => {
    const on = await buildTestApp();
    assert.equal((await on.inject({ method: 'GET', url: '/documentation/json' })).statusCode, 200);
    const off = await buildTestApp({ config: { API_DOCS: false } });
    assert.equal((await off.inject({ method: 'GET', url: '/documentation/json' })).statusCode, 404);
    assert.equal((await off.inject({ method: 'GET', url: '/documentation' })).statusCode, 404);
    // the document itself still exists (tests and tooling use app.swagger())
    assert.ok(Object.keys((off.swagger() as { paths: object }).paths).length > 10);
  });

  test('is off by default in production, and on when asked', async () => {
    const production = await buildTestApp({ asProduction: true });
    assert.equal(production.config.NODE_ENV, 'production');
    assert.equal((await production.inject({ method: 'GET', url: '/documentation/json' })).statusCode, 404);
    const asked = await buildTestApp({ asProduction: true, config: { API_DOCS: true } });
    assert.equal((await asked.inject({ method: 'GET', url: '/documentation/json' })).statusCode, 200);
  });
});

describe('replicas', () => {
  test(
    'three API instances started at once on a fresh PostgreSQL database all become ready; migrations applied once',
    { skip: testDbKind() !== 'postgres' && 'needs TEST_DB=postgres', timeout: 180_000 },
    async () => {
      const database = await createTestDatabase(await testServerUrl());
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-api-replicas-'));
      const env = {
        ...process.env,
        NODE_ENV: 'development',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        CONTENT_DIR: '',
        PAYOUT_INTERVAL_MS: '0',
        LOG_LEVEL: 'info',
      };
      const servers = [1, 2, 3].map(() => runApiProcess('src/server.ts', env));
      try {
        const addresses = await Promise.all(servers.map((s) => s.listening));
        for (const address of addresses) {
          const ready = await fetch(`${address}/ready`);
          assert.equal(ready.status, 200);
          assert.deepEqual(await ready.json(), { status: 'ready', database: 'postgres' });
        }
        const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
          entries: unknown[];
        };
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          const { rows } = await client.query<{ hash: string; n: string }>(
            'select hash, count(*) as n from drizzle.__drizzle_migrations group by hash',
          );
          assert.equal(rows.length, journal.entries.length, 'every migration recorded');
          assert.ok(
            rows.every((row) => row.n === '1'),
            'each recorded once',
          );
        } finally {
          await client.end();
        }
      } finally {
        await Promise.all(
          servers.map(
            (s) =>
              new Promise<void>((resolve) => {
                if (s.child.exitCode !== null || s.child.signalCode !== null) return resolve();
                s.child.removeAllListeners('exit');
                s.child.once('exit', () => resolve());
                s.child.kill('SIGTERM');
              }),
          ),
        );
        fs.rmSync(dataDir, { recursive: true, force: true });
        await database.drop();
      }
    },
  );
});
