/**
 * A bounded load-and-fault run of the API on PostgreSQL (issue 11 "Keep it fixed").
 *
 * - Starts a private PostgreSQL cluster (test/support/postgres.ts) and the API as a child
 *   process (`node --import tsx src/server.ts`, as in production), seeds users, articles,
 *   one-question free quizzes and point coupons straight into the database.
 * - N virtual users (default 200), each one request at a time over keep-alive HTTP on
 *   loopback: reads (article list and page, glossary, categories, search), logins, favourite
 *   toggles, quiz start/submit/finish (points) and coupon redeems (points).
 * - Faults, in order: steady load; the API killed (SIGKILL) and started again; steady load;
 *   PostgreSQL stopped (fast shutdown) for a few seconds and started again, the API left alone;
 *   steady load. Outage windows run from the fault until /ready answers 200 again.
 * - Reports requests, 5xx and network errors inside/outside the outages, latency (max, p99),
 *   API memory (RSS) before/after, how long each recovery took, and checks every acknowledged
 *   write is in the database: favourites in their last acknowledged state, points equal to
 *   the acknowledged credits (a request cut off by a fault may or may not have committed: it
 *   widens the allowed range instead of counting as lost).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createTestDatabase,
  startCluster,
  startServerAgain,
  stopCluster,
  stopServer,
  type Cluster,
} from '../test/support/postgres.ts';
import { freePort } from '../test/support/ports.ts';
import { apiProcess, rssMb, sleep, stopApi } from './api-process.ts';
import { checkWrites } from './check-writes.ts';
import { startLoad } from './load.ts';
import { summarize, type Outage, type SoakReport } from './report.ts';
import { seedSoak } from './seed.ts';

export { formatReport, type SoakReport } from './report.ts';

export interface SoakOptions {
  users: number;
  /** Steady load before the first fault, between faults and after the last. */
  steadyMs: number;
  /** How long PostgreSQL stays down. */
  dbDownMs: number;
  faults: boolean;
  log?: (line: string) => void;
}

export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const cluster: Cluster = await startCluster();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-soak-'));
  let api: ChildProcess | undefined;
  try {
    const database = await createTestDatabase(cluster.adminUrl);
    const server = apiProcess({ port: await freePort(), databaseUrl: database.url, dataDir });
    log(`soak: starting the API on ${server.base} (PostgreSQL on port ${cluster.port})`);
    api = server.start();
    if (!(await server.waitReady(180_000))) throw new Error(`the API did not become ready; see ${dataDir}/api.log`);

    const seeded = await seedSoak(database.url, options.users);
    log(
      `soak: seeded ${seeded.users.length} users, ${seeded.blogs.length} articles, ${seeded.quizzes.length} quizzes, ${seeded.coupons.length} coupons`,
    );

    const outages: Outage[] = [];
    const startedAt = performance.now();
    const memory: SoakReport['memory'] = [];
    let rssStart = rssMb(api.pid);
    log(`soak: ${options.users} users, steady ${options.steadyMs} ms per phase`);
    const load = startLoad(server.base, seeded, options.users);
    const recoveries: SoakReport['recoveries'] = [];

    await sleep(options.steadyMs);
    if (options.faults) {
      // 1. The API killed and started again.
      log('soak: killing the API (SIGKILL) and starting it again');
      const killedAt = performance.now();
      memory.push({ process: 'API before the kill', rssStartMb: rssStart, rssEndMb: rssMb(api.pid) });
      const exited = new Promise((resolve) => api!.once('exit', resolve));
      api.kill('SIGKILL');
      await exited;
      api = server.start();
      const apiBack = await server.waitReady(180_000);
      const apiReadyAt = performance.now();
      outages.push({ start: killedAt, end: apiReadyAt + 1_000 });
      recoveries.push({
        fault: 'API killed (SIGKILL) and restarted',
        downMs: Math.round(apiReadyAt - killedAt),
        recoveredInMs: Math.round(apiReadyAt - killedAt),
        readyAfter: apiBack,
      });
      rssStart = rssMb(api.pid);
      await sleep(options.steadyMs);

      // 2. PostgreSQL stopped and started; the API is not touched.
      log('soak: stopping PostgreSQL');
      const dbDownAt = performance.now();
      stopServer(cluster);
      await sleep(options.dbDownMs);
      const wasReadyDuring = await server.ready();
      startServerAgain(cluster);
      const dbUpAt = performance.now();
      log('soak: PostgreSQL started again');
      const dbBack = await server.waitReady(60_000);
      const dbReadyAt = performance.now();
      outages.push({ start: dbDownAt, end: dbReadyAt + 1_000 });
      recoveries.push({
        fault: `PostgreSQL stopped ${Math.round(dbUpAt - dbDownAt)} ms (API /ready during: ${wasReadyDuring ? 200 : 503})`,
        downMs: Math.round(dbUpAt - dbDownAt),
        recoveredInMs: Math.round(dbReadyAt - dbUpAt),
        readyAfter: dbBack,
      });
      await sleep(options.steadyMs);
    }
    const recorded = await load.stop();
    const endedAt = performance.now();
    memory.push({
      process: options.faults ? 'API after the restart' : 'API',
      rssStartMb: rssStart,
      rssEndMb: rssMb(api.pid),
    });

    const writes = await checkWrites(seeded, recorded);
    await seeded.pool.end();
    return summarize({ users: options.users, startedAt, endedAt, outages, recorded }, { memory, recoveries, writes });
  } finally {
    await stopApi(api);
    try {
      stopCluster(cluster);
    } catch {
      // already stopped
    }
    const apiLogFile = path.join(dataDir, 'api.log');
    if (fs.existsSync(apiLogFile)) fs.copyFileSync(apiLogFile, path.join(os.tmpdir(), 'academy-soak-api.log'));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
