/**
 * A private, throw-away Redis for tests (like test/support/postgres.ts does for PostgreSQL):
 * `redis-server --port <free> --bind 127.0.0.1 --save '' --appendonly no` in a temp dir,
 * stopped (and the dir removed) by stopRedis or when the process exits.
 *
 * redis-server missing: `ensureRedisServer()` installs it as root on Debian; elsewhere it
 * returns undefined and the tests skip with a message (`apt-get install -y redis-server`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { aptInstall } from './apt.ts';
import { freePort } from './ports.ts';

export const REDIS_MISSING =
  'redis-server is not installed (apt-get install -y redis-server): the Redis rate-limit tests are skipped';

export function redisServerBinary(): string | undefined {
  for (const candidate of ['/usr/bin/redis-server', '/usr/local/bin/redis-server']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  const which = spawnSync('which', ['redis-server'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : undefined;
}

/**
 * redis-server, installed with apt-get when it is missing and we are root on Debian (as
 * postgres.ts does for PostgreSQL), so the Redis tests run rather than skip; without starting a
 * system-wide redis: the tests start their own.
 */
export function ensureRedisServer(): string | undefined {
  const found = redisServerBinary();
  if (found || process.getuid?.() !== 0 || !fs.existsSync('/usr/bin/apt-get')) return found;
  aptInstall('redis-server', { startService: false });
  return redisServerBinary();
}

export interface TestRedis {
  url: string;
  port: number;
  process: ChildProcess;
  dir: string;
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`redis-server did not listen on ${port} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function startRedis(): Promise<TestRedis> {
  const binary = redisServerBinary();
  if (!binary) throw new Error(REDIS_MISSING);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-redis-'));
  const port = await freePort();
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  const kill = () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  process.once('exit', kill);
  try {
    await waitForPort(port, 10_000);
  } catch (error) {
    kill();
    throw error;
  }
  return { url: `redis://127.0.0.1:${port}`, port, process: child, dir };
}

export async function stopRedis(redis: TestRedis): Promise<void> {
  if (redis.process.exitCode === null) {
    const exited = new Promise((resolve) => redis.process.once('exit', resolve));
    redis.process.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(redis.dir, { recursive: true, force: true });
}
