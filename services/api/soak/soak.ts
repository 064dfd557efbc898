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
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import {
  createTestDatabase,
  startCluster,
  startServerAgain,
  stopCluster,
  stopServer,
  type Cluster,
} from '../test/support/postgres.ts';

const serviceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'Soak!pass1';

export interface SoakOptions {
  users: number;
  /** Steady load before the first fault, between faults and after the last. */
  steadyMs: number;
  /** How long PostgreSQL stays down. */
  dbDownMs: number;
  faults: boolean;
  log?: (line: string) => void;
}

interface Sample {
  start: number;
  end: number;
  status: number; // 0 = network error
  kind: string;
  error?: string;
}

export interface SoakReport {
  users: number;
  durationS: number;
  requests: number;
  byKind: Record<string, number>;
  ok2xx: number;
  client4xx: number;
  server5xxOutside: number;
  networkErrorsOutside: number;
  failuresInsideOutages: number;
  maxLatencyMs: number;
  p99LatencyMs: number;
  p50LatencyMs: number;
  throughputRps: number;
  memory: Array<{ process: string; rssStartMb: number; rssEndMb: number }>;
  recoveries: Array<{ fault: string; downMs: number; recoveredInMs: number; readyAfter: boolean }>;
  writes: {
    favouritesChecked: number;
    favouritesLost: number;
    pointsUsersChecked: number;
    pointsLost: number;
    pointsCreditedAcknowledged: number;
    quizFinishes: number;
    couponRedeems: number;
  };
  outsideFailureSamples: string[];
  outages: string[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function rssMb(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const cluster: Cluster = await startCluster();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-soak-'));
  let api: ChildProcess | undefined;
  try {
    const database = await createTestDatabase(cluster.adminUrl);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const apiLog = fs.createWriteStream(path.join(dataDir, 'api.log'));
    const env = {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000000',
      AUTH_RATE_LIMIT_IP_MAX: '1000000000',
      AUTH_RATE_LIMIT_EMAIL_MAX: '1000000000',
      SMTP_URL: 'smtp://127.0.0.1:9',
      PAYOUT_INTERVAL_MS: '0',
      CONTENT_DIR: '',
      REDIS_URL: '',
    };
    const startApi = () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: serviceRoot,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.pipe(apiLog, { end: false });
      child.stderr?.pipe(apiLog, { end: false });
      return child;
    };
    const ready = async (): Promise<boolean> => {
      try {
        const response = await fetch(`${base}/ready`, { signal: AbortSignal.timeout(2_000) });
        await response.arrayBuffer();
        return response.status === 200;
      } catch {
        return false;
      }
    };
    const waitReady = async (timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (await ready()) return true;
        await sleep(100);
      }
      return false;
    };

    log(`soak: starting the API on ${base} (PostgreSQL on port ${cluster.port})`);
    api = startApi();
    if (!(await waitReady(180_000))) throw new Error(`the API did not become ready; see ${dataDir}/api.log`);

    // ---------------------------------------------------------------- seed
    const pool = new pg.Pool({ connectionString: database.url, max: 4 });
    const db = drizzle({ client: pool, schema });
    const passwordHash = await hashPassword(PASSWORD);
    const now = new Date();
    const userRows = await db
      .insert(schema.users)
      .values(
        Array.from({ length: options.users }, (_, i) => ({
          email: `soak-${i}@example.test`,
          passwordHash,
          emailVerifiedAt: now,
          kycStatus: 'verified',
          name: `Soak ${i}`,
        })),
      )
      .returning({ id: schema.users.id, email: schema.users.email });
    const blogRows = await db
      .insert(schema.blogs)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          slug: `soak-article-${i}`,
          readingTime: 1 + (i % 9),
          tags: ['soak', i % 2 ? 'defi' : 'bitcoin'],
          exclusive: false,
        })),
      )
      .returning({ id: schema.blogs.id, slug: schema.blogs.slug });
    await db.insert(schema.blogTranslations).values(
      blogRows.map((blog, i) => ({
        blogId: blog.id,
        language: 'en',
        title: `Soak article ${i} about ${i % 2 ? 'decentralised finance' : 'bitcoin wallets'}`,
        summary: `Summary ${i}`,
        body: `Body of article ${i}. `.repeat(40) + (i % 2 ? 'liquidity pools and yield' : 'seed phrases and keys'),
      })),
    );
    const quizRows = await db
      .insert(schema.articleQuizzes)
      .values(
        blogRows.slice(0, 3).map((blog, i) => ({
          blogId: blog.id,
          slug: blog.slug,
          rewardPoints: 7 + i,
          questions: [
            {
              slug: 'only-question',
              correct: [0],
              en: { question: `Question ${i}?`, choices: ['a', 'b', 'c', 'd'], hint: 'h', explanation: 'e' },
              th: { question: `คำถาม ${i}?`, choices: ['ก', 'ข', 'ค', 'ง'], hint: 'h', explanation: 'e' },
            },
          ],
        })),
      )
      .returning({ id: schema.articleQuizzes.id, rewardPoints: schema.articleQuizzes.rewardPoints });
    const couponRows = await db
      .insert(schema.coupons)
      .values(
        [11, 13, 17, 19, 23].map((points, i) => ({
          code: `SOAK${i}CODE`,
          points,
          expiresAt: new Date(Date.now() + 365 * 86_400_000),
          usageLimit: 1_000_000,
        })),
      )
      .returning({ code: schema.coupons.code, points: schema.coupons.points });
    log(
      `soak: seeded ${userRows.length} users, ${blogRows.length} articles, ${quizRows.length} quizzes, ${couponRows.length} coupons`,
    );

    // ---------------------------------------------------------------- load
    const samples: Sample[] = [];
    const outages: Array<{ start: number; end: number }> = [];
    const favourites = new Map<string, { status: 'SAVED' | 'UNSAVED' | null; uncertain: boolean }>();
    const points = new Map<number, { acknowledged: number; uncertain: number }>();
    let quizFinishes = 0;
    let couponRedeems = 0;
    let stop = false;

    const call = async (
      kind: string,
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      token?: string,
      body?: unknown,
    ): Promise<{ status: number; json: unknown }> => {
      const start = performance.now();
      try {
        const response = await fetch(`${base}${url}`, {
          method,
          signal: AbortSignal.timeout(30_000),
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        });
        const text = await response.text();
        samples.push({ start, end: performance.now(), status: response.status, kind });
        if (response.status >= 500) await sleep(500);
        let json: unknown = null;
        try {
          json = text ? JSON.parse(text) : null;
        } catch {
          json = text;
        }
        return { status: response.status, json };
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        samples.push({ start, end: performance.now(), status: 0, kind, error: cause ?? (error as Error).name });
        // A client backs off when the server is unreachable instead of hammering it.
        await sleep(500);
        return { status: 0, json: null };
      }
    };

    const virtualUser = async (index: number) => {
      const user = userRows[index]!;
      const account = { acknowledged: 0, uncertain: 0 };
      points.set(user.id, account);
      let token: string | undefined;
      const quizDone = new Set<number>();
      const couponsDone = new Set<string>();
      let random = index * 7919 + 1;
      const next = () => {
        random = (random * 1103515245 + 12345) % 2147483648;
        return random / 2147483648;
      };
      const login = async () => {
        const response = await call('login', 'POST', '/client/user-clients/login', undefined, {
          email: user.email,
          password: PASSWORD,
        });
        token = response.status === 200 ? (response.json as { token: string }).token : undefined;
      };
      // Arrive over the first two seconds, not all in the same millisecond.
      await sleep((index / options.users) * 2_000);
      while (!stop) {
        if (!token) {
          await login();
          if (!token) {
            await sleep(200);
            continue;
          }
        }
        const roll = next();
        const blog = blogRows[Math.floor(next() * blogRows.length)]!;
        if (roll < 0.14) await call('read', 'GET', '/client/blogs?_limit=12&_sort=published_at:DESC');
        else if (roll < 0.26) await call('read', 'GET', `/client/blogs/slug/${blog.slug}`, token);
        else if (roll < 0.34) await call('read', 'GET', '/client/glossaries?_limit=20');
        else if (roll < 0.4) await call('read', 'GET', '/client/categories');
        else if (roll < 0.48) await call('read', 'GET', `/client/search?q=${next() < 0.5 ? 'bitcoin' : 'liquidity'}`);
        else if (roll < 0.54) await call('read', 'GET', '/client/user-clients/me', token);
        else if (roll < 0.58) await login();
        else if (roll < 0.8) {
          const key = `${user.id}:${blog.id}`;
          const state = favourites.get(key) ?? { status: null, uncertain: false };
          const status = state.status === 'SAVED' ? 'UNSAVED' : 'SAVED';
          const response = await call('favourite', 'PUT', `/client/favorites/${blog.id}`, token, {
            type: 'blog',
            status,
          });
          if (response.status === 200) favourites.set(key, { status, uncertain: false });
          else if (response.status === 0 || response.status >= 500) favourites.set(key, { ...state, uncertain: true });
          if (response.status === 401) token = undefined;
        } else if (roll < 0.9) {
          const quiz = quizRows[Math.floor(next() * quizRows.length)]!;
          if (quizDone.has(quiz.id)) {
            await call('read', 'GET', `/client/v2/quiz_v2/${quiz.id}/result`, token);
            continue;
          }
          const started = await call('quiz', 'POST', `/client/v2/quiz_v2/${quiz.id}/start`, token);
          if (started.status !== 200) continue;
          const submitted = await call('quiz', 'POST', `/client/v2/quiz_v2/${quiz.id}/questions/1/submit`, token, {
            selectedAnswers: [0],
          });
          if (submitted.status !== 200 && submitted.status !== 409) continue;
          const finished = await call('quiz', 'POST', `/client/v2/quiz_v2/${quiz.id}/finish`, token);
          if (finished.status === 200) {
            quizDone.add(quiz.id);
            quizFinishes += 1;
            account.acknowledged += (finished.json as { pointsEarned?: number }).pointsEarned ?? 0;
          } else if (finished.status === 0 || finished.status >= 500) {
            // It may have committed: the credit is possible, not owed.
            quizDone.add(quiz.id);
            account.uncertain += quiz.rewardPoints;
          }
        } else {
          const coupon = couponRows[Math.floor(next() * couponRows.length)]!;
          if (couponsDone.has(coupon.code)) {
            await call('read', 'GET', '/client/user-clients/me', token);
            continue;
          }
          const response = await call('coupon', 'POST', '/client/coupon-codes/redeem', token, { code: coupon.code });
          if (response.status === 200) {
            couponsDone.add(coupon.code);
            couponRedeems += 1;
            account.acknowledged += coupon.points ?? 0;
          } else if (response.status === 0 || response.status >= 500) {
            couponsDone.add(coupon.code);
            account.uncertain += coupon.points ?? 0;
          }
        }
      }
    };

    const startedAt = performance.now();
    const memory: SoakReport['memory'] = [];
    let rssStart = rssMb(api.pid);
    log(`soak: ${options.users} users, steady ${options.steadyMs} ms per phase`);
    const runners = Array.from({ length: options.users }, (_, i) => virtualUser(i));
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
      api = startApi();
      const apiBack = await waitReady(180_000);
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
      const wasReadyDuring = await ready();
      startServerAgain(cluster);
      const dbUpAt = performance.now();
      log('soak: PostgreSQL started again');
      const dbBack = await waitReady(60_000);
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
    stop = true;
    await Promise.all(runners);
    const endedAt = performance.now();
    memory.push({
      process: options.faults ? 'API after the restart' : 'API',
      rssStartMb: rssStart,
      rssEndMb: rssMb(api.pid),
    });

    // ---------------------------------------------------------------- check the writes
    let favouritesChecked = 0;
    let favouritesLost = 0;
    const rows = await db
      .select()
      .from(schema.favorites)
      .where(
        inArray(
          schema.favorites.userId,
          userRows.map((u) => u.id),
        ),
      );
    const stored = new Map(rows.map((row) => [`${row.userId}:${row.itemId}`, row.status]));
    for (const [key, state] of favourites) {
      if (state.uncertain || state.status === null) continue;
      favouritesChecked += 1;
      if (stored.get(key) !== state.status) favouritesLost += 1;
    }
    let pointsLost = 0;
    let pointsCreditedAcknowledged = 0;
    const balances = new Map(
      (await db.select({ id: schema.users.id, point: schema.users.point }).from(schema.users)).map((row) => [
        row.id,
        row.point,
      ]),
    );
    for (const [userId, expected] of points) {
      const actual = balances.get(userId) ?? 0;
      pointsCreditedAcknowledged += expected.acknowledged;
      if (actual < expected.acknowledged || actual > expected.acknowledged + expected.uncertain) pointsLost += 1;
    }
    await pool.end();

    // ---------------------------------------------------------------- figures
    const inOutage = (sample: Sample) =>
      outages.some(
        (o) => (sample.start >= o.start && sample.start <= o.end) || (sample.end >= o.start && sample.end <= o.end),
      );
    const latencies = samples.filter((s) => s.status !== 0).map((s) => s.end - s.start);
    latencies.sort((a, b) => a - b);
    const outside = samples.filter((s) => !inOutage(s));
    const byKind: Record<string, number> = {};
    for (const sample of samples) byKind[sample.kind] = (byKind[sample.kind] ?? 0) + 1;
    const failuresOutside = outside.filter((s) => s.status === 0 || s.status >= 500);
    return {
      users: options.users,
      durationS: Math.round((endedAt - startedAt) / 1000),
      requests: samples.length,
      byKind,
      ok2xx: samples.filter((s) => s.status >= 200 && s.status < 300).length,
      client4xx: samples.filter((s) => s.status >= 400 && s.status < 500).length,
      server5xxOutside: outside.filter((s) => s.status >= 500).length,
      networkErrorsOutside: outside.filter((s) => s.status === 0).length,
      failuresInsideOutages: samples.filter((s) => inOutage(s) && (s.status === 0 || s.status >= 500)).length,
      maxLatencyMs: Math.round(latencies.at(-1) ?? 0),
      p99LatencyMs: Math.round(percentile(latencies, 99)),
      p50LatencyMs: Math.round(percentile(latencies, 50)),
      throughputRps: Math.round(samples.length / ((endedAt - startedAt) / 1000)),
      memory,
      recoveries,
      writes: {
        favouritesChecked,
        favouritesLost,
        pointsUsersChecked: points.size,
        pointsLost,
        pointsCreditedAcknowledged,
        quizFinishes,
        couponRedeems,
      },
      outsideFailureSamples: failuresOutside
        .slice(0, 5)
        .map(
          (s) =>
            `${s.kind} ${s.status}${s.error ? ` ${s.error}` : ''} ${Math.round(s.start - startedAt)}-${Math.round(s.end - startedAt)} ms`,
        ),
      outages: outages.map((o) => `${Math.round(o.start - startedAt)}-${Math.round(o.end - startedAt)} ms`),
    };
  } finally {
    if (api && api.exitCode === null) {
      const exited = new Promise((resolve) => api!.once('exit', resolve));
      api.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000)]);
      if (api.exitCode === null) api.kill('SIGKILL');
    }
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

