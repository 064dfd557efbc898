/**
 * `pnpm bench:api`: GET /client/glossaries?_limit=20 on PGlite and on PostgreSQL (200 rows
 * each), and a bare Fastify route with the same 20-row payload as the ceiling. autocannon 9,
 * loopback only, 50 connections, 10 s per target (BENCH_DURATION / BENCH_CONNECTIONS).
 * The database rows run with the public cache off; then the same read with the in-process
 * public cache on (200 from memory) and revalidated with its ETag (304), bench/cached-reads.ts.
 *
 * Then the write paths on PostgreSQL (bench/write-paths.ts): main-quiz question submit,
 * pop-quiz submit and redeem submit, each request a distinct user's real write (seeded so
 * that every answer is 2xx). BENCH_WRITE_ONLY=1 runs only those; BENCH_WRITE=quiz,pop,redeem
 * picks some of them.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import type { Result } from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { glossaries } from '../src/db/schema/index.ts';
import { createTestDatabase, startCluster, stopCluster, type Cluster } from '../test/support/postgres.ts';
import { cachedReads } from './cached-reads.ts';
import { writeTargets, type WriteResult } from './write-paths.ts';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const writeOnly = process.env.BENCH_WRITE_ONLY === '1';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROWS = 200;
// autocannon runs in its own process so it does not share the server's event loop.
const autocannonBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('autocannon/package.json')),
  'autocannon.js',
);

async function autocannon(url: string): Promise<Result> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [autocannonBin, '--json', '-c', String(connections), '-d', String(duration), url],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Result;
}
const PATH = '/client/glossaries?_limit=20';

async function seed(app: FastifyInstance): Promise<void> {
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    tag: `Term ${String(i).padStart(3, '0')}`,
    titleEn: `Term ${i}`,
    titleTh: `คำศัพท์ ${i}`,
    definitionEn: `Definition of term ${i}, long enough to look like real glossary content.`,
    definitionTh: `ความหมายของคำศัพท์ ${i}`,
  }));
  await app.db.insert(glossaries).values(rows);
}

async function run(name: string, app: FastifyInstance, url: string): Promise<{ name: string; result: Result }> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const check = await fetch(`${address}${url}`);
  if (check.status !== 200) throw new Error(`${name}: ${url} answered ${check.status}`);
  process.stderr.write(`${name}: ${connections} connections for ${duration} s...\n`);
  const result = await autocannon(`${address}${url}`);
  if (result.errors || result.non2xx || result.timeouts) {
    process.stderr.write(`${name}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts\n`);
  }
  return { name, result };
}

const benchSecret = randomBytes(32).toString('hex');

function appConfig(databaseUrl?: string) {
  return loadConfig(
    {},
    {
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: 1_000_000_000,
      NODE_ENV: 'production',
      // production refuses development secrets and localhost origins: a local run's own values
      ALLOW_LOCAL_ORIGINS: true,
      EXCHANGE_CLIENT_SECRET: benchSecret,
      EXCHANGE_TOKEN_KEY: benchSecret,
      DATABASE_URL: databaseUrl,
      // the database rows measure the route itself; the cached rows turn it on
      PUBLIC_CACHE_TTL_MS: 0,
      PAYOUT_INTERVAL_MS: 0,
    },
  );
}

const results: Array<{ name: string; result: Result }> = [];
const writes: WriteResult[] = [];
let cluster: Cluster | undefined;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));

try {
  // 1. Ceiling: bare Fastify, no plugins, same payload from memory.
  if (!writeOnly) {
    const pgliteForPayload = await PGlite.create();
    const source = await buildApp({ config: appConfig(), pglite: pgliteForPayload, logger: false });
    await seed(source);
    const payload = (await source.inject({ method: 'GET', url: PATH })).json();
    await source.close();
    const bare = Fastify();
    bare.get('/client/glossaries', async () => payload);
    results.push(await run('bare Fastify (ceiling)', bare, PATH));
    await bare.close();
  }

  // 2. PGlite (the zero-setup default), data dir on disk like in development.
  if (!writeOnly) {
    const app = await buildApp({ config: { ...appConfig(), DATA_DIR: tmp }, logger: false });
    await seed(app);
    results.push(await run('API on PGlite', app, PATH));
    await app.close();
  }

  // 2b. The same read from the in-process public cache, and revalidated with its ETag (304).
  if (!writeOnly) {
    const app = await buildApp({
      config: { ...appConfig(), PUBLIC_CACHE_TTL_MS: 60_000 },
      pglite: await PGlite.create(),
      logger: false,
    });
    await seed(app);
    results.push(...(await cachedReads('API on PGlite', app, PATH, { connections, duration })));
  }

  // 3. PostgreSQL: DATABASE_URL if given (a database is created on it), else a private cluster.
  {
    let server = process.env.DATABASE_URL;
    if (!server) {
      cluster = await startCluster();
      server = cluster.adminUrl;
    }
    if (!writeOnly) {
      const database = await createTestDatabase(server);
      const app = await buildApp({ config: appConfig(database.url), logger: false });
      await seed(app);
      results.push(await run('API on PostgreSQL', app, PATH));
      await app.close();
      await database.drop();
    }

    // 4. Write paths on PostgreSQL, a fresh database each.
    const only = process.env.BENCH_WRITE?.split(',');
    for (const target of writeTargets.filter((t) => !only || only.includes(t.key))) {
      const database = await createTestDatabase(server);
      const app = await buildApp({ config: appConfig(database.url), logger: false });
      writes.push(await target.run(app, { connections, duration, tmp }));
      await app.close();
      await database.drop();
    }
  }
} finally {
  if (cluster) stopCluster(cluster);
  fs.rmSync(tmp, { recursive: true, force: true });
}

const ceiling = results[0]?.result.requests.average ?? 1;
const lines = writeOnly
  ? []
  : [
      `GET ${PATH}, ${connections} connections, ${duration} s each, ${ROWS} rows, Node ${process.version}, ${os.cpus().length} CPUs`,
      '',
      '| target | req/s (avg) | p99 latency (ms) | vs ceiling |',
      '|---|---:|---:|---:|',
      ...results.map(
        ({ name, result }) =>
          `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p99} | ${((result.requests.average / ceiling) * 100).toFixed(1)}% |`,
      ),
    ];
if (writes.length) {
  if (lines.length) lines.push('');
  lines.push(
    `Write paths on PostgreSQL, ${connections} connections, Node ${process.version}, ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
    '',
    '| target | requests | non-2xx | req/s (avg) | p50 (ms) | p99 (ms) | max (ms) | seeded |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...writes.map(
      ({ name, result, seeded }) =>
        `| ${name} | ${result.requests.total} | ${result.non2xx + result.errors + result.timeouts} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ${seeded} |`,
    ),
  );
}
console.log(lines.join('\n'));
