/**
 * `pnpm test` -> node's test runner over test/**\/*.test.ts, one file at a time.
 *
 * Node 20 does not expand globs for `--test`, and flags appended by `pnpm test --x` would land
 * after the file list (where node takes them for file names), so this script collects the
 * files and puts extra flags (e.g. --test-reporter=tap) before them. Arguments that are not
 * flags select test files instead of the default set.
 *
 * TEST_DB=postgres without DATABASE_URL: starts one private PostgreSQL cluster for the whole
 * run (each test file creates its own database on it) and stops it at the end.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCluster, stopCluster, type Cluster } from './support/postgres.ts';

const testDir = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const flags = args.filter((arg) => arg.startsWith('-'));
const selected = args.filter((arg) => !arg.startsWith('-'));
const files =
  selected.length > 0
    ? selected
    : fs
        .readdirSync(testDir, { recursive: true })
        .map(String)
        .filter((file) => file.endsWith('.test.ts'))
        .sort()
        .map((file) => path.join(testDir, file));

let cluster: Cluster | undefined;
const env = { ...process.env };
if (env.TEST_DB === 'postgres' && !env.DATABASE_URL) {
  cluster = await startCluster();
  env.TEST_PG_ADMIN_URL = cluster.adminUrl;
}
const stop = () => {
  if (cluster) stopCluster(cluster);
  cluster = undefined;
};

const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...flags, ...files], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  stop();
  process.exit(code ?? (signal ? 1 : 0));
});
