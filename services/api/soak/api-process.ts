import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serviceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The resident memory of a process in MB (0 when it is gone). */
export function rssMb(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

/**
 * The API as a child process (`node --import tsx src/server.ts`, as in production) on `port`,
 * with limits out of the way of the load; its output goes to `dataDir/api.log`.
 */
export function apiProcess(options: { port: number; databaseUrl: string; dataDir: string }) {
  const base = `http://127.0.0.1:${options.port}`;
  const apiLog = fs.createWriteStream(path.join(options.dataDir, 'api.log'));
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000000',
    AUTH_RATE_LIMIT_IP_MAX: '1000000000',
    AUTH_RATE_LIMIT_EMAIL_MAX: '1000000000',
    SMTP_URL: 'smtp://127.0.0.1:9',
    PAYOUT_INTERVAL_MS: '0',
    CONTENT_DIR: '',
    REDIS_URL: '',
  };
  const start = (): ChildProcess => {
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
  return { base, start, ready, waitReady };
}

/** SIGTERM, then SIGKILL after 15 s. */
export async function stopApi(api: ChildProcess | undefined): Promise<void> {
  if (!api || api.exitCode !== null) return;
  const exited = new Promise((resolve) => api.once('exit', resolve));
  api.kill('SIGTERM');
  await Promise.race([exited, sleep(15_000)]);
  if (api.exitCode === null) api.kill('SIGKILL');
}