export function formatReport(report: SoakReport): string {
  const lines = [
    `users ${report.users}, ${report.durationS} s, ${report.requests} requests (${Object.entries(report.byKind)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ')}), ${report.throughputRps} req/s`,
    `2xx ${report.ok2xx}, 4xx ${report.client4xx}, 5xx outside the outages ${report.server5xxOutside}, network errors outside ${report.networkErrorsOutside}, failed inside the outages ${report.failuresInsideOutages}`,
    `latency p50 ${report.p50LatencyMs} ms, p99 ${report.p99LatencyMs} ms, max ${report.maxLatencyMs} ms`,
    ...report.memory.map((m) => `memory (${m.process}): RSS ${m.rssStartMb} MB -> ${m.rssEndMb} MB`),
    ...report.recoveries.map(
      (r) => `${r.fault}: ready again ${r.readyAfter ? 'yes' : 'NO'}, ${r.recoveredInMs} ms after it came back`,
    ),
    `writes: ${report.writes.favouritesChecked} favourites checked, ${report.writes.favouritesLost} lost; ${report.writes.pointsUsersChecked} balances checked (${report.writes.quizFinishes} quiz finishes, ${report.writes.couponRedeems} coupon redeems, ${report.writes.pointsCreditedAcknowledged} points acknowledged), ${report.writes.pointsLost} wrong`,
  ];
  if (report.outsideFailureSamples.length)
    lines.push(
      `first failures outside (outages ${report.outages.join(', ')}): ${report.outsideFailureSamples.join('; ')}`,
    );
  return lines.join('\n');
}
