/**
 * `pnpm test` -> node's test runner over test/**\/*.test.ts, one file at a time.
 *
 * The files run in batches of TEST_FILES_PER_PROCESS (default 20), a process each (run-files.ts), one batch after
 * another: loading the app under tsx costs a process ~4 s of CPU, which a process per file paid
 * ~120 times. TEST_FILES_PER_PROCESS=1 gives each file its own process again (`node --test`).
 * Extra flags (e.g. --test-reporter=tap) go before the files; arguments that are not flags
 * select test files (or folders of them) instead of the default set.
 *
 * TEST_DB=postgres without DATABASE_URL: starts one private PostgreSQL cluster for the whole
 * run (each test file creates its own database on it) and stops it at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCluster, stopCluster, type Cluster } from './support/postgres.ts';

const testDir = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const flags = args.filter((arg) => arg.startsWith('-'));
const selected = args.filter((arg) => !arg.startsWith('-'));
/** The test files in a folder and below it, in name order. */
const testFilesIn = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.test.ts'))
    .sort()
    .map((file) => path.join(dir, file));
// a selected folder stands for its test files (node's runner takes only files)
const files =
  selected.length > 0
    ? selected.flatMap((entry) =>
        fs.statSync(entry, { throwIfNoEntry: false })?.isDirectory() ? testFilesIn(entry) : [entry],
      )
    : testFilesIn(testDir);

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

const filesPerProcess = Math.max(1, Number(env.TEST_FILES_PER_PROCESS) || 20);
const batches =
  filesPerProcess === 1
    ? [files]
    : Array.from({ length: Math.ceil(files.length / filesPerProcess) }, (_, index) =>
        files.slice(index * filesPerProcess, (index + 1) * filesPerProcess),
      );
const runFiles = path.join(testDir, 'run-files.ts');

let current: ChildProcess | undefined;
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    interrupted = true;
    current?.kill(signal);
  });
}

function runBatch(batch: string[]): Promise<number> {
  const args =
    filesPerProcess === 1
      ? ['--import', 'tsx', '--test', '--test-concurrency=1', ...flags, ...batch]
      : ['--import', 'tsx', ...flags, runFiles, ...batch];
  return new Promise((resolve) => {
    current = spawn(process.execPath, args, { stdio: 'inherit', env });
    current.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

let exitCode = 0;
for (const batch of batches) {
  if (interrupted) break;
  exitCode = (await runBatch(batch)) || exitCode;
}
stop();
process.exit(exitCode);
