/**
 * A private, throw-away PostgreSQL cluster for tests and the bench (no Docker here).
 *
 * - Finds initdb/pg_ctl under /usr/lib/postgresql/<version>/bin; installs Debian's
 *   `postgresql` with apt-get when they are missing (needs root).
 * - `initdb -D DIR -U postgres --auth=trust`, then
 *   `pg_ctl -D DIR -o '-p PORT -k DIR -c listen_addresses=127.0.0.1' -w start`,
 *   both as user `postgres` (runuser) when we are root, in a temp dir chowned to it.
 * - Each test app gets its own database (createTestDatabase: empty; createMigratedTestDatabase in
 *   postgres-template.ts: a copy of a template migrated once); stopCluster at the end.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { aptInstall } from './apt.ts';
import { freePort } from './ports.ts';

export interface Cluster {
  dir: string;
  port: number;
  /** URL of the `postgres` maintenance database (superuser, trust auth). */
  adminUrl: string;
  /** The server options it was started with (restartServer uses them again: same port). */
  startOptions?: string;
}

function findBinDir(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return undefined;
  const versions = fs
    .readdirSync(base)
    .filter((version) => fs.existsSync(path.join(base, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : undefined;
}

/** The directory holding initdb and pg_ctl, installing PostgreSQL with apt-get if needed. */
export function ensurePostgresBinaries(): string {
  const found = findBinDir();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      'PostgreSQL binaries are missing and we are not root: apt-get install -y postgresql, or set DATABASE_URL',
    );
  }
  if (!aptInstall('postgresql')) throw new Error('apt-get install postgresql failed');
  const installed = findBinDir();
  if (!installed) throw new Error('PostgreSQL installed but initdb not found under /usr/lib/postgresql/*/bin');
  return installed;
}

const asRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as user postgres when we are root (postgres refuses to run as root). */
function runPg(bin: string, args: string[]): void {
  const [command, argv] = asRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const result = spawnSync(command, argv, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${path.basename(bin)} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
}

export async function startCluster(): Promise<Cluster> {
  const binDir = ensurePostgresBinaries();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-pg-'));
  if (asRoot()) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const dataDir = path.join(dir, 'data');
  runPg(path.join(binDir, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--no-locale',
  ]);
  // A few tries in case another process takes the port between freePort() and start.
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    try {
      runPg(path.join(binDir, 'pg_ctl'), [
        '-D',
        dataDir,
        '-l',
        path.join(dir, 'postgres.log'),
        '-o',
        options,
        '-w',
        '-t',
        '60',
        'start',
      ]);
      return { dir, port, adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`, startOptions: options };
    } catch (error) {
      if (attempt >= 3) {
        fs.rmSync(dir, { recursive: true, force: true });
        throw error;
      }
    }
  }
}

/** Stops the server but keeps its data (a database outage; startServerAgain brings it back on the same port). */
export function stopServer(cluster: Cluster): void {
  const binDir = ensurePostgresBinaries();
  runPg(path.join(binDir, 'pg_ctl'), ['-D', path.join(cluster.dir, 'data'), '-m', 'fast', '-w', 'stop']);
}

export function startServerAgain(cluster: Cluster): void {
  const binDir = ensurePostgresBinaries();
  runPg(path.join(binDir, 'pg_ctl'), [
    '-D',
    path.join(cluster.dir, 'data'),
    '-l',
    path.join(cluster.dir, 'postgres.log'),
    '-o',
    cluster.startOptions ?? `-p ${cluster.port} -k ${cluster.dir} -c listen_addresses=127.0.0.1`,
    '-w',
    '-t',
    '60',
    'start',
  ]);
}

/** Stops the cluster and deletes its directory. Synchronous, so it can run in an exit handler. */
export function stopCluster(cluster: Cluster): void {
  const binDir = findBinDir();
  try {
    if (binDir)
      runPg(path.join(binDir, 'pg_ctl'), ['-D', path.join(cluster.dir, 'data'), '-m', 'immediate', '-w', 'stop']);
  } finally {
    fs.rmSync(cluster.dir, { recursive: true, force: true });
  }
}

/** The same server URL with another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

let counter = 0;

/**
 * Creates a fresh database on the server behind `adminUrl` (empty, or a copy of `template`);
 * returns its URL and a drop.
 */
export async function createTestDatabase(
  adminUrl: string,
  { template }: { template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  counter += 1;
  const name = `academy_test_${process.pid}_${counter}_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  } finally {
    await client.end();
  }
  return {
    url: withDatabase(adminUrl, name),
    async drop() {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    },
  };
}

let ownCluster: Promise<Cluster> | undefined;

/**
 * The server to create test databases on: DATABASE_URL (an existing server), or the cluster
 * test/run.ts started (TEST_PG_ADMIN_URL), or - when a test file runs on its own - a cluster
 * this process starts and stops when it exits.
 */
export async function testServerUrl(): Promise<string> {
  const given = process.env.DATABASE_URL || process.env.TEST_PG_ADMIN_URL;
  if (given) return given;
  ownCluster ??= startCluster().then((cluster) => {
    process.once('exit', () => stopCluster(cluster));
    return cluster;
  });
  return (await ownCluster).adminUrl;
}
